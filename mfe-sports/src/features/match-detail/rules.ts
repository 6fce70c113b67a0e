/**
 * The short rule shown behind each market's Rules button: how the market settles, in a few
 * sentences, plus what this particular session counts (its window, from the market's session
 * meta). Settlement follows exchange-research section c.
 */
import type { MarketType, SessionMeta } from '@backlay/shared/sports';

export const MARKET_RULES: Record<MarketType, string> = {
  matchOdds:
    'Match Odds settles on the official result. Back wins if the selection wins; lay wins if it does not. If the match is abandoned or has no result, all bets are void. In play, bets wait for the bet delay before they are matched.',
  bookmaker:
    'Bookmaker rates are the profit per 100 staked: backing at 50 wins 50 for every 100 staked, laying at 50 risks 50 per 100. Bets are accepted only at the rate shown. Settles on the official result; void if the match is abandoned.',
  tiedMatch:
    'Tied Match: Yes wins if the scores are level at the end of the match (before any super over); otherwise No wins. Void if the match is abandoned.',
  completedMatch:
    'Completed Match: Yes wins if the match is played to a result (a tie counts as completed); No wins if it is abandoned or ends with no result.',
  overUnder:
    'Over/Under settles on the total goals at full time, extra time and penalties excluded. Over wins above the line, Under below it.',
  tournamentWinner:
    'Settles on the official winner of the competition. If the competition is not completed, bets are void. Dead-heat rules apply.',
  outright:
    'Settles on the official winner of the event. If the event is not completed, bets are void. Dead-heat rules apply.',
  raceWin:
    'Win market: settles on the official result of the race. Non-runners are removed and the remaining prices may be reduced. Placed runners are shown for information.',
  session:
    'Session: YES wins if the runs reach the line or more (runs ≥ line); NO wins if fewer runs are scored (runs < line). The rate is the return per 100: YES at rate 90 wins 90 per 100 staked. If the innings ends early the session settles on the innings total; a session whose overs never start is void.',
  overByover:
    'Only-over runs count the runs of that one over, extras included. YES wins at or above the line, NO below it. Void if the over is not started.',
  ballByBall:
    'Ball runs count the runs from that delivery, extras included. YES wins at or above the line, NO below it.',
  oddEven:
    'Odd/Even settles on whether the runs at the end of the window are odd or even (zero is even). Void if the window never starts.',
  fancy1:
    'Fancy 1 uses decimal odds: back wins if it happens (for example a six in the over); lay wins if it does not.',
  khado:
    'Khado is back only: it wins if the runs land in the range from the line to the line + N − 1 (N is in the market name, for example "-5"); otherwise the stake is lost.',
  meter:
    'Meter: profit and loss grow with the distance from the line. YES wins the rate per 100 for every run at or above the line and loses the stake for every run below it; NO the other way round.',
  cricketCasino:
    'Last digit: settles on the last digit of the runs at the end of the window (for example 147 settles on 7). Back the digit you expect.',
  card: 'A live card round settles on the cards dealt from its committed shoe; each table states its own rules on its page.',
  casino: 'A provider casino round settles when the provider closes it: what it paid back less what it took.',
};

function overs(balls: number): string {
  const o = Math.floor(balls / 6);
  const b = balls % 6;
  return b === 0 ? String(o) : `${o}.${b}`;
}

/** What one session counts, e.g. "Counts the runs of Team A from over 0 to over 6 (innings 1)." */
export function sessionWindow(meta: SessionMeta): string {
  const innings = `innings ${meta.innings}`;
  if (meta.measure === 'fallOfWicket')
    return `Counts ${meta.team}'s runs when wicket ${meta.wicket ?? ''} falls (${innings}).`;
  if (meta.measure === 'sixInOver')
    return `Counts whether ${meta.team} hit a six in over ${overs(meta.toBall ?? meta.fromBall + 6)} (${innings}).`;
  const to = meta.toBall === null ? 'the end of the innings' : `over ${overs(meta.toBall)}`;
  const from = meta.fromBall === 0 ? 'the start of the innings' : `over ${overs(meta.fromBall)}`;
  const range = meta.range !== null ? ` Range ${meta.range} runs.` : '';
  return `Counts ${meta.team}'s runs from ${from} to ${to} (${innings}).${range}`;
}

export function marketRule(type: MarketType, session: SessionMeta | null): string {
  const base = MARKET_RULES[type];
  return session ? `${base} ${sessionWindow(session)}` : base;
}
