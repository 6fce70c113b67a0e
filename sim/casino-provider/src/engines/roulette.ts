/**
 * Roulette on a European single-zero wheel (every roulette game, Mini Roulette included). Straight
 * numbers pay 35:1, red/black, odd/even and 1–18/19–36 pay 1:1, dozens and columns 2:1; zero loses
 * every outside bet. One spin a round, several bets allowed.
 */
import { SPOT_LIMITS, MAX_SPOT_BETS, spotEngine } from './spots.js';
import type { BetSpot, RouletteView } from './views.js';

export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const RED_SET = new Set(RED);

export function pocketColour(n: number): 'red' | 'black' | 'green' {
  return n === 0 ? 'green' : RED_SET.has(n) ? 'red' : 'black';
}

export const ROULETTE_SPOTS: BetSpot[] = [
  ...Array.from({ length: 37 }, (_, n) => ({ key: String(n), label: `Number ${n}`, pays: '36×' })),
  { key: 'red', label: 'Red', pays: '2×' },
  { key: 'black', label: 'Black', pays: '2×' },
  { key: 'odd', label: 'Odd', pays: '2×' },
  { key: 'even', label: 'Even', pays: '2×' },
  { key: 'low', label: '1 to 18', pays: '2×' },
  { key: 'high', label: '19 to 36', pays: '2×' },
  { key: 'dozen1', label: '1st 12', pays: '3×' },
  { key: 'dozen2', label: '2nd 12', pays: '3×' },
  { key: 'dozen3', label: '3rd 12', pays: '3×' },
  { key: 'column1', label: 'Column 1 (1, 4 … 34)', pays: '3×' },
  { key: 'column2', label: 'Column 2 (2, 5 … 35)', pays: '3×' },
  { key: 'column3', label: 'Column 3 (3, 6 … 36)', pays: '3×' },
];

/** Whether a bet on `key` wins on pocket `n`. */
export function rouletteWins(key: string, n: number): boolean {
  if (/^\d+$/.test(key)) return Number(key) === n;
  if (n === 0) return false;
  switch (key) {
    case 'red':
      return RED_SET.has(n);
    case 'black':
      return !RED_SET.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return Math.ceil(n / 12) === Number(key.slice(5));
    case 'column1':
    case 'column2':
    case 'column3':
      return ((n - 1) % 3) + 1 === Number(key.slice(6));
    default:
      return false;
  }
}

/** What a unit on `key` returns on pocket `n`, in hundredths (stake included). */
export function rouletteReturnH(key: string, n: number): number {
  if (!rouletteWins(key, n)) return 0;
  if (/^\d+$/.test(key)) return 3600;
  return key.startsWith('dozen') || key.startsWith('column') ? 300 : 200;
}

export const rouletteEngine = spotEngine<number>({
  spots: ROULETTE_SPOTS,
  draw: (rng) => rng.int(37),
  returnH: rouletteReturnH,
  info: (_game, spots) => ({
    engine: 'roulette',
    wheel: WHEEL,
    red: RED,
    spots,
    maxBets: MAX_SPOT_BETS,
    ...SPOT_LIMITS,
  }),
  view: (bets, n, payout): RouletteView => ({
    engine: 'roulette',
    bets,
    number: n,
    colour: n === null ? null : pocketColour(n),
    payout,
  }),
});
