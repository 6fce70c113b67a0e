/**
 * Casino Meter: eleven cards from one deck fall into a Low zone (A–8, and the red and club 9s) and a
 * High zone (J, Q, K, and the red and club 10s). The spade 9 and 10 always count for the side the
 * bettor did not pick. A bet is per run: it wins 1.15 × stake per run of lead and loses 1 × stake
 * per run behind, the difference capped at 50 runs.
 */
import { rankOf, standardDeck, suitOf, valueOf } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRoundResult, CardTableDefinition, DealtCard } from '../types.js';

const CARDS = 11;
/** The largest run difference a bet is settled on. */
export const METER_CAP = 50;

type Zone = 'low' | 'high' | 'spade';

/** Where a card falls; 'spade' is the 9♠ / 10♠ that counts against the bettor. */
export function meterZone(card: CardCode): Zone {
  const rank = rankOf(card);
  if ((rank === '9' || rank === '10') && suitOf(card) === 'spade') return 'spade';
  if (rank === '9') return 'low';
  return valueOf(card) <= 9 ? 'low' : 'high';
}

const meter: CardTableDefinition = {
  code: 'cmeter',
  gtype: 'cmeter',
  name: 'Casino Meter',
  lobbyId: 12,
  family: 'meter',
  hands: [
    { key: 'low', label: 'Low' },
    { key: 'high', label: 'High' },
    { key: 'spade', label: '9♠ / 10♠' },
  ],
  groups: [{ key: 'meter', title: 'Meter', exclusive: true }],
  rows: [
    { sid: 1, nat: 'Low', group: 'meter', back: 2.15, lay: null, min: 100, max: 25000, maxLossPct: METER_CAP * 100 },
    { sid: 2, nat: 'High', group: 'meter', back: 2.15, lay: null, min: 100, max: 25000, maxLossPct: METER_CAP * 100 },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [[1, 2]],
  resultLetters: { '0': 'R', '1': 'R', '2': 'R' },
  rules: [
    'One 52-card deck, shuffled every round. Eleven cards are dealt. Runs: A = 1, 2–10 face value, J = 11, Q = 12, K = 13.',
    'Low zone: A to 8 of every suit, plus 9♥, 9♣ and 9♦. High zone: J, Q and K of every suit, plus 10♥, 10♣ and 10♦.',
    'The 9♠ and 10♠ count against you: if you bet Low they are added to High, if you bet High they are added to Low.',
    'Your stake is per run. If your side scores more, you win 1.15 × stake for every run of difference; if it scores less, you lose 1 × stake for every run of difference. The difference counts up to 50 runs at most, so the most a bet can lose is 50 × its stake, and that amount is held when you bet. Equal scores return the stake.',
    'You cannot bet on both Low and High in one round.',
  ],
  min: 100,
  max: 25000,
};

export const meterTables: CardTableDefinition[] = [meter];

// ---------------------------------------------------------------------------------------------

function deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[] {
  if (shoe.length < CARDS) throw new RangeError(`${def.code} deals ${CARDS} cards, the shoe has ${shoe.length}`);
  return shoe.slice(0, CARDS).map((card) => ({ hand: meterZone(card), card }));
}

/** Run lead of the bettor's side (positive = ahead), with the spade cards counted for the other side. */
function lead(dealt: readonly DealtCard[], side: 'low' | 'high'): number {
  let low = 0;
  let high = 0;
  for (const { card } of dealt) {
    const zone = meterZone(card);
    const runs = valueOf(card);
    if (zone === 'low' || (zone === 'spade' && side === 'high')) low += runs;
    else high += runs;
  }
  return side === 'low' ? low - high : high - low;
}

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  if (sid !== 1 && sid !== 2) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const diff = lead(dealt, sid === 1 ? 'low' : 'high');
  const pct = Math.min(Math.abs(diff), METER_CAP) * 100;
  if (diff > 0) return { kind: 'win', pct };
  if (diff < 0) return { kind: 'lose', pct };
  return { kind: 'void' };
}

function result(_def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const low = lead(dealt, 'low');
  const high = lead(dealt, 'high');
  const win = low > 0 ? '1' : high > 0 ? '2' : '0';
  const cards = dealt.map((d) => d.card);
  return { win, desc: cards.join(','), sid: win === '0' ? '' : win, cards };
}

export const meterFamily: CardFamily = {
  deck: () => standardDeck(),
  deal,
  result,
  outcome,
};
