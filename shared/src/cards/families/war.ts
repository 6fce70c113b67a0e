/**
 * Casino War (`war`, lobby id 13), an in-house table outside the feed's 28 codes.
 *
 * Standard Casino War from a shoe of 6 decks (312 cards), shuffled for every round. The Player gets
 * one card, then the Dealer; ranks compare with the ace high (2 lowest … K, A highest) and suits do
 * not count. The higher card wins.
 *
 * A tie goes to war. In a casino the player chooses between war and surrender there; a round here
 * is dealt in full from its committed shoe and takes bets only in its betting window, so the table
 * settles the choice by rule: the Player always goes to war (the better choice: it leaves the
 * house 2.88% against surrender's 3.70%). The war raise, equal to the stake, is reserved with the
 * bet (the Player row's worst case is twice its stake). The dealer burns three cards, then deals
 * one more card to the Player and one to the Dealer: the Player wins the war unless the Dealer's
 * war card is higher (a tie in the war goes to the Player). Winning the war pays 1:1 on the raise
 * and returns the original stake (a profit of one stake); losing it loses both (two stakes).
 *
 * Markets: Player (2.00, back only; wins 1 stake, loses 1, or 2 after a lost war) and Tie (13.00:
 * the first two cards have equal rank). Exact house edges over the shoe (war.test.ts): Player
 * 2.877% (a tie, 23/311, then a war the Player wins with probability 102,876/191,580, worth +1 or
 * −2 stakes), Tie 12/311 = 3.859%.
 *
 * Result codes (`win`): 1 Player wins, 2 Dealer wins, 3 Player wins the war, 4 Dealer wins the war.
 */
import { parseCard, RANKS, standardDeck, type Rank } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';

/** Decks in the shoe. */
export const WAR_DECKS = 6;
/** Cards burned before the war cards. */
export const WAR_BURN = 3;

const PLAYER_SID = 1;
const TIE_SID = 2;

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
/** A lost war: the stake and the raise. */
const LOSE_WAR: CardOutcome = { kind: 'lose', pct: 200 };

/** Rank order with the ace high: 2 = 2 … K = 13, A = 14. */
export function warRank(code: CardCode): number {
  const rank: Rank = parseCard(code).rank;
  return rank === 'A' ? 14 : RANKS.indexOf(rank) + 1;
}

const war: CardTableDefinition = {
  code: 'war',
  gtype: 'war',
  name: 'Casino War',
  lobbyId: 13,
  family: 'war',
  hands: [
    { key: 'player', label: 'Player' },
    { key: 'dealer', label: 'Dealer' },
    { key: 'burn', label: 'Burned' },
  ],
  groups: [
    { key: 'main', title: 'Player v Dealer', exclusive: true },
    { key: 'tie', title: 'Tie', exclusive: true },
  ],
  rows: [
    // The worst case of a Player bet is a lost war: the stake and an equal raise.
    { sid: PLAYER_SID, nat: 'Player', group: 'main', back: 2, lay: null, min: 100, max: 100000, maxLossPct: 200 },
    { sid: TIE_SID, nat: 'Tie', group: 'tie', back: 13, lay: null, min: 100, max: 10000 },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '1': 'P', '2': 'D', '3': 'W', '4': 'L' },
  rules: [
    'Played with 6 decks of 52 cards (312 cards), shuffled for every round. The Player gets one card, then the Dealer gets one.',
    'Cards rank by value with the ace high: 2 is lowest, then 3 … 10, J, Q, K, and A is highest. Suits do not count.',
    'Player (2.00) wins when the Player card is higher than the Dealer card and pays 1:1. It loses the stake when the Dealer card is higher.',
    'When the two cards have the same rank the Player goes to war. At this table the Player always goes to war (there is no surrender): the raise, equal to your Player stake, is part of the bet and is held with it, so a Player bet holds twice its stake.',
    'In the war the dealer burns three cards, then deals one more card to the Player and one to the Dealer. The Player wins the war unless the Dealer card is higher; a second tie goes to the Player.',
    'Winning the war pays 1:1 on the raise and returns the stake: a profit of one stake. Losing the war loses the stake and the raise: two stakes.',
    'Tie (13.00) wins when the first two cards have the same rank and pays 12:1, whatever happens in the war.',
    'House edge, exact over the 6-deck shoe: Player 2.88%, Tie 3.86%.',
    'Last results: P Player wins, D Dealer wins, W Player wins the war, L Player loses the war.',
  ],
  min: 100,
  max: 100000,
};

export const warTables: CardTableDefinition[] = [war];

function checkTable(def: CardTableDefinition): void {
  if (def.family !== 'war') throw new RangeError(`${def.code} is not a casino war table`);
}

/** The deal's two main cards and, after a tie, the war cards. */
interface WarDeal {
  player: CardCode;
  dealer: CardCode;
  war: { player: CardCode; dealer: CardCode } | null;
}

function read(def: CardTableDefinition, dealt: readonly DealtCard[]): WarDeal {
  const [p, d] = dealt;
  if (!p || !d || p.hand !== 'player' || d.hand !== 'dealer')
    throw new RangeError(`${def.code}: a round starts with a Player and a Dealer card`);
  const tie = warRank(p.card) === warRank(d.card);
  const length = tie ? 4 + WAR_BURN : 2;
  if (dealt.length !== length) throw new RangeError(`${def.code}: this round has ${length} cards, got ${dealt.length}`);
  if (!tie) return { player: p.card, dealer: d.card, war: null };
  const wp = dealt[2 + WAR_BURN]!;
  const wd = dealt[3 + WAR_BURN]!;
  if (wp.hand !== 'player' || wd.hand !== 'dealer') throw new RangeError(`${def.code}: the war cards are misplaced`);
  return { player: p.card, dealer: d.card, war: { player: wp.card, dealer: wd.card } };
}

/** The result code: 1 Player, 2 Dealer, 3 Player wins the war, 4 Dealer wins the war. */
function winCode(deal: WarDeal): '1' | '2' | '3' | '4' {
  if (!deal.war) return warRank(deal.player) > warRank(deal.dealer) ? '1' : '2';
  return warRank(deal.war.player) >= warRank(deal.war.dealer) ? '3' : '4';
}

const rankName = (code: CardCode): string => parseCard(code).rank;

export const warFamily: CardFamily = {
  deck(def) {
    checkTable(def);
    return standardDeck(WAR_DECKS);
  },

  deal(def, shoe) {
    checkTable(def);
    const [p, d] = shoe;
    if (p === undefined || d === undefined) throw new RangeError(`${def.code}: the shoe has fewer than 2 cards`);
    const out: DealtCard[] = [
      { hand: 'player', card: p },
      { hand: 'dealer', card: d },
    ];
    if (warRank(p) !== warRank(d)) return out;
    if (shoe.length < 4 + WAR_BURN) throw new RangeError(`${def.code}: the shoe runs out in the war`);
    for (let i = 0; i < WAR_BURN; i++) out.push({ hand: 'burn', card: shoe[2 + i]! });
    out.push({ hand: 'player', card: shoe[2 + WAR_BURN]! }, { hand: 'dealer', card: shoe[3 + WAR_BURN]! });
    return out;
  },

  result(def, dealt) {
    const deal = read(def, dealt);
    const win = winCode(deal);
    const main = `Player ${rankName(deal.player)} | Dealer ${rankName(deal.dealer)}`;
    const desc = deal.war
      ? `${win === '3' ? 'Player wins the war' : 'Dealer wins the war'} || ${main} || War: Player ${rankName(deal.war.player)} | Dealer ${rankName(deal.war.dealer)}`
      : `${win === '1' ? 'Player' : 'Dealer'} || ${main}`;
    const sids = [win === '1' || win === '3' ? PLAYER_SID : null, deal.war ? TIE_SID : null].filter(
      (s): s is number => s !== null,
    );
    return { win, desc, sid: sids.join(','), cards: dealt.map((d) => d.card) };
  },

  outcome(def, dealt, selectionId) {
    const deal = read(def, dealt);
    const win = winCode(deal);
    if (selectionId === PLAYER_SID) return win === '1' || win === '3' ? WIN : win === '2' ? LOSE : LOSE_WAR;
    if (selectionId === TIE_SID) return deal.war ? WIN : LOSE;
    throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
  },
};
