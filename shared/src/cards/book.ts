/**
 * Money on a card round: what a bet can win and lose, a player's exposure over their bets on one
 * round, and each bet's settlement from the dealt cards. Integer cents throughout, rounded once per
 * bet half away from zero (the rule of `@backlay/shared/betting`).
 *
 * Exposure is never less than the worst real outcome: rows of an exclusive group offset each other
 * (at most one of them wins), every other row is reserved on its own, and each scenario pays a
 * winner its smallest possible share (`minWinPct`) and charges a loser its largest (`maxLossPct`).
 */
import { mulDivRound, priceToHundredths } from '../betting/money.js';
import type { BetAmounts } from '../betting/types.js';
import { cardSelection, familyOf } from './registry.js';
import type { CardOutcome, CardRow, CardTableDefinition, DealtCard } from './types.js';

export interface CardBookBet {
  side: 'BACK' | 'LAY';
  selectionId: number;
  /** Decimal price the bet was matched at. */
  odds: number;
  stakeCents: number;
}

function rowOf(def: CardTableDefinition, selectionId: number): CardRow {
  const sel = cardSelection(def, selectionId);
  if (!sel) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
  return sel.row;
}

/** Profit of a winning bet at `pct` percent of its price's profit. */
function profitCents(stakeCents: number, odds: number, pct: number): number {
  return mulDivRound(stakeCents, (priceToHundredths(odds) - 100) * pct, 10_000);
}

function lossCents(stakeCents: number, pct: number): number {
  return mulDivRound(stakeCents, pct, 100);
}

/** What one bet wins at its price and loses at worst (the slip's profit and liability). */
export function cardBetAmounts(def: CardTableDefinition, bet: CardBookBet): BetAmounts {
  const row = rowOf(def, bet.selectionId);
  if (bet.side === 'LAY') return { winCents: bet.stakeCents, lossCents: profitCents(bet.stakeCents, bet.odds, 100) };
  return {
    winCents: profitCents(bet.stakeCents, bet.odds, 100),
    lossCents: lossCents(bet.stakeCents, row.maxLossPct ?? 100),
  };
}

/** P/L of one bet when its selection wins (`true`) or loses (`false`), at the bounds that make exposure safe. */
function boundPnl(row: CardRow, bet: CardBookBet, wins: boolean): number {
  if (bet.side === 'BACK')
    return wins
      ? profitCents(bet.stakeCents, bet.odds, row.minWinPct ?? 100)
      : -lossCents(bet.stakeCents, row.maxLossPct ?? 100);
  return wins ? -profitCents(bet.stakeCents, bet.odds, 100) : bet.stakeCents;
}

/** The group a bet's exposure is computed in: its row's group when exclusive, else the selection alone. */
function bookGroup(def: CardTableDefinition, selectionId: number, row: CardRow): string {
  const group = def.groups.find((g) => g.key === row.group);
  return group?.exclusive ? `g:${group.key}` : `s:${selectionId}`;
}

/** A player's reservation (≥ 0 cents) on one round from their open bets on it. */
export function cardExposure(def: CardTableDefinition, bets: readonly CardBookBet[]): number {
  const groups = new Map<string, { row: CardRow; bet: CardBookBet }[]>();
  for (const bet of bets) {
    const row = rowOf(def, bet.selectionId);
    const key = bookGroup(def, bet.selectionId, row);
    const list = groups.get(key);
    if (list) list.push({ row, bet });
    else groups.set(key, [{ row, bet }]);
  }
  let total = 0;
  for (const entries of groups.values()) {
    // Scenarios: each backed or laid selection wins (the rest lose); nothing wins; everything pushes.
    let worst = 0;
    const winners = new Set(entries.map((e) => e.bet.selectionId));
    for (const winner of winners) {
      let pnl = 0;
      for (const { row, bet } of entries) pnl += boundPnl(row, bet, bet.selectionId === winner);
      worst = Math.min(worst, pnl);
    }
    let none = 0;
    for (const { row, bet } of entries) none += boundPnl(row, bet, false);
    worst = Math.min(worst, none);
    total += -worst;
  }
  return total;
}

/** P/L in cents of one bet for an outcome of its selection. */
export function cardBetResult(bet: CardBookBet, outcome: CardOutcome): number {
  const sign = bet.side === 'BACK' ? 1 : -1;
  switch (outcome.kind) {
    case 'void':
      return 0;
    case 'win':
      return sign * profitCents(bet.stakeCents, bet.odds, outcome.pct) || 0;
    case 'lose':
      return -sign * lossCents(bet.stakeCents, outcome.pct) || 0;
  }
}

/** Each bet's P/L in cents (input order) for a complete deal. */
export function settleCardBets(
  def: CardTableDefinition,
  dealt: readonly DealtCard[],
  bets: readonly CardBookBet[],
): number[] {
  const family = familyOf(def);
  return bets.map((bet) => cardBetResult(bet, family.outcome(def, dealt, bet.selectionId)));
}

/**
 * The player's position per row of an exclusive group if that row wins (for the table view);
 * rows of other groups show what their own bets win.
 */
export function cardPositions(def: CardTableDefinition, bets: readonly CardBookBet[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const row of def.rows) {
    const group = def.groups.find((g) => g.key === row.group);
    let pnl = 0;
    let any = false;
    for (const bet of bets) {
      const betRow = rowOf(def, bet.selectionId);
      if (bet.selectionId === row.sid) {
        any = true;
        pnl +=
          bet.side === 'BACK'
            ? profitCents(bet.stakeCents, bet.odds, 100)
            : -profitCents(bet.stakeCents, bet.odds, 100);
      } else if (group?.exclusive && betRow.group === row.group) {
        any = true;
        pnl += bet.side === 'BACK' ? -lossCents(bet.stakeCents, 100) : bet.stakeCents;
      }
    }
    if (any) out.set(row.sid, pnl);
  }
  return out;
}
