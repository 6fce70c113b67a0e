import { Box } from '@chakra-ui/react/box';
import type { Score } from '@backlay/shared/sports';
import { usePrice } from '../live/usePrice.js';
import type { MatchState } from '../../data/contract.js';

interface Teams {
  teamA: string | null;
  teamB: string | null;
}

const pair = (p: readonly [number | string, number | string]) => `${p[0]}-${p[1]}`;

/** Our own compact reading of the scoreboard: a main line and a detail line. */
export function scoreSummary(score: Score, teams: Teams): { main: string; detail: string } {
  const a = teams.teamA ?? 'Home';
  const b = teams.teamB ?? 'Away';
  switch (score.kind) {
    case 'cricket': {
      const main = score.innings.map((i) => `${i.team} ${i.runs}/${i.wickets} (${i.overs})`).join(' · ');
      const parts = [`CRR ${score.crr.toFixed(2)}`];
      if (score.rrr !== null) parts.push(`RRR ${score.rrr.toFixed(2)}`);
      if (score.target !== null) parts.push(`Target ${score.target}`);
      if (score.lastBalls.length) parts.push(`Last: ${score.lastBalls.slice(-6).join(' ')}`);
      return { main: main || score.status, detail: score.innings.length ? parts.join(' · ') : '' };
    }
    case 'goals':
      return {
        main: `${a} ${score.home} – ${score.away} ${b}`,
        detail: [score.clock, score.periodLabel].filter(Boolean).join(' · '),
      };
    case 'tennis': {
      const sets = score.sets.map((s) => pair(s)).join(' ');
      const serving = score.server === 0 ? a : b;
      return {
        main: `${a} v ${b}`,
        detail: `Sets ${sets || '-'} · Games ${pair(score.games)} · ${score.tiebreak ? 'Tiebreak' : 'Points'} ${pair(score.points)} · ${serving} serving`,
      };
    }
    case 'sets':
      return {
        main: `${a} ${score.setsWon[0]} – ${score.setsWon[1]} ${b}`,
        detail: `Current ${score.unit}: ${pair(score.points)}`,
      };
    case 'rounds':
      return {
        main: `${a} v ${b}`,
        detail: `Round ${score.round}/${score.rounds} · ${score.clock} · Rounds won ${pair(score.roundsWon)}`,
      };
    case 'chess':
      return {
        main: `${a} v ${b}`,
        detail: `Move ${score.move} · Evaluation ${score.evaluation > 0 ? '+' : ''}${score.evaluation.toFixed(1)}`,
      };
    case 'field':
      return {
        main: score.stage,
        detail: score.leaders.map((l, i) => `${i + 1}. ${l.name}`).join('  '),
      };
  }
}

const selectScore = (s: MatchState | null) => s?.snapshot.scoreBoard ?? null;
const selectTeamA = (s: MatchState | null) => s?.snapshot.fixture.teamA ?? null;
const selectTeamB = (s: MatchState | null) => s?.snapshot.fixture.teamB ?? null;

export function ScoreLine() {
  const score = usePrice(selectScore);
  const teamA = usePrice(selectTeamA);
  const teamB = usePrice(selectTeamB);
  if (!score) return null;
  const { main, detail } = scoreSummary(score, { teamA, teamB });
  return (
    <Box
      data-testid="score-line"
      bg="#0b2b3c"
      color="white"
      px={3}
      py={2}
      borderRadius="md"
      fontVariantNumeric="tabular-nums"
    >
      <Box fontSize="15px" fontWeight="700" overflowWrap="anywhere">
        {main}
      </Box>
      {detail ? (
        <Box fontSize="12px" opacity={0.9} overflowWrap="anywhere">
          {detail}
        </Box>
      ) : null}
    </Box>
  );
}
