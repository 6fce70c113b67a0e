/**
 * Provider casino (spec section 7, "Cards and casino"):
 * - POST /mac88/casino/list: the catalogue, grouped by provider then category, with "All" groups;
 * - GET /mac88/providers: providers as label/value options;
 * - POST /mac88/casino/login: opens a provider session for the player and returns the game's address;
 * - GET /mac88/bets/{userId}: the player's provider rounds, 15 a page, with search, provider and date filters;
 * - POST /mac88/wallet/{balance,debit,credit,rollback}: the provider's seamless-wallet calls, signed
 *   over method, path, timestamp and body, good once (the protocol module of
 *   `@backlay/casino-provider/protocol`), answered by casino/wallet.ts.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { allowCasino } from '../protection/service.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TypeBoxValidatorCompiler, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CasinoBetPageSchema,
  CasinoBetsParamsSchema,
  CasinoListSchema,
  CasinoLoginRequestSchema,
  CasinoLoginSchema,
  Envelope,
  ERROR_RESPONSES,
  ProviderOptionsSchema,
  RawListQuerySchema,
} from '@backlay/shared/schemas';
import {
  CASINO_BANNERS,
  PROVIDER_GAMES,
  PROVIDER_NAMES,
  groupCatalogue,
  providerGame,
  type CasinoBet,
  type CasinoBetPage,
  type CasinoBetStatus,
  type CasinoList,
  type CasinoLogin,
  type ProviderOption,
} from '@backlay/shared/casino';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { casinoRounds, casinoSessions, walletReplays } from '../db/schema.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import { parseListQuery, type FieldMap } from '../filters/filter.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { centsToNumber, toCents } from '../wallet/money.js';
import { LaunchError, type Launcher } from '../casino/launch.js';
import { CasinoWallet, type SignatureClaim, type WalletAnswer, type WalletKind } from '../casino/wallet.js';
import {
  WALLET_RESPONSES,
  WalletBalanceRequestSchema,
  WalletCreditRequestSchema,
  WalletDebitRequestSchema,
  WalletRollbackRequestSchema,
} from '../casino/walletSchemas.js';
import { describeValidation, validationIssues } from '../plugins/errors.js';
import {
  ReplayGuard,
  verifySignature,
  WALLET_ERROR_STATUS,
  WALLET_PATHS,
  type WalletError,
  type WalletResponse,
} from '@backlay/casino-provider/protocol';

/** A provider session lasts this long unless the provider keeps using it. */
export const CASINO_SESSION_MS = 4 * 3600_000;

const BET_FIELDS: FieldMap = {
  providerName: { column: casinoRounds.providerName, type: 'string' },
  createdAt: { column: casinoRounds.createdAt, type: 'date' },
  gameCode: { column: casinoRounds.gameCode, type: 'string' },
  roundId: { column: casinoRounds.roundId, type: 'string' },
  status: { column: casinoRounds.status, type: { enum: ['open', 'closed', 'voided'] } },
};

function statusOf(row: typeof casinoRounds.$inferSelect): CasinoBetStatus {
  if (row.status === 'open') return 'OPEN';
  if (row.status === 'voided') return 'VOID';
  const net = toCents(row.credited) - toCents(row.debited);
  return net > 0 ? 'WIN' : net < 0 ? 'LOSS' : 'TIE';
}

function betOf(row: typeof casinoRounds.$inferSelect): CasinoBet {
  const stake = toCents(row.debited);
  const payout = toCents(row.credited);
  return {
    id: row.betId,
    roundId: row.roundId,
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    providerName: row.providerName,
    subProviderName: row.subProviderName,
    category: row.category,
    stake: centsToNumber(stake),
    payout: centsToNumber(payout),
    profitLoss: row.status === 'open' ? null : centsToNumber(row.status === 'voided' ? 0 : payout - stake),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export function casinoRoutes(ctx: AppContext, launcher: Launcher) {
  return async function (base: FastifyInstance) {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db, config } = ctx;
    const session = { onRequest: requireSession(ctx, ['full']) };
    const thumb = (path: string) => `${config.casinoProviderUrl}${path}`;

    const list = { ...session, schema: { response: { 200: Envelope(CasinoListSchema), ...ERROR_RESPONSES } } };
    app.post('/mac88/casino/list', list, () => {
      const games = PROVIDER_GAMES.map((g) => ({ ...g, url_thumb: thumb(g.url_thumb) }));
      const data: CasinoList = {
        games,
        groups: groupCatalogue(PROVIDER_GAMES),
        banners: CASINO_BANNERS.map((b) => ({ ...b })),
      };
      return { statusCode: 200, data };
    });

    const providers = {
      ...session,
      schema: { response: { 200: Envelope(ProviderOptionsSchema), ...ERROR_RESPONSES } },
    };
    app.get('/mac88/providers', providers, () => {
      const data: ProviderOption[] = PROVIDER_NAMES.map((name) => ({ label: name, value: name }));
      return { statusCode: 200, data };
    });

    const login = {
      ...session,
      schema: { body: CasinoLoginRequestSchema, response: { 200: Envelope(CasinoLoginSchema), ...ERROR_RESPONSES } },
    };
    app.post('/mac88/casino/login', login, async (request) => {
      const user = sessionOf(request);
      if (user.isDemo) throw forbidden('Live casino games are not available on demo accounts.');
      const game = providerGame(request.body.gameId);
      if (!game) throw notFound(`There is no game ${request.body.gameId}.`);
      if (game.status !== 'ACTIVE') throw badRequest(`${game.game_name} is not available right now.`);
      await allowCasino(db, user.userId, new Date(ctx.now()));
      const token = newToken();
      const at = ctx.now();
      const expiresAt = new Date(at + CASINO_SESSION_MS);
      const [row] = await db
        .insert(casinoSessions)
        .values({
          tokenHash: hashToken(token),
          userId: user.userId,
          sessionId: user.sessionId,
          gameId: game.game_id,
          gameCode: game.game_code,
          platform: request.body.platform ?? 'desktop',
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          expiresAt,
        })
        .returning({ id: casinoSessions.id });
      let url: string;
      try {
        url = await launcher({
          token,
          userId: user.userId,
          userName: user.userName,
          gameCode: game.game_code,
          currency: config.currency,
          platform: request.body.platform ?? 'desktop',
          lobbyUrl: config.casinoLobbyUrl,
        });
      } catch (error) {
        await db.delete(casinoSessions).where(eq(casinoSessions.id, row!.id));
        request.log.warn({ err: error, game: game.game_code }, 'provider launch failed');
        const why = error instanceof LaunchError ? 'the game provider is not answering' : 'something went wrong';
        throw new ApiError(502, `${game.game_name} could not be opened: ${why}. Please try again shortly.`);
      }
      const data: CasinoLogin = {
        url,
        game: { ...game, url_thumb: thumb(game.url_thumb) },
        expiresAt: expiresAt.toISOString(),
      };
      return { statusCode: 200, data };
    });

    app.get(
      '/mac88/bets/:userId',
      {
        ...session,
        schema: {
          params: CasinoBetsParamsSchema,
          // The spec's raw filter keys and expressions (`providerName=eq…`, `createdAt=between…`), parsed below.
          querystring: RawListQuerySchema,
          response: { 200: Envelope(CasinoBetPageSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = sessionOf(request);
        if (request.params.userId.toLowerCase() !== user.userId)
          throw forbidden('You can only see your own casino bets.');
        const { query } = request;
        const list = parseListQuery(query, {
          fields: BET_FIELDS,
          searchable: {
            gameName: casinoRounds.gameName,
            game_name: casinoRounds.gameName,
            roundId: casinoRounds.roundId,
          },
          sortable: { createdAt: casinoRounds.createdAt },
          defaultSort: 'createdAt:DESC',
          defaultLimit: 15,
          maxLimit: 100,
        });
        const where = and(eq(casinoRounds.userId, user.userId), list.where);
        // Rows of one instant keep their opening order, in the direction of the sort.
        const sortText = typeof query.sort === 'string' ? query.sort : '';
        const tie = /:ASC\s*$/i.test(sortText.split(',')[0] ?? '') ? asc(casinoRounds.id) : desc(casinoRounds.id);
        const [rows, [totals]] = await Promise.all([
          db
            .select()
            .from(casinoRounds)
            .where(where)
            .orderBy(...list.orderBy, tie)
            .limit(list.limit)
            .offset(list.offset),
          db
            .select({
              n: count(),
              stake: sql<string>`coalesce(sum(${casinoRounds.debited}), 0)::text`,
              payout: sql<string>`coalesce(sum(${casinoRounds.credited}), 0)::text`,
              settled: sql<string>`coalesce(sum(case when ${casinoRounds.status} = 'closed' then ${casinoRounds.credited} - ${casinoRounds.debited} else 0 end), 0)::text`,
            })
            .from(casinoRounds)
            .where(where),
        ]);
        const money = (text: string | undefined) => centsToNumber(toCents(Number(text ?? 0).toFixed(2)));
        const data: CasinoBetPage = {
          count: Number(totals?.n ?? 0),
          rows: rows.map(betOf),
          totals: { stake: money(totals?.stake), payout: money(totals?.payout), profitLoss: money(totals?.settled) },
        };
        return { statusCode: 200, data };
      },
    );

    await app.register(walletRoutes(ctx));
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The provider-facing calls: their own JSON parser keeps the raw text the signature covers. The
 * signature is checked first, whatever the body; then the body against its schema, with TypeBox's
 * own checker (no type coercion: the provider's JSON is taken as sent), answered in the protocol.
 */
function walletRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const wallet = new CasinoWallet(ctx);
    const replays = new ReplayGuard('operator', walletReplays, ctx.now);
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, body === '' ? {} : JSON.parse(String(body)));
      } catch {
        // The signature is checked first; a signed body that is not JSON is answered as a bad request.
        done(null, null);
      }
    });
    const error = (code: WalletError['code'], message: string): WalletOut => ({
      code: WALLET_ERROR_STATUS[code],
      body: { status: 'ERROR', code, message },
    });

    /** The answer to one call: the signature, then the body's schema, then the wallet. */
    async function answer(
      request: FastifyRequest,
      kind: WalletKind,
      call: (claim: SignatureClaim) => Promise<WalletAnswer>,
    ): Promise<WalletOut> {
      const secret = ctx.config.casinoSecret;
      if (!secret) return error('INVALID_SIGNATURE', 'The provider wallet is not configured.');
      // The signature covers the method and the protocol path too: a request signed for another
      // call (a credit sent to /debit) does not verify here.
      const signed = { method: request.method, path: WALLET_PATHS[kind], body: request.rawBody ?? '' };
      const check = verifySignature(secret, request.headers, signed, ctx.now());
      if (!check.ok) return error(check.code, check.message);
      const invalid = request.validationError;
      if (invalid) return error('INVALID_REQUEST', describeValidation('body', validationIssues(invalid.validation)));
      const used = { signature: check.signature, timestamp: check.timestamp };
      let out: WalletOut;
      try {
        const done = await call((tx) => replays.claim(tx, used));
        out = { code: done.httpStatus, body: done.body };
      } catch (e) {
        request.log.error({ err: e, kind }, 'provider wallet call failed');
        return error('INTERNAL_ERROR', 'The wallet could not answer; send the call again.');
      }
      if (out.body.status === 'ERROR' && out.body.code === 'REPLAYED')
        request.log.warn({ kind, timestamp: check.timestamp }, 'replayed provider wallet call refused');
      return out;
    }

    const send = async (request: FastifyRequest, res: FastifyReply, out: WalletOut) => {
      await replays.purge(ctx.db).catch((e: unknown) => request.log.warn({ err: e }, 'wallet replay purge failed'));
      res.code(out.code).send(out.body);
    };
    // A body failing its schema still reaches the handler, which answers in the protocol after the signature.
    const options = <B extends TSchema>(body: B) => ({
      attachValidation: true,
      schema: { body, response: WALLET_RESPONSES },
    });

    app.post(WALLET_PATHS.balance, options(WalletBalanceRequestSchema), async (request, res) =>
      send(request, res, await answer(request, 'balance', (claim) => wallet.balance(request.body, claim))),
    );
    app.post(WALLET_PATHS.debit, options(WalletDebitRequestSchema), async (request, res) =>
      send(request, res, await answer(request, 'debit', (claim) => wallet.debit(request.body, claim))),
    );
    app.post(WALLET_PATHS.credit, options(WalletCreditRequestSchema), async (request, res) =>
      send(request, res, await answer(request, 'credit', (claim) => wallet.credit(request.body, claim))),
    );
    app.post(WALLET_PATHS.rollback, options(WalletRollbackRequestSchema), async (request, res) =>
      send(request, res, await answer(request, 'rollback', (claim) => wallet.rollback(request.body, claim))),
    );
  });
}

/** A wallet call's HTTP status and protocol answer. */
interface WalletOut {
  code: number;
  body: WalletResponse;
}
