/**
 * Sic bo: three dice a round. Small (total 4–10) and big (11–17) pay 1:1, as do odd and even; all
 * four lose on any triple. A total pays 60:1 (4, 17), 30:1 (5, 16), 17:1 (6, 15), 12:1 (7, 14),
 * 8:1 (8, 13) or 6:1 (9–12); any triple pays 30:1.
 */
import { SPOT_LIMITS, MAX_SPOT_BETS, spotEngine } from './spots.js';
import type { BetSpot, SicboView } from './views.js';

/** Payout odds (x:1) of each total. */
export const TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const ANY_TRIPLE_ODDS = 30;

export const SICBO_SPOTS: BetSpot[] = [
  { key: 'small', label: 'Small (4–10)', pays: '2×' },
  { key: 'big', label: 'Big (11–17)', pays: '2×' },
  { key: 'odd', label: 'Odd', pays: '2×' },
  { key: 'even', label: 'Even', pays: '2×' },
  { key: 'triple', label: 'Any triple', pays: `${ANY_TRIPLE_ODDS + 1}×` },
  ...Object.entries(TOTAL_ODDS).map(([total, odds]) => ({
    key: `t${total}`,
    label: `Total ${total}`,
    pays: `${odds + 1}×`,
  })),
];

/** What a unit on `key` returns for these dice, in hundredths (stake included). */
export function sicboReturnH(key: string, dice: readonly number[]): number {
  const total = dice.reduce((n, d) => n + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const even = (win: boolean) => (win ? 200 : 0);
  switch (key) {
    case 'small':
      return even(!triple && total <= 10);
    case 'big':
      return even(!triple && total >= 11);
    case 'odd':
      return even(!triple && total % 2 === 1);
    case 'even':
      return even(!triple && total % 2 === 0);
    case 'triple':
      return triple ? (ANY_TRIPLE_ODDS + 1) * 100 : 0;
  }
  const odds = TOTAL_ODDS[Number(key.slice(1))];
  return key.startsWith('t') && odds !== undefined && Number(key.slice(1)) === total ? (odds + 1) * 100 : 0;
}

export const sicboEngine = spotEngine<number[]>({
  spots: SICBO_SPOTS,
  draw: (rng) => [1 + rng.int(6), 1 + rng.int(6), 1 + rng.int(6)],
  returnH: sicboReturnH,
  info: (_game, spots) => ({ engine: 'sicbo', spots, maxBets: MAX_SPOT_BETS, ...SPOT_LIMITS }),
  view: (bets, dice, payout): SicboView => ({
    engine: 'sicbo',
    bets,
    dice,
    total: dice ? dice.reduce((n, d) => n + d, 0) : null,
    payout,
  }),
});
