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
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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
import { CasinoWallet, type SignatureClaim, type WalletAnswer } from '../casino/wallet.js';
import {
  ReplayGuard,
  verifySignature,
  WALLET_ERROR_STATUS,
  WALLET_PATHS,
  type WalletError,
} from '@backlay/casino-provider/protocol';

/** A provider session lasts this long unless the provider keeps using it. */
export const CASINO_SESSION_MS = 4 * 3600_000;

const LoginBody = Type.Object(
  {
    gameId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
    platform: Type.Optional(Type.Union([Type.Literal('desktop'), Type.Literal('mobile')])),
  },
  { additionalProperties: false },
);

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

    app.post('/mac88/casino/list', session, (_request, reply) => {
      const games = PROVIDER_GAMES.map((g) => ({ ...g, url_thumb: thumb(g.url_thumb) }));
      const data: CasinoList = {
        games,
        groups: groupCatalogue(PROVIDER_GAMES),
        banners: CASINO_BANNERS.map((b) => ({ ...b })),
      };
      return reply.send({ statusCode: 200, data });
    });

    app.get('/mac88/providers', session, (_request, reply) => {
      const data: ProviderOption[] = PROVIDER_NAMES.map((name) => ({ label: name, value: name }));
      return reply.send({ statusCode: 200, data });
    });

    app.post('/mac88/casino/login', { ...session, schema: { body: LoginBody } }, async (request) => {
      const user = sessionOf(request);
      if (user.isDemo) throw forbidden('Live casino games are not available on demo accounts.');
      const game = providerGame(request.body.gameId);
      if (!game) throw notFound(`There is no game ${request.body.gameId}.`);
      if (game.status !== 'ACTIVE') throw badRequest(`${game.game_name} is not available right now.`);
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
      { ...session, schema: { params: Type.Object({ userId: Type.String({ format: 'uuid' }) }) } },
      async (request) => {
        const user = sessionOf(request);
        if (request.params.userId.toLowerCase() !== user.userId)
          throw forbidden('You can only see your own casino bets.');
        const list = parseListQuery(request.query as Record<string, unknown>, {
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
        const sortText =
          typeof (request.query as Record<string, unknown>).sort === 'string'
            ? String((request.query as Record<string, unknown>).sort)
            : '';
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

/** The provider-facing calls: their own JSON parser keeps the raw text the signature covers. */
function walletRoutes(ctx: AppContext) {
  return routePlugin((app) => {
    const wallet = new CasinoWallet(ctx);
    const replays = new ReplayGuard('operator', walletReplays, ctx.now);
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
    const reply = (answer: WalletAnswer) => ({ code: answer.httpStatus, body: answer.body });
    const error = (code: WalletError['code'], message: string) => ({
      code: WALLET_ERROR_STATUS[code],
      body: { status: 'ERROR', code, message } satisfies WalletError,
    });
    const calls = {
      balance: (body: unknown, claim: SignatureClaim) => wallet.balance(body, claim),
      debit: (body: unknown, claim: SignatureClaim) => wallet.debit(body, claim),
      credit: (body: unknown, claim: SignatureClaim) => wallet.credit(body, claim),
      rollback: (body: unknown, claim: SignatureClaim) => wallet.rollback(body, claim),
    } as const;
    for (const kind of Object.keys(calls) as (keyof typeof calls)[]) {
      app.post(WALLET_PATHS[kind], async (request, res) => {
        // Security headers of an API answer; none of this is ever rendered.
        const secret = ctx.config.casinoSecret;
        let out: { code: number; body: unknown };
        if (!secret) out = error('INVALID_SIGNATURE', 'The provider wallet is not configured.');
        else {
          // The signature covers the method and the protocol path too: a request signed for another
          // call (a credit sent to /debit) does not verify here.
          const signed = { method: request.method, path: WALLET_PATHS[kind], body: request.rawBody ?? '' };
          const check = verifySignature(secret, request.headers, signed, ctx.now());
          if (!check.ok) out = error(check.code, check.message);
          else if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body))
            out = error('INVALID_REQUEST', 'The body must be a JSON object.');
          else {
            const used = { signature: check.signature, timestamp: check.timestamp };
            try {
              out = reply(await calls[kind](request.body, (tx) => replays.claim(tx, used)));
            } catch (e) {
              request.log.error({ err: e, kind }, 'provider wallet call failed');
              out = error('INTERNAL_ERROR', 'The wallet could not answer; send the call again.');
            }
            if ((out.body as Partial<WalletError>).code === 'REPLAYED')
              request.log.warn({ kind, timestamp: check.timestamp }, 'replayed provider wallet call refused');
          }
        }
        await replays.purge(ctx.db).catch((e: unknown) => request.log.warn({ err: e }, 'wallet replay purge failed'));
        return res.code(out.code).send(out.body);
      });
    }
  });
}
