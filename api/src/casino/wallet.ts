/**
 * The operator's side of the seamless wallet (`@backlay/casino-provider/protocol`): balance, debit,
 * credit and rollback calls from a casino provider, each moved through the same ledger, exposure
 * and bet rows as every other bet.
 *
 * A player's part in a provider round is one bet (kind `casino`, market `casino:<integration>:<round>`).
 * Debits add to its stake, which the market reserves as exposure, exactly like an open exchange
 * bet; a rollback takes a debit back out. The credit that closes the round settles the bet: one
 * win or loss entry of credits − debits, a settlement row, the reservation released — so the
 * ledger invariants (R1) cover provider money with no special case. A round whose every debit was
 * rolled back is void.
 *
 * Each call runs in one transaction that starts by locking the player's wallet, so a player's
 * calls are serialised; the provider's transaction id is then looked up: a repeat gets the first
 * answer (refusals included) and changes nothing. The answer is stored with the call.
 *
 * The route checks each body against the protocol's schemas (walletSchemas.ts) before it gets here:
 * ids, token and amounts are of the right kind and form; what a schema cannot say (an amount's two
 * decimals, a player id that is no player) is checked here.
 *
 * The route hands each call the claim of its request's signature (the protocol's replay guard),
 * made first thing in the call's transaction: a copy of a signed request already taken is refused
 * (`REPLAYED`) before anything is looked up, and a call that fails and is rolled back leaves its
 * signature unused. A provider's retry is signed afresh, so it passes the claim and gets the stored
 * first answer.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { providerGameByCode } from '@backlay/shared/casino';
import type { AppContext } from '../context.js';
import { hashToken } from '../auth/tokens.js';
import { ApiError } from '../errors.js';
import { rowsOf } from '../db/client.js';
import { parseRefusal, recordRefusal, refusalMessage, type ProtectionRefusal } from '../protection/refusals.js';
import {
  betSettlements,
  bets,
  casinoRounds,
  casinoSessions,
  casinoTransactions,
  marketExposures,
  users,
  wallets,
} from '../db/schema.js';
import { lockWallet, postEntry, readBalance, type Tx } from '../wallet/ledger.js';
import { centsToNumber, fromCents, toCents, type Cents } from '../wallet/money.js';
import {
  WALLET_ERROR_STATUS,
  type WalletBalanceRequest,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletErrorCode,
  type WalletResponse,
  type WalletRollbackRequest,
} from '@backlay/casino-provider/protocol';
import { MAX_WALLET_AMOUNT } from './walletSchemas.js';
import { MARKET_LOCK_SPACE } from '../betting/rows.js';

/** The one provider connection this API has (MAC88, which also carries MAC Excite's games). */
export const INTEGRATION = 'mac88';

export type WalletKind = 'balance' | 'debit' | 'credit' | 'rollback';

export interface WalletAnswer {
  httpStatus: number;
  body: WalletResponse;
  /** The player whose money moved (balance pushed to their screens after the commit). */
  movedFor?: string;
}

/**
 * Records the signature of the request being answered as used, in the call's transaction; false
 * when it was used before (the protocol's replay guard).
 */
export type SignatureClaim = (tx: Tx) => Promise<boolean>;

const REPLAYED_MESSAGE = 'This signed request was already taken; a new request (a retry too) must be signed afresh.';

export function casinoMarketId(roundId: string): string {
  return `casino:${INTEGRATION}:${roundId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_AMOUNT_CENTS = MAX_WALLET_AMOUNT * 100;

class WalletRefusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    /** A refusal of the player's protection (a limit, the account's state): written to their history. */
    readonly protection?: ProtectionRefusal,
  ) {
    super(message);
  }
}

const refuse = (code: WalletErrorCode, message: string) => new WalletRefusal(code, message);

const isWalletErrorCode = (code: string): code is WalletErrorCode => Object.hasOwn(WALLET_ERROR_STATUS, code);

function errorAnswer(code: WalletErrorCode, message: string): WalletAnswer {
  return { httpStatus: WALLET_ERROR_STATUS[code], body: { status: 'ERROR', code, message } };
}

/** An amount in cents: the schema bounds it; whole cents are checked here. */
function amountOf(value: number, allowZero: boolean): Cents {
  const cents = Math.round(value * 100);
  if (
    !Number.isSafeInteger(cents) ||
    cents / 100 !== value ||
    cents < 0 ||
    (!allowZero && cents === 0) ||
    cents > MAX_AMOUNT_CENTS
  ) {
    throw refuse(
      'INVALID_REQUEST',
      `amount must be a number ${allowZero ? '≥ 0' : '> 0'} with at most two decimals (at most 1,000,000,000).`,
    );
  }
  return cents;
}

/** The player's id is the operator's uuid: any other id names no player. */
function authOf(body: WalletBalanceRequest): { token: string; userId: string } {
  if (!UUID.test(body.userId)) throw refuse('INVALID_TOKEN', 'Unknown player or session.');
  return { token: body.token, userId: body.userId };
}

/** The request as it matters for idempotency (a repeat must ask for the same thing). */
function requestHash(kind: WalletKind, fields: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest('hex');
}

interface SessionRow {
  userId: string;
  gameCode: string;
  expiresAt: Date;
  isDemo: boolean;
}

export class CasinoWallet {
  constructor(private readonly ctx: AppContext) {}

  private async session(tx: Tx, token: string, userId: string, live: boolean): Promise<SessionRow> {
    const [row] = await tx
      .select({
        userId: casinoSessions.userId,
        gameCode: casinoSessions.gameCode,
        expiresAt: casinoSessions.expiresAt,
        isDemo: users.isDemo,
      })
      .from(casinoSessions)
      .innerJoin(users, eq(users.id, casinoSessions.userId))
      .where(eq(casinoSessions.tokenHash, hashToken(token)));
    if (!row || row.userId !== userId) throw refuse('INVALID_TOKEN', 'Unknown player or session.');
    if (row.isDemo) throw refuse('DEMO_ACCOUNT', 'Demo accounts cannot play provider games.');
    if (live && row.expiresAt.getTime() <= this.ctx.now())
      throw refuse('INVALID_TOKEN', 'The game session has expired.');
    return row;
  }

  private async ok(tx: Tx, userId: string, operatorTransactionId?: string): Promise<WalletResponse> {
    const balance = await readBalance(tx, userId);
    return {
      status: 'OK',
      balance: balance.currentBalance,
      currency: this.ctx.config.currency,
      ...(operatorTransactionId ? { operatorTransactionId } : {}),
    };
  }

  async balance(body: WalletBalanceRequest, claim?: SignatureClaim): Promise<WalletAnswer> {
    try {
      const { token, userId } = authOf(body);
      return await this.ctx.db.transaction(async (tx) => {
        if (claim && !(await claim(tx))) return errorAnswer('REPLAYED', REPLAYED_MESSAGE);
        await this.session(tx, token, userId, true);
        await tx
          .update(casinoSessions)
          .set({ lastSeenAt: new Date(this.ctx.now()) })
          .where(eq(casinoSessions.tokenHash, hashToken(token)));
        return { httpStatus: 200, body: await this.ok(tx, userId) };
      });
    } catch (error) {
      return this.failure(error);
    }
  }

  /**
   * A debit: the protocol around it here, the checks and writes in one statement (`casino_debit`,
   * migration 0006), which refuses before it writes anything — so no savepoint is needed.
   */
  async debit(req: WalletDebitRequest, claim?: SignatureClaim): Promise<WalletAnswer> {
    return this.money(
      'debit',
      req,
      { amount: req.amount },
      claim,
      async (tx, auth) => {
        const amount = amountOf(req.amount, false);
        const game = providerGameByCode(req.gameCode);
        const { config } = this.ctx;
        const result = await tx.execute(sql`select * from casino_debit(
          ${hashToken(auth.token)}, ${auth.userId}, ${new Date(this.ctx.now()).toISOString()}, ${INTEGRATION},
          ${req.transactionId}, ${req.roundId}, ${req.gameCode}, ${fromCents(amount)}, ${MARKET_LOCK_SPACE},
          ${casinoMarketId(req.roundId)}, ${game !== undefined}, ${game?.game_id ?? ''}, ${game?.game_name ?? ''},
          ${game?.provider_name ?? ''}, ${game?.sub_provider_name ?? ''}, ${game?.category ?? ''},
          ${config.marketExposureLimit}, ${config.exposureLimit})`);
        const [row] = rowsOf(result);
        const code = String(row?.o_code);
        if (code === 'NO_WALLET') throw new ApiError(404, 'Wallet not found.');
        if (code === 'PROTECTION') {
          // The provider hears LIMIT_EXCEEDED; the player's history gets the limit or state in words.
          const refusal = parseRefusal(String(row?.o_message));
          throw new WalletRefusal('LIMIT_EXCEEDED', refusalMessage(refusal, 'stake'), refusal);
        }
        if (code !== 'OK') {
          if (!isWalletErrorCode(code)) throw new Error(`casino_debit answered ${code}`);
          throw refuse(code, String(row?.o_message));
        }
        const available = toCents(String(row!.o_balance)) - toCents(String(row!.o_exposure));
        return { round: req.roundId, amount, betId: String(row!.o_bet_id), available };
      },
      { savepoint: false },
    );
  }

  async credit(req: WalletCreditRequest, claim?: SignatureClaim): Promise<WalletAnswer> {
    const fields = { amount: req.amount, roundClosed: req.roundClosed };
    return this.money('credit', req, fields, claim, async (tx, auth) => {
      const amount = amountOf(req.amount, true);
      await this.session(tx, auth.token, auth.userId, false);
      const marketId = casinoMarketId(req.roundId);
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${marketId}))`);
      await lockWallet(tx, auth.userId);
      const round = await this.roundOf(tx, auth.userId, req.roundId, req.gameCode);
      const credited = toCents(round.credited) + amount;
      await tx
        .update(casinoRounds)
        .set({ credited: fromCents(credited) })
        .where(eq(casinoRounds.id, round.id));
      if (req.roundClosed !== false) await this.close(tx, auth.userId, round.id, marketId);
      return { round: round.roundId, amount, betId: round.betId };
    });
  }

  async rollback(req: WalletRollbackRequest, claim?: SignatureClaim): Promise<WalletAnswer> {
    const fields = { rollbackTransactionId: req.rollbackTransactionId };
    return this.money('rollback', req, fields, claim, async (tx, auth) => {
      const target = req.rollbackTransactionId;
      await this.session(tx, auth.token, auth.userId, false);
      const marketId = casinoMarketId(req.roundId);
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${marketId}))`);
      const wallet = await lockWallet(tx, auth.userId);
      const [debit] = await tx
        .select()
        .from(casinoTransactions)
        .where(and(eq(casinoTransactions.integration, INTEGRATION), eq(casinoTransactions.transactionId, target)));
      if (!debit || debit.userId !== auth.userId)
        throw refuse('UNKNOWN_TRANSACTION', `No debit ${target} is known for this player.`);
      if (debit.kind !== 'debit' || debit.roundId !== req.roundId)
        throw refuse('TRANSACTION_MISMATCH', `${target} is not a debit of round ${req.roundId}.`);
      // A refused debit moved nothing, and a debit already rolled back has nothing left to undo.
      const [undone] = await tx
        .select({ id: casinoTransactions.id })
        .from(casinoTransactions)
        .where(
          and(
            eq(casinoTransactions.integration, INTEGRATION),
            eq(casinoTransactions.rollbackOf, target),
            eq(casinoTransactions.outcome, 'ok'),
          ),
        );
      if (debit.outcome !== 'ok' || undone) return { round: req.roundId, amount: 0, betId: null, rollbackOf: target };
      const round = await this.roundOf(tx, auth.userId, req.roundId, req.gameCode);
      const amount = toCents(debit.amount);
      const left = toCents(round.debited) - amount;
      const at = new Date(this.ctx.now());
      await tx
        .update(casinoRounds)
        .set({ debited: fromCents(left) })
        .where(eq(casinoRounds.id, round.id));
      if (left > 0) {
        await tx
          .update(bets)
          .set({ stake: fromCents(left), lossAmount: fromCents(left) })
          .where(eq(bets.id, round.betId));
        await this.reserve(tx, auth.userId, marketId, round.gameCode, left, toCents(wallet.exposure) - amount, at);
      } else if (toCents(round.credited) > 0) {
        // Every debit is gone but the provider already credited: settle what it paid.
        await this.close(tx, auth.userId, round.id, marketId);
      } else {
        await this.reserve(tx, auth.userId, marketId, round.gameCode, 0, toCents(wallet.exposure) - amount, at);
        await tx.update(casinoRounds).set({ status: 'voided', closedAt: at }).where(eq(casinoRounds.id, round.id));
        await tx.update(bets).set({ result: 'TIE', profitLoss: '0.00', settledAt: at }).where(eq(bets.id, round.betId));
        await tx.insert(betSettlements).values({ betId: round.betId, version: 1, profitLoss: '0.00', entryId: null });
      }
      return { round: round.roundId, amount, betId: round.betId, rollbackOf: target };
    });
  }

  /**
   * The frame of every money call: checks, the wallet lock, the idempotency look-up, the work,
   * and the stored answer. A refusal is stored too, so a repeat gets it again.
   */
  private async money(
    kind: Exclude<WalletKind, 'balance'>,
    body: WalletDebitRequest | WalletCreditRequest | WalletRollbackRequest,
    /** The call's own fields beside the ids (a field of another call's, sent along, is no part of it). */
    fields: { amount?: number; rollbackTransactionId?: string; roundClosed?: boolean | undefined },
    claim: SignatureClaim | undefined,
    work: (
      tx: Tx,
      auth: { token: string; userId: string },
    ) => Promise<{ round: string; amount: Cents; betId: string | null; rollbackOf?: string; available?: Cents }>,
    /** Off for work that refuses before it writes anything: it needs no savepoint to undo. */
    options: { savepoint: boolean } = { savepoint: true },
  ): Promise<WalletAnswer> {
    let auth: { token: string; userId: string };
    try {
      auth = authOf(body);
    } catch (error) {
      return this.failure(error);
    }
    const { transactionId } = body;
    const { amount, rollbackTransactionId: rollbackOf, roundClosed } = fields;
    const hash = requestHash(kind, [
      auth.userId,
      body.roundId,
      body.gameCode,
      amount ?? null,
      rollbackOf ?? null,
      roundClosed ?? null,
    ]);
    const run = () =>
      this.ctx.db.transaction(async (tx): Promise<WalletAnswer> => {
        // A copy of a request already taken changes nothing and learns nothing (not even the stored answer).
        if (claim && !(await claim(tx))) return errorAnswer('REPLAYED', REPLAYED_MESSAGE);
        const [seen] = await tx
          .select()
          .from(casinoTransactions)
          .where(
            and(eq(casinoTransactions.integration, INTEGRATION), eq(casinoTransactions.transactionId, transactionId)),
          );
        if (seen) {
          if (seen.requestHash !== hash || seen.kind !== kind) {
            return errorAnswer(
              'TRANSACTION_MISMATCH',
              `Transaction ${transactionId} was used for a different ${seen.kind}.`,
            );
          }
          return { httpStatus: seen.httpStatus, body: seen.response as WalletResponse };
        }
        const record = async (answer: WalletAnswer, roundId: string, amount: Cents, rollbackOf: string | null) => {
          await tx.insert(casinoTransactions).values({
            integration: INTEGRATION,
            transactionId,
            userId: auth.userId,
            roundId,
            kind,
            amount: fromCents(amount),
            rollbackOf,
            requestHash: hash,
            outcome: answer.body.status === 'OK' ? 'ok' : 'refused',
            httpStatus: answer.httpStatus,
            response: answer.body,
            createdAt: new Date(this.ctx.now()),
          });
          return answer;
        };
        // A refusal must leave nothing behind but its record: the work runs in a savepoint.
        try {
          const done = options.savepoint ? await tx.transaction((inner) => work(inner, auth)) : await work(tx, auth);
          const operatorTransactionId = `${INTEGRATION}-${transactionId}`;
          const answer: WalletAnswer = {
            httpStatus: 200,
            body:
              done.available === undefined
                ? await this.ok(tx, auth.userId, operatorTransactionId)
                : {
                    status: 'OK',
                    balance: centsToNumber(done.available),
                    currency: this.ctx.config.currency,
                    operatorTransactionId,
                  },
            movedFor: auth.userId,
          };
          return record(answer, done.round, done.amount, done.rollbackOf ?? null);
        } catch (error) {
          if (!(error instanceof WalletRefusal) || error.code === 'INVALID_TOKEN' || error.code === 'INVALID_REQUEST')
            throw error;
          const cents = amount === undefined ? 0 : Math.max(0, Math.round(amount * 100));
          if (error.protection) {
            const game = providerGameByCode(body.gameCode)?.game_name ?? body.gameCode;
            await recordRefusal(
              tx,
              auth.userId,
              error.protection,
              error.message,
              `${game} stake`,
              new Date(this.ctx.now()),
            );
          }
          return record(
            errorAnswer(error.code, error.message),
            body.roundId,
            Math.min(cents, MAX_AMOUNT_CENTS),
            rollbackOf ?? null,
          );
        }
      });
    try {
      let answer: WalletAnswer;
      try {
        answer = await run();
      } catch (error) {
        // Two calls with one transaction id raced past the look-up: the second answers with the first.
        if (!isUniqueViolation(error)) throw error;
        answer = await run();
      }
      if (answer.movedFor) this.notify(answer.movedFor);
      return answer;
    } catch (error) {
      return this.failure(error);
    }
  }

  private failure(error: unknown): WalletAnswer {
    if (error instanceof WalletRefusal) return errorAnswer(error.code, error.message);
    throw error;
  }

  private notify(userId: string): void {
    void readBalance(this.ctx.db, userId)
      .then((balance) => this.ctx.realtime.balance(userId, balance))
      .catch(() => undefined);
  }

  private async roundOf(tx: Tx, userId: string, roundId: string, gameCode: string) {
    const [round] = await tx
      .select()
      .from(casinoRounds)
      .where(
        and(
          eq(casinoRounds.integration, INTEGRATION),
          eq(casinoRounds.roundId, roundId),
          eq(casinoRounds.userId, userId),
        ),
      );
    if (!round) throw refuse('UNKNOWN_ROUND', `Round ${roundId} has no debit for this player.`);
    if (round.gameCode !== gameCode)
      throw refuse('TRANSACTION_MISMATCH', `Round ${roundId} belongs to ${round.gameCode}.`);
    if (round.status !== 'open') throw refuse('ROUND_CLOSED', `Round ${roundId} is closed.`);
    return round;
  }

  /** Sets the round's reservation and the wallet's total exposure (already checked by the caller). */
  private async reserve(
    tx: Tx,
    userId: string,
    marketId: string,
    matchId: string,
    roundCents: Cents,
    walletExposure: Cents,
    at: Date,
  ) {
    if (roundCents === 0) {
      await tx
        .delete(marketExposures)
        .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, marketId)));
    } else {
      await tx
        .insert(marketExposures)
        .values({ userId, marketId, matchId, exposure: fromCents(roundCents) })
        .onConflictDoUpdate({
          target: [marketExposures.userId, marketExposures.marketId],
          set: { exposure: fromCents(roundCents) },
        });
    }
    await tx
      .update(wallets)
      .set({ exposure: fromCents(walletExposure), updatedAt: at })
      .where(eq(wallets.userId, userId));
  }

  /** Settles a round: credits − debits as one win or loss entry, the bet's settlement, the reservation released. */
  private async close(tx: Tx, userId: string, id: string, marketId: string) {
    const [round] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, id));
    const wallet = await lockWallet(tx, userId);
    const debited = toCents(round!.debited);
    const net = toCents(round!.credited) - debited;
    const at = new Date(this.ctx.now());
    await this.reserve(tx, userId, marketId, round!.gameCode, 0, toCents(wallet.exposure) - debited, at);
    let entryId: number | null = null;
    if (net !== 0) {
      const posted = await postEntry(tx, {
        userId,
        type: net > 0 ? 'win' : 'loss',
        amountCents: net,
        description: `${round!.gameName} · ${round!.providerName} · Round ${round!.roundId}`,
        reference: `market:${marketId}`,
        idempotencyKey: `settle:${marketId}:v1:${userId}`,
        actor: INTEGRATION,
        at: at.getTime(),
      });
      entryId = posted.entryId;
    }
    await tx.update(casinoRounds).set({ status: 'closed', closedAt: at }).where(eq(casinoRounds.id, id));
    await tx
      .update(bets)
      .set({
        result: net > 0 ? 'WIN' : net < 0 ? 'LOSS' : 'TIE',
        profitLoss: fromCents(net),
        settledAt: at,
        winAmount: fromCents(Math.max(net, 0)),
      })
      .where(eq(bets.id, round!.betId));
    await tx.insert(betSettlements).values({ betId: round!.betId, version: 1, profitLoss: fromCents(net), entryId });
    return centsToNumber(net);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
