import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { BookBet } from '@backlay/shared/betting';
import type { Db } from '../db/client.js';
import { betMarkets, betOrders, bets, marketExposures } from '../db/schema.js';
import { orderReserve } from '../betting/orders.js';
import { bookBetOf, exposureOf, OPEN } from '../betting/rows.js';
import { toCents } from './money.js';

/**
 * The ledger invariants of quality bar R1, as SQL. Each query returns the rows that break one;
 * an empty result everywhere means the books balance.
 */
const CHECKS: Record<string, string> = {
  'every entry balances': `
    select entry_id, sum(amount) as total from ledger_postings group by entry_id having sum(amount) <> 0`,
  'all postings sum to zero': `
    select sum(amount) as total from ledger_postings having coalesce(sum(amount), 0) <> 0`,
  'wallet balance equals its postings': `
    select w.user_id, w.balance, coalesce(p.total, 0) as postings
      from wallets w
      left join (select account, sum(amount) as total from ledger_postings group by account) p
        on p.account = 'user:' || w.user_id::text
     where w.balance <> coalesce(p.total, 0)`,
  'house balance equals its postings': `
    select h.code, h.balance, coalesce(p.total, 0) as postings
      from house_accounts h
      left join (select account, sum(amount) as total from ledger_postings group by account) p
        on p.account = 'house:' || h.code
     where h.balance <> coalesce(p.total, 0)`,
  'available is never negative': `
    select user_id, balance, exposure from wallets where balance - exposure < 0 or exposure < 0`,
  'entry amount equals the player posting': `
    select e.id from ledger_entries e
      left join ledger_postings p on p.entry_id = e.id and p.account = 'user:' || e.user_id::text
     where e.type <> 'creditReference' and e.amount <> coalesce(p.amount, 0)`,
  'closing balances chain': `
    select id from (
      select id, type, closing_balance, amount,
             lag(closing_balance) over (partition by user_id order by id) as previous
        from ledger_entries) c
     where c.previous is not null
       and c.closing_balance <> c.previous + case when c.type = 'creditReference' then 0 else c.amount end`,
  'latest closing balance equals the wallet': `
    select w.user_id from wallets w
      join (select distinct on (user_id) user_id, closing_balance from ledger_entries order by user_id, id desc) last
        on last.user_id = w.user_id
     where last.closing_balance <> w.balance`,
  'wallet profit/loss equals its win, loss and commission entries': `
    select w.user_id, w.profit_loss, coalesce(e.total, 0) as entries
      from wallets w
      left join (select user_id, sum(amount) as total from ledger_entries
                  where type in ('win', 'loss', 'commission') group by user_id) e
        on e.user_id = w.user_id
     where w.profit_loss <> coalesce(e.total, 0)`,
  'wallet exposure equals its open markets and waiting orders': `
    select w.user_id, w.exposure, coalesce(m.total, 0) as markets, coalesce(o.total, 0) as orders
      from wallets w
      left join (select user_id, sum(exposure) as total from market_exposures group by user_id) m on m.user_id = w.user_id
      left join (select user_id, sum(reserved) as total from bet_orders where status = 'OPEN' group by user_id) o
        on o.user_id = w.user_id
     where w.exposure <> coalesce(m.total, 0) + coalesce(o.total, 0)`,
  // Its bets: an operator's permanent removal of a deleted bet takes it out of the books, so the
  // bets still there never add up to more than the order matched.
  "an order's matched part is no less than its bets": `
    select o.id, o.matched, coalesce(b.total, 0) as bets
      from bet_orders o
      left join (select order_id, sum(stake) as total from bets where order_id is not null group by order_id) b
        on b.order_id = o.id
     where o.matched < coalesce(b.total, 0)`,
  "an order's bets are its own, at its price or better": `
    select b.id from bets b join bet_orders o on o.id = b.order_id
     where b.user_id <> o.user_id or b.market_id <> o.market_id or b.selection_id <> o.selection_id or b.side <> o.side
        or (o.side = 'BACK' and b.odds < o.odds and b.odds < b.requested_odds)
        or (o.side = 'LAY' and b.odds > o.odds and b.odds > b.requested_odds)`,
  'a reservation needs an open bet': `
    select m.user_id, m.market_id from market_exposures m
     where not exists (select 1 from bets b where b.user_id = m.user_id and b.market_id = m.market_id
                         and b.result in ('PENDING', 'UNDECLARE') and b.delete_reason is null)`,
  'settled bets have exactly one live settlement, open bets none': `
    select b.id, b.result, count(s.bet_id) as live
      from bets b left join bet_settlements s on s.bet_id = b.id and not s.reversed
     group by b.id, b.result
    having count(s.bet_id) <> case when b.result in ('WIN', 'LOSS', 'TIE') then 1 else 0 end`,
  'a settled bet shows its settlement': `
    select b.id from bets b join bet_settlements s on s.bet_id = b.id and not s.reversed
     where b.profit_loss is distinct from s.profit_loss`,
  'market money in the ledger equals its live settlements': `
    select coalesce(l.user_id, s.user_id) as user_id, coalesce(l.reference, s.reference) as reference, l.total, s.total
      from (select user_id, reference, sum(amount) as total from ledger_entries
             where reference like 'market:%' and type in ('win', 'loss') group by user_id, reference) l
      full outer join (select b.user_id, 'market:' || b.market_id as reference, sum(s.profit_loss) as total
                         from bet_settlements s join bets b on b.id = s.bet_id
                        where not s.reversed group by b.user_id, b.market_id) s
        on s.user_id = l.user_id and s.reference = l.reference
     where coalesce(l.total, 0) <> coalesce(s.total, 0)`,
  'commission in the ledger equals the live commissions': `
    select coalesce(l.user_id, c.user_id) as user_id, coalesce(l.reference, c.reference) as reference, l.total, c.total
      from (select user_id, reference, sum(amount) as total from ledger_entries
             where type = 'commission' group by user_id, reference) l
      full outer join (select user_id, 'market:' || market_id as reference, -sum(amount) as total
                         from market_commissions where not reversed group by user_id, market_id) c
        on c.user_id = l.user_id and c.reference = l.reference
     where coalesce(l.total, 0) <> coalesce(c.total, 0)`,
  'a live commission is its rate of the live net result': `
    select c.user_id, c.market_id, c.version, c.net, c.rate_bp, c.amount, s.total
      from market_commissions c
      left join (select b.user_id, b.market_id, s.version, sum(s.profit_loss) as total
                   from bet_settlements s join bets b on b.id = s.bet_id
                  where not s.reversed group by b.user_id, b.market_id, s.version) s
        on s.user_id = c.user_id and s.market_id = c.market_id and s.version = c.version
     where not c.reversed
       and (s.total is distinct from c.net or c.amount <> round(c.net * c.rate_bp / 10000, 2))`,
  'one bet per idempotency key': `
    select user_id, idempotency_key from bets group by user_id, idempotency_key having count(*) > 1`,
};

export interface InvariantViolation {
  check: string;
  rows: unknown[];
}

export async function checkLedgerInvariants(db: Db): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const [check, query] of Object.entries(CHECKS)) {
    const result = await db.execute(sql.raw(query));
    const rows = (result as { rows: unknown[] }).rows;
    if (rows.length > 0) violations.push({ check, rows });
  }
  const wrong = await reservationsOffTheirBooks(db);
  if (wrong.length > 0) violations.push({ check: 'each reservation is the worst case of its open bets', rows: wrong });
  const orders = await ordersOffTheirReserve(db);
  if (orders.length > 0) violations.push({ check: 'a waiting order reserves its unmatched loss', rows: orders });
  return violations;
}

/** Each waiting order reserves what its unmatched part would lose matched in full; others nothing. */
async function ordersOffTheirReserve(db: Db) {
  const rows = await db.select().from(betOrders);
  return rows
    .map((o) => ({
      id: o.id,
      reserved: toCents(o.reserved),
      computed:
        o.status === 'OPEN' ? orderReserve(o.side === 'LAY' ? 'LAY' : 'BACK', Number(o.odds), toCents(o.unmatched)) : 0,
    }))
    .filter((o) => o.reserved !== o.computed);
}

/**
 * Every player's reservation on a market equals the exposure the money rules compute from their
 * open bets on it (no row: 0). Placements price from a copy of the open bets kept in memory; this
 * is the check that no copy was ever stale at commit.
 */
async function reservationsOffTheirBooks(db: Db) {
  const open = await db
    .select()
    .from(bets)
    .where(and(inArray(bets.result, [...OPEN]), isNull(bets.deleteReason)));
  const reservations = await db.select().from(marketExposures);
  const markets = new Map((await db.select().from(betMarkets)).map((m) => [m.id, m]));
  const books = new Map<string, { userId: string; marketId: string; open: BookBet[] }>();
  const keyOf = (userId: string, marketId: string) => `${userId} ${marketId}`;
  for (const bet of open) {
    const key = keyOf(bet.userId, bet.marketId);
    const book = books.get(key) ?? { userId: bet.userId, marketId: bet.marketId, open: [] };
    book.open.push(bookBetOf(bet));
    books.set(key, book);
  }
  const held = new Map(reservations.map((r) => [keyOf(r.userId, r.marketId), toCents(r.exposure)]));
  const wrong: { userId: string; marketId: string; reserved: number; computed: number | string }[] = [];
  for (const [key, book] of books) {
    const market = markets.get(book.marketId);
    const reserved = held.get(key) ?? 0;
    if (!market) {
      wrong.push({ ...book, reserved, computed: 'market not remembered' });
      continue;
    }
    const computed = exposureOf(market, book.open);
    if (computed !== reserved) wrong.push({ userId: book.userId, marketId: book.marketId, reserved, computed });
  }
  return wrong;
}
