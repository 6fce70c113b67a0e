import { eq, sql } from 'drizzle-orm';
import type { UserBalance, TransactionType } from '@backlay/shared/api';
import type { Db } from '../db/client.js';
import { houseAccounts, ledgerEntries, ledgerPostings, wallets } from '../db/schema.js';
import { ApiError, badRequest, conflict } from '../errors.js';
import { centsToNumber, fromCents, toCents, type Cents } from './money.js';

/** A transaction handle: the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the other side of each kind of posting goes. */
const HOUSE_ACCOUNT: Record<Exclude<TransactionType, 'creditReference'>, string> = {
  add: 'funding',
  withDraw: 'funding',
  win: 'settlement',
  loss: 'settlement',
  commission: 'commission',
};

export interface PostingRequest {
  userId: string;
  type: TransactionType;
  /**
   * Positive for add and win, negative for withDraw and loss; for commission, negative when taken
   * and positive when given back; for creditReference, the new limit.
   */
  amountCents: Cents;
  description: string;
  reference?: string | null;
  idempotencyKey?: string | null;
  actor?: string;
  /** When the entry happened (ms since epoch); the app's clock, so tests and replays are exact. */
  at?: number;
}

export interface PostedEntry {
  entryId: number;
  balance: UserBalance;
  /** False when the idempotency key had been used: nothing new was posted. */
  created: boolean;
}

export const userAccount = (userId: string) => `user:${userId}`;

/** Locks the wallet row for the rest of the transaction. */
export async function lockWallet(tx: Tx, userId: string) {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!row) throw new ApiError(404, 'Wallet not found.');
  return row;
}

export async function readBalance(db: Tx | Db, userId: string): Promise<UserBalance> {
  const [w] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (!w) throw new ApiError(404, 'Wallet not found.');
  return walletBalance(w);
}

/** A wallet row as the player reads it: available is the balance less what open markets and orders reserve. */
export function walletBalance(
  w: Pick<typeof wallets.$inferSelect, 'balance' | 'exposure' | 'profitLoss' | 'creditReference'>,
): UserBalance {
  const balance = toCents(w.balance);
  const exposure = toCents(w.exposure);
  return {
    currentBalance: centsToNumber(balance - exposure),
    exposure: centsToNumber(exposure),
    profitLoss: centsToNumber(toCents(w.profitLoss)),
    totalBalance: centsToNumber(balance),
    creditReference: centsToNumber(toCents(w.creditReference)),
  };
}

/**
 * Posts one balanced journal entry inside the caller's transaction: the player's account on one
 * side, a house account on the other. A debit larger than what is available to bet is refused;
 * a repeated idempotency key returns the first entry and posts nothing.
 */
export async function postEntry(tx: Tx, req: PostingRequest): Promise<{ entryId: number; created: boolean }> {
  if (req.idempotencyKey) {
    const [existing] = await tx
      .select({ id: ledgerEntries.id, userId: ledgerEntries.userId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, req.idempotencyKey));
    if (existing) {
      if (existing.userId !== req.userId) throw conflict('That idempotency key belongs to another transaction.');
      return { entryId: existing.id, created: false };
    }
  }
  const wallet = await lockWallet(tx, req.userId);
  const balance = toCents(wallet.balance);
  const exposure = toCents(wallet.exposure);

  if (req.type === 'creditReference') {
    if (req.amountCents < 0) throw badRequest('Credit reference cannot be negative.');
    const previous = toCents(wallet.creditReference);
    await tx
      .update(wallets)
      .set({ creditReference: fromCents(req.amountCents), updatedAt: new Date() })
      .where(eq(wallets.userId, req.userId));
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        userId: req.userId,
        type: 'creditReference',
        amount: fromCents(req.amountCents - previous),
        closingBalance: fromCents(balance),
        description: req.description,
        reference: req.reference ?? null,
        idempotencyKey: req.idempotencyKey ?? null,
        actor: req.actor ?? 'system',
        ...(req.at !== undefined ? { createdAt: new Date(req.at) } : {}),
      })
      .returning({ id: ledgerEntries.id });
    return { entryId: entry!.id, created: true };
  }

  const sign =
    req.type === 'commission' ? Math.sign(req.amountCents) : req.type === 'add' || req.type === 'win' ? 1 : -1;
  if (req.amountCents === 0 || Math.sign(req.amountCents) !== sign) {
    throw badRequest(`A ${req.type} entry must ${sign > 0 ? 'add' : 'take'} a non-zero amount.`);
  }
  const next = balance + req.amountCents;
  if (next - exposure < 0) {
    throw badRequest(`Insufficient balance: ${fromCents(balance - exposure)} is available.`);
  }
  // The player's profit/loss is what betting made them: winnings and losses, less commission.
  const settled = req.type === 'win' || req.type === 'loss' || req.type === 'commission';
  await tx
    .update(wallets)
    .set({
      balance: fromCents(next),
      ...(settled ? { profitLoss: sql`${wallets.profitLoss} + ${fromCents(req.amountCents)}::numeric` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(wallets.userId, req.userId));
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: req.userId,
      type: req.type,
      amount: fromCents(req.amountCents),
      closingBalance: fromCents(next),
      description: req.description,
      reference: req.reference ?? null,
      idempotencyKey: req.idempotencyKey ?? null,
      actor: req.actor ?? 'system',
      ...(req.at !== undefined ? { createdAt: new Date(req.at) } : {}),
    })
    .returning({ id: ledgerEntries.id });
  const house = HOUSE_ACCOUNT[req.type];
  await tx.insert(ledgerPostings).values([
    { entryId: entry!.id, account: userAccount(req.userId), amount: fromCents(req.amountCents) },
    { entryId: entry!.id, account: `house:${house}`, amount: fromCents(-req.amountCents) },
  ]);
  await tx
    .insert(houseAccounts)
    .values({ code: house, balance: fromCents(-req.amountCents) })
    .onConflictDoUpdate({
      target: houseAccounts.code,
      set: { balance: sql`${houseAccounts.balance} + ${fromCents(-req.amountCents)}::numeric` },
    });
  return { entryId: entry!.id, created: true };
}

/** Posts in its own transaction and returns the balance after it. */
export async function post(db: Db, req: PostingRequest): Promise<PostedEntry> {
  return db.transaction(async (tx) => {
    const { entryId, created } = await postEntry(tx, req);
    return { entryId, created, balance: await readBalance(tx, req.userId) };
  });
}
