/**
 * The card tables: each provider card game is a Backlay table (`game.table`) played one round per
 * Deal. The player backs one or more of the table's rows; the provider shuffles the table's full
 * shoe with a secure Fisher–Yates, deals it with the table's family, and settles every bet with
 * Backlay's own `settleCardBets` at the price the row showed, so a provider table pays exactly
 * like the Backlay table. Back bets only; rows that only open later in a Backlay round (Andar
 * Bahar's 2nd bets) are not offered. 3 Cards Judgement bets also name three ranks.
 */
import type { ProviderGame } from '@backlay/shared/casino';
import {
  cardLabel,
  cardSelection,
  cardTable,
  familyOf,
  isRed,
  judgementSelectionId,
  RANKS,
  settleCardBets,
  type CardCode,
  type CardTableDefinition,
  type DealtCard,
  type Rank,
} from '@backlay/shared/cards';
import { betList, stakeCents, toAmount } from './money.js';
import { shuffle } from './rng.js';
import { GameError, type Engine, type Rng } from './types.js';
import type { CardRowInfo, CardsInfo, CardsView } from './views.js';

export const MAX_CARD_BETS = 20;

export interface CardBet {
  /** The selection id Backlay settles (a row's sid, or a judgement id carrying three ranks). */
  selectionId: number;
  sid: number;
  label: string;
  odds: number;
  stakeCents: number;
}

export interface CardsState {
  table: string;
  bets: CardBet[];
  /** The secret: the round dealt from the shuffled shoe before the debit. */
  dealt: DealtCard[];
  /** Once over: each bet's profit (negative: loss) in cents, as Backlay settles it. */
  pnl: number[] | null;
}

export function tableOf(game: Pick<ProviderGame, 'table' | 'game_code'>): CardTableDefinition {
  const def = game.table ? cardTable(game.table) : undefined;
  if (!def) throw new RangeError(`${game.game_code} is not a card game`);
  return def;
}

const offered = new Map<string, CardRowInfo[]>();

/**
 * The rows a Deal can back, at the price Backlay's table shows when betting opens: rows open in
 * the first betting window before any card is shown.
 */
export function offeredRows(def: CardTableDefinition): CardRowInfo[] {
  const known = offered.get(def.code);
  if (known) return known;
  const family = familyOf(def);
  const first = def.windows.find((w) => w.afterCards === 0);
  const prices = family.price?.(def, []);
  const rows = def.rows
    .filter((r) => !first?.sids || first.sids.includes(r.sid))
    .filter((r) => !family.isOpen || family.isOpen(def, [], r.sid))
    .map((r) => ({
      sid: r.sid,
      label: def.family === 'judgement' ? r.nat : (cardSelection(def, r.sid)?.label ?? r.nat),
      group: r.group,
      back: prices?.get(r.sid)?.back ?? r.back,
      min: r.min,
      max: r.max,
    }))
    .filter((r) => r.back > 1);
  offered.set(def.code, rows);
  return rows;
}

function ranksOf(value: unknown): Rank[] {
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    new Set(value).size !== 3 ||
    !value.every((v) => (RANKS as readonly unknown[]).includes(v))
  ) {
    throw new GameError('INVALID_REQUEST', 'Choose exactly three different ranks.');
  }
  return value as Rank[];
}

/** Bets from the page: `{ bets: [{ sid, stake, ranks? }] }`. */
export function cardBets(def: CardTableDefinition, bet: unknown): CardBet[] {
  const rows = new Map(offeredRows(def).map((r) => [r.sid, r]));
  const bets = betList(bet, MAX_CARD_BETS).map((b): CardBet => {
    const row = typeof b.sid === 'number' ? rows.get(b.sid) : undefined;
    if (!row) throw new GameError('INVALID_REQUEST', `There is no bet ${String(b.sid)} on this table.`);
    const stake = stakeCents(b.stake, row.min, row.max, `The stake on ${row.label}`);
    let selectionId = row.sid;
    let label = row.label;
    if (def.family === 'judgement') {
      const ranks = ranksOf(b.ranks);
      selectionId = judgementSelectionId(row.label === 'Yes' ? 'Yes' : 'No', ranks);
      label = cardSelection(def, selectionId)?.label ?? label;
    }
    return { selectionId, sid: row.sid, label, odds: row.back, stakeCents: stake };
  });
  for (const [a, b] of def.oppositeSides) {
    if (bets.some((x) => x.sid === a) && bets.some((x) => x.sid === b)) {
      throw new GameError(
        'INVALID_REQUEST',
        `${rows.get(a)?.label ?? a} and ${rows.get(b)?.label ?? b} cannot both be backed in one round.`,
      );
    }
  }
  const total = bets.reduce((n, b) => n + b.stakeCents, 0);
  if (total > def.max * 100) throw new GameError('INVALID_STAKE', `At most ${def.max} a round on this table.`);
  return bets;
}

/** A full shoe shuffled with `rng`, as the table's family builds it. */
export function shuffledShoe(def: CardTableDefinition, rng: Rng): CardCode[] {
  const family = familyOf(def);
  const shuffler = (cards: readonly CardCode[]) => shuffle(cards, rng);
  return family.shoe ? family.shoe(def, shuffler) : shuffler(family.deck(def));
}

/** Every bet's profit in cents for a complete deal, exactly as Backlay settles back bets. */
export function settleBets(def: CardTableDefinition, dealt: readonly DealtCard[], bets: readonly CardBet[]): number[] {
  return settleCardBets(
    def,
    dealt,
    bets.map((b) => ({ side: 'BACK', selectionId: b.selectionId, odds: b.odds, stakeCents: b.stakeCents })),
  );
}

/** What a back bet returns (stake plus profit, never below 0). */
const returned = (bet: CardBet, pnl: number): number => Math.max(0, bet.stakeCents + pnl);

/** A line for the page: the winning rows' names, else the table's own result summary. */
function resultLine(def: CardTableDefinition, dealt: readonly DealtCard[]): string {
  const result = familyOf(def).result(def, dealt);
  const rows = offeredRows(def);
  const winners = result.sid
    .split(',')
    .map((s) => rows.find((r) => String(r.sid) === s.trim()))
    .filter((r): r is CardRowInfo => r !== undefined)
    .map((r) => r.label);
  if (def.family !== 'judgement' && winners.length > 0) return winners.join(' · ');
  return result.desc.replace(/\s*[|*#]\s*/g, ' · ');
}

export const cardsEngine: Engine<CardsState> = {
  info(game): CardsInfo {
    const def = tableOf(game);
    const rows = offeredRows(def);
    const used = new Set(rows.map((r) => r.group));
    return {
      engine: 'cards',
      table: def.code,
      tableName: def.name,
      hands: def.hands.map((h) => ({ key: h.key, label: h.label })),
      groups: def.groups.filter((g) => used.has(g.key)).map((g) => ({ key: g.key, title: g.title })),
      rows,
      opposite: def.oppositeSides.map(([a, b]) => [a, b]),
      rules: def.rules,
      ranks: def.family === 'judgement' ? [...RANKS] : null,
      unavailable: def.rows
        .filter((r) => !rows.some((o) => o.sid === r.sid))
        .map((r) => cardSelection(def, r.sid)?.label ?? r.nat),
      maxBets: MAX_CARD_BETS,
    };
  },

  open(game, bet, rng) {
    const def = tableOf(game);
    const bets = cardBets(def, bet);
    const dealt = familyOf(def).deal(def, shuffledShoe(def, rng));
    return {
      stakeCents: bets.reduce((n, b) => n + b.stakeCents, 0),
      state: { table: def.code, bets, dealt, pnl: null },
    };
  },

  begin(state) {
    const def = cardTable(state.table)!;
    const pnl = settleBets(def, state.dealt, state.bets);
    return { state: { ...state, pnl }, payoutCents: state.bets.reduce((n, b, i) => n + returned(b, pnl[i]!), 0) };
  },

  act() {
    throw new GameError('ROUND_OVER', 'This round is over.', 409);
  },

  deadline: () => null,
  expire: (state) => ({ state }),

  view(state): CardsView {
    const def = cardTable(state.table)!;
    const pnl = state.pnl;
    return {
      engine: 'cards',
      bets: state.bets.map((b, i) => ({
        key: String(b.selectionId),
        label: b.label,
        stake: toAmount(b.stakeCents),
        odds: b.odds,
        pnl: pnl ? toAmount(pnl[i]!) : null,
        payout: pnl ? toAmount(returned(b, pnl[i]!)) : null,
      })),
      cards: pnl
        ? state.dealt.map((d) => ({ hand: d.hand, code: d.card, label: cardLabel(d.card), red: isRed(d.card) }))
        : null,
      result: pnl ? resultLine(def, state.dealt) : null,
      payout: pnl ? toAmount(state.bets.reduce((n, b, i) => n + returned(b, pnl[i]!), 0)) : null,
    };
  },
};
