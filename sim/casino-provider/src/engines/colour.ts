/**
 * Colour prediction: one number 0–9 a round. 1, 3, 7, 9 are green; 2, 4, 6, 8 red; 0 is red and
 * violet; 5 green and violet. Green and red pay 2× (1.5× when the number is that colour's violet
 * one), violet 4.5×, the exact number 9×.
 */
import { SPOT_LIMITS, MAX_SPOT_BETS, spotEngine } from './spots.js';
import type { BetSpot, ColourView } from './views.js';

export type Colour = 'green' | 'red' | 'violet';

export function coloursOf(n: number): Colour[] {
  if (n === 0) return ['red', 'violet'];
  if (n === 5) return ['green', 'violet'];
  return n % 2 === 1 ? ['green'] : ['red'];
}

export const COLOUR_SPOTS: BetSpot[] = [
  { key: 'green', label: 'Green', pays: '2× (1.5× on 5)' },
  { key: 'violet', label: 'Violet', pays: '4.5×' },
  { key: 'red', label: 'Red', pays: '2× (1.5× on 0)' },
  ...Array.from({ length: 10 }, (_, n) => ({ key: `n${n}`, label: `Number ${n}`, pays: '9×' })),
];

/** What a unit on `key` returns when `n` is drawn, in hundredths (stake included). */
export function colourReturnH(key: string, n: number): number {
  if (key.startsWith('n')) return Number(key.slice(1)) === n ? 900 : 0;
  const colours = coloursOf(n);
  if (!colours.includes(key as Colour)) return 0;
  if (key === 'violet') return 450;
  return colours.includes('violet') ? 150 : 200;
}

export const colourEngine = spotEngine<number>({
  spots: COLOUR_SPOTS,
  draw: (rng) => rng.int(10),
  returnH: colourReturnH,
  info: (_game, spots) => ({ engine: 'colour', spots, maxBets: MAX_SPOT_BETS, ...SPOT_LIMITS }),
  view: (bets, n, payout): ColourView => ({
    engine: 'colour',
    bets,
    number: n,
    colours: n === null ? [] : coloursOf(n),
    payout,
  }),
});
