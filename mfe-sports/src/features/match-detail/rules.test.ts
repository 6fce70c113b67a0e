import { SESSION_FAMILIES } from '@backlay/shared/sports';
import { MARKET_RULES, marketRule, sessionWindow } from './rules.js';
import { scoreSummary } from './ScoreLine.js';

describe('market rules', () => {
  it('has a rule for every market type', () => {
    for (const family of SESSION_FAMILIES) expect(MARKET_RULES[family].length).toBeGreaterThan(40);
    expect(MARKET_RULES.matchOdds).toMatch(/Back wins if the selection wins/);
  });

  it('says sessions settle YES at or above the line', () => {
    expect(MARKET_RULES.session).toMatch(/YES wins if the runs reach the line or more \(runs ≥ line\)/);
    expect(MARKET_RULES.session).toMatch(/NO wins if fewer runs are scored/);
  });

  it("adds what a session counts from the market's window", () => {
    const base = { innings: 2, team: 'Team B', wicket: null, range: null } as const;
    expect(sessionWindow({ ...base, fromBall: 0, toBall: 60, measure: 'runs' })).toBe(
      "Counts Team B's runs from the start of the innings to over 10 (innings 2).",
    );
    expect(sessionWindow({ ...base, fromBall: 42, toBall: 48, measure: 'runs' })).toBe(
      "Counts Team B's runs from over 7 to over 8 (innings 2).",
    );
    expect(sessionWindow({ ...base, fromBall: 0, toBall: null, measure: 'runs' })).toMatch(/to the end of the innings/);
    expect(sessionWindow({ ...base, fromBall: 0, toBall: null, measure: 'fallOfWicket', wicket: 3 })).toBe(
      "Counts Team B's runs when wicket 3 falls (innings 2).",
    );
    expect(sessionWindow({ ...base, fromBall: 36, toBall: 42, measure: 'sixInOver' })).toBe(
      'Counts whether Team B hit a six in over 7 (innings 2).',
    );
    expect(marketRule('khado', { ...base, fromBall: 0, toBall: 60, measure: 'runs', range: 5 })).toMatch(
      /Range 5 runs\.$/,
    );
    expect(marketRule('matchOdds', null)).toBe(MARKET_RULES.matchOdds);
  });
});

describe('scoreSummary', () => {
  const teams = { teamA: 'Home', teamB: 'Away' };
  it('reads a cricket score', () => {
    const s = scoreSummary(
      {
        kind: 'cricket',
        format: 'T20',
        innings: [
          { team: 'Home', runs: 180, wickets: 6, overs: '20.0', legalBalls: 120, extras: 5, fours: 15, sixes: 8 },
          { team: 'Away', runs: 90, wickets: 2, overs: '10.3', legalBalls: 63, extras: 3, fours: 8, sixes: 2 },
        ],
        currentInnings: 2,
        battingTeam: 'Away',
        target: 181,
        lastBalls: ['1', '4', 'W', '0', '6', 'wd', '2'],
        crr: 8.57,
        rrr: 9.33,
        tossWinner: 'Home',
        status: '',
      },
      teams,
    );
    expect(s.main).toBe('Home 180/6 (20.0) · Away 90/2 (10.3)');
    expect(s.detail).toBe('CRR 8.57 · RRR 9.33 · Target 181 · Last: 4 W 0 6 wd 2');
  });
  it('reads football, tennis and a field event', () => {
    expect(
      scoreSummary(
        { kind: 'goals', home: 2, away: 1, period: 2, periodLabel: '2nd Half', minute: 72, clock: "72'" },
        teams,
      ),
    ).toEqual({
      main: 'Home 2 – 1 Away',
      detail: "72' · 2nd Half",
    });
    expect(
      scoreSummary(
        { kind: 'tennis', bestOf: 3, sets: [[6, 4]], games: [2, 3], points: ['15', '40'], server: 1, tiebreak: false },
        teams,
      ).detail,
    ).toBe('Sets 6-4 · Games 2-3 · Points 15-40 · Away serving');
    expect(
      scoreSummary(
        {
          kind: 'field',
          progress: 0.5,
          stage: 'Lap 30 of 60',
          leaders: [
            { selectionId: 1, name: 'A' },
            { selectionId: 2, name: 'B' },
          ],
        },
        teams,
      ),
    ).toEqual({ main: 'Lap 30 of 60', detail: '1. A  2. B' });
  });
});
