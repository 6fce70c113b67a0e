/**
 * Card bets (`POST /bet/cardBetting`): checked against the table's round as it stands now, then
 * reserved and recorded by the betting engine's one transaction, which checks the window again
 * at commit time.
 */
import type { PlaceBetRequest } from '@backlay/shared/api';
import { cardBetAmounts, cardSelection, type CardBookBet, type RowPrice } from '@backlay/shared/cards';
import { validateStake } from '@backlay/shared/betting';
import type { AppContext } from '../context.js';
import { rejected } from '../betting/errors.js';
import { requestHash, stakeCentsOf, type PlaceOutcome } from '../betting/place.js';
import { cardMarketId } from '../betting/rows.js';
import type { CardTables } from './engine.js';
import { pricesAt, rowOpen } from './timeline.js';

/** Whether the price on offer is at least as good for the player as the one asked for. */
function acceptable(side: 'BACK' | 'LAY', asked: number, offered: number): boolean {
  return side === 'BACK' ? offered >= asked - 1e-9 : offered <= asked + 1e-9;
}

export async function placeCardBet(
  ctx: AppContext,
  tables: CardTables,
  userId: string,
  body: PlaceBetRequest,
  sessionId: string | null = null,
): Promise<PlaceOutcome> {
  const hash = requestHash('cardBetting', body);
  // A retry (same key) is answered with the first bet even after the round has moved on.
  return ctx.betting.placement.answeringRetries(userId, body.idempotencyKey, hash, () =>
    placeNewCardBet(ctx, tables, userId, body, hash, sessionId),
  );
}

async function placeNewCardBet(
  ctx: AppContext,
  tables: CardTables,
  userId: string,
  body: PlaceBetRequest,
  hash: string,
  sessionId: string | null,
): Promise<PlaceOutcome> {
  const stakeCents = stakeCentsOf(body.stake);
  const table = await tables.watch(body.matchId);
  if (!table) throw rejected('MARKET_NOT_FOUND', `There is no card table ${body.matchId}.`);
  const def = table.def;
  const selection = cardSelection(def, body.selectionId);
  if (!selection) throw rejected('INVALID_SELECTION', `There is no selection ${body.selectionId} on ${def.name}.`);
  const { row } = selection;
  const side: 'BACK' | 'LAY' = body.betType === 'LAY' || body.betType === 'NO' ? 'LAY' : 'BACK';
  if (side === 'LAY' && row.lay === null) throw rejected('INVALID_SIDE', `${row.nat} takes back bets only.`);
  const limits = validateStake(stakeCents, { minCents: row.min * 100, maxCents: row.max * 100 });
  if (!limits.ok) {
    const code = limits.code === 'STAKE_BELOW_MIN' || limits.code === 'STAKE_ABOVE_MAX' ? limits.code : 'INVALID_STAKE';
    throw rejected(code, `Stake must be between ${row.min} and ${row.max}.`);
  }

  /** The row's price now, or the refusal that says why there is none. */
  const offer = (now: number): RowPrice => {
    const round = table.round;
    if (!round || round.row.mid !== body.betId) {
      throw rejected(
        'MARKET_CLOSED',
        round
          ? `Round ${body.betId} is closed; ${def.name} is on round ${round.row.mid}.`
          : `Round ${body.betId} is closed.`,
      );
    }
    const state = table.state(now)!;
    const price = pricesAt(def, state.shown).get(row.sid);
    if (!rowOpen(def, state, row.sid, price))
      throw rejected('MARKET_SUSPENDED', `${row.nat} is not taking bets right now.`);
    return price!;
  };

  const price = offer(ctx.now());
  const offered = side === 'BACK' ? price.back : price.lay;
  if (offered === null || !(offered >= 1.01))
    throw rejected('MARKET_SUSPENDED', `${row.nat} has no ${side.toLowerCase()} price right now.`);
  if (!acceptable(side, body.odds, offered)) {
    throw rejected('PRICE_CHANGED', `The price has changed: ${side.toLowerCase()} ${row.nat} is now ${offered}.`, {
      odds: offered,
    });
  }
  const odds = body.acceptBetterOdds === false ? body.odds : offered;
  const candidate: CardBookBet = { side, selectionId: body.selectionId, odds, stakeCents };
  const name = `${def.name} · Round ${body.betId}`;

  return ctx.betting.placement.commit(
    userId,
    {
      kind: 'cardBetting',
      body,
      hash,
      market: {
        id: cardMarketId(def.code, body.betId),
        matchId: def.code,
        type: 'card',
        priceKind: 'decimal',
        name,
        selectionIds: def.rows.map((r) => r.sid),
        range: null,
      },
      candidate: { ...candidate, rate: null },
      amounts: cardBetAmounts(def, candidate),
      bet: {
        marketType: 'card',
        marketName: name,
        eventName: def.name,
        eventType: 'card',
        beventId: null,
        teamName: selection.label,
        requestedOdds: body.odds,
      },
      recheck: (open) => {
        // The window may have closed while this request waited for its locks.
        offer(ctx.now());
        if (side !== 'BACK') return;
        for (const [a, b] of def.oppositeSides) {
          const other = row.sid === a ? b : row.sid === b ? a : null;
          if (other === null) continue;
          const held = open.find(
            (bet) => bet.side === 'BACK' && cardSelection(def, bet.selectionId)?.row.sid === other,
          );
          if (held)
            throw rejected(
              'OPPOSITE_SIDE',
              `You have backed ${held.teamName} this round: ${def.name} does not take bets on both sides.`,
            );
        }
      },
    },
    sessionId,
  );
}
