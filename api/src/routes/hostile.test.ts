/**
 * Quality bar R4 over the whole API: at least 10,000 malformed and hostile requests to every route
 * the app has registered (read from the app itself, so a new route is covered the day it is added):
 * control characters (NUL, U+0001, ESC, DEL, tab and line breaks) in every string position (path
 * params, query keys and values, body fields and keys at any depth, header values), wrong types, huge
 * values, SQL and filter-string injection, and other players' ids. Every response is checked:
 *
 * - nothing is a 5xx, and an error is the API's own `{ statusCode, message }` (the provider wallet's
 *   `{ status, code, message }` on its own routes);
 * - a refused request changed no data: every table but the security bookkeeping has a
 *   trigger that notes each row written, read after each request;
 * - no response carries another player's id, name or bet unless the request itself named it;
 * - the other player's rows are the same at the end, and the ledger invariants hold.
 *
 * First a sweep, route by route: each control character in each param, query key and value, and
 * body field must be a 400 (header values are held only to "no 5xx": the API reads none of them as
 * text, and over a real socket Node's HTTP parser refuses them first); then the random requests.
 * FUZZ_RUNS and FC_SEED change the random part (the seed is fixed by default).
 */
import { after, test } from 'node:test';
import { performance } from 'node:perf_hooks';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PlaceBetResponse } from '@backlay/shared/api';
import { cardTable, type CardInitial } from '@backlay/shared/cards';
import { PROVIDER_GAMES } from '@backlay/shared/casino';
import { body, harness, OPERATOR_KEY, TEST_CASINO_SECRET, TEST_EMBED_SECRET, type Harness } from '../test/harness.js';
import { signEmbedLink } from '../sports/embedLinks.js';
import { bets, buttonValues, casinoRounds, casinoSessions, sessions, users, wallets } from '../db/schema.js';
import { createSession, findSession } from '../auth/sessions.js';
import { type LaunchRequest, signatureClock, signedHeaders, WALLET_PATHS } from '@backlay/casino-provider/protocol';
import { CONTROL_CHARACTER_MESSAGE } from '../plugins/input.js';

const launches: LaunchRequest[] = [];
const h: Harness = await harness(
  {},
  {
    casinoLauncher: (request) => {
      launches.push(request);
      return Promise.resolve(`http://127.0.0.1:3100/game/${launches.length}`);
    },
  },
);
after(() => h.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 8000);
const SEED = Number(process.env.FC_SEED ?? 20261121);
/** Quality bar R4: requests in all, sweep and random together. */
const R4_REQUESTS = 10_000;
/** Written on refusals by design: failed logins and codes are counted and audited. */
const BOOKKEEPING = new Set(['audit_log', 'auth_throttles']);
/** The wallet protocol stores a refused call (a repeat gets the same answer) and the signatures it has seen. */
const WALLET_BOOKKEEPING = new Set(['casino_transactions', 'wallet_replays']);
const WALLET_URLS: ReadonlySet<string> = new Set(Object.values(WALLET_PATHS));
const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f'] as const;
const ALL_CONTROLS = [...CONTROLS, '\t', '\n', '\r', '\u001f'] as const;

interface Route {
  method: string;
  url: string;
}

/** Every method and path the app answers, read from its route tree and checked against its router. */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    prefixes.length = depth;
    prefixes.push(m[2]!);
    // The catch-all prints as `*`; it is registered as `/*`.
    const url = prefixes.join('').replace(/^(?!\/)/, '/');
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  for (const r of routes) {
    assert.ok(app.hasRoute({ method: r.method, url: r.url }), `read a route that is not there: ${r.method} ${r.url}`);
  }
  return routes;
}

function hasControl(value: unknown): boolean {
  if (typeof value === 'string') {
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code < 0x20 || code === 0x7f) return true;
    }
    return false;
  }
  if (Array.isArray(value)) return value.some(hasControl);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([k, v]) => hasControl(k) || hasControl(v));
  return false;
}

test(`R4: at least ${R4_REQUESTS} hostile requests across every route: no 5xx, no data changed, no foreign data`, async (t) => {
  // ---------------------------------------------------------------------------------------------
  // The world: an attacker with a bet, a provider session and money, and a victim with a bet of
  // their own on another market.
  const p = await h.player({ credit: 5000 });
  const other = await h.player({ credit: 5000 });
  let token = p.token;
  const open = h.ctx.feed
    .views()
    .filter((v) => !v.fixture.inPlay && v.tournament.some((m) => m.type === 'matchOdds' && m.status === 'OPEN'));
  assert.ok(open.length >= 2, 'two matches open for betting');
  const [view, foreignView] = [open[0]!, open[1]!];
  const market = view.tournament.find((m) => m.type === 'matchOdds')!;
  const foreignMarket = foreignView.tournament.find((m) => m.type === 'matchOdds')!;
  const selectionId = market.runners[0]!.selectionId;
  const place = async (who: { token: string }, matchId: string, marketId: string, runner: number, key: string) => {
    const res = await h.inject('POST', '/bet/matchBetting', {
      token: who.token,
      body: {
        idempotencyKey: key,
        matchId,
        betId: marketId,
        selectionId: runner,
        betType: 'BACK',
        odds: 1.01,
        stake: 100,
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    return body<PlaceBetResponse>(res).data.bet.id;
  };
  const ownBetId = await place(p, view.id, market.id, selectionId, 'own-bet-key-1');
  const foreignBetId = await place(
    other,
    foreignView.id,
    foreignMarket.id,
    foreignMarket.runners[0]!.selectionId,
    'foreign-bet-1',
  );
  const def = cardTable('dt20')!;
  const initial = await h.inject('GET', `/match/initial/card/${def.code}`, { token });
  const { t1 } = body<CardInitial>(initial).data.snapshot;
  const game = PROVIDER_GAMES.find((g) => g.status === 'ACTIVE')!;
  const launched = await h.inject('POST', '/mac88/casino/login', { token, body: { gameId: game.game_id } });
  assert.equal(launched.statusCode, 200, launched.body);
  const casinoToken = launches.at(-1)!.token;

  /** What nobody but the victim should see: their id, name and bet. */
  const secrets = [other.id, other.userName, foreignBetId].map((s) => s.toLowerCase());
  const FOREIGN = [other.id, other.id.toUpperCase(), other.userName, foreignBetId, foreignMarket.id, foreignView.id];

  const victimRows = async () =>
    JSON.stringify([
      await h.db.select().from(users).where(eq(users.id, other.id)),
      await h.db.select().from(wallets).where(eq(wallets.userId, other.id)),
      await h.db.select().from(bets).where(eq(bets.userId, other.id)),
      await h.db.select().from(sessions).where(eq(sessions.userId, other.id)),
      await h.db.select().from(buttonValues).where(eq(buttonValues.userId, other.id)),
      await h.db.select().from(casinoSessions).where(eq(casinoSessions.userId, other.id)),
      await h.db.select().from(casinoRounds).where(eq(casinoRounds.userId, other.id)),
    ]);
  const victimBefore = await victimRows();

  // Every row any request writes is noted, table by table (a rolled-back write leaves no note).
  await h.db.execute(sql`create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)`);
  await h.db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    const result = await h.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const tables = (
    await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
    )
  ).map((r) => r.table_name);
  assert.ok(tables.includes('ledger_entries') && tables.includes('bets'), tables.join());
  for (const table of tables.filter((t) => !BOOKKEEPING.has(t))) {
    await h.db.execute(
      sql.raw(`create trigger fuzz_note_write after insert or update or delete on "${table}"
                 for each row execute function fuzz_note_write()`),
    );
  }
  let lastWrite = 0;
  const writesSince = async (): Promise<{ tbl: string; op: string }[]> => {
    const rows = await rowsOf<{ id: number; tbl: string; op: string }>(
      sql`select id::int as id, tbl, op from fuzz_writes where id > ${lastWrite} order by id`,
    );
    if (rows.length > 0) lastWrite = Number(rows.at(-1)!.id);
    return rows;
  };

  // ---------------------------------------------------------------------------------------------
  // The routes, and what each takes.
  const routes = registeredRoutes(h.app);
  const urls = new Set(routes.map((r) => r.url));
  for (const known of ['/auth/login', '/bet/matchBetting', '/transaction/get/:userId', '/mac88/wallet/debit']) {
    assert.ok(urls.has(known), `the route list has ${known}`);
  }
  assert.ok(routes.length >= 70, `${routes.length} routes read`);

  const PLACE = ['idempotencyKey', 'matchId', 'betId', 'selectionId', 'betType', 'odds', 'stake', 'acceptBetterOdds'];
  const WALLET = ['token', 'userId', 'transactionId', 'roundId', 'gameCode', 'amount'];
  /** Body fields by route; a route not listed gets fields from every list (a new route is still fuzzed). */
  const BODY_FIELDS: Record<string, string[]> = {
    '/auth/login': ['userName', 'password'],
    '/auth/generateAuthToken': ['type', 'password'],
    '/auth/verifyAuthToken': ['authToken'],
    '/auth/resend/token': [],
    '/auth/removeAuthenticator': ['authToken', 'password'],
    '/auth/logout': [],
    '/user/loginWithDemo': [],
    '/user/check/oldPassword': ['oldPassword'],
    '/user/changePassword': ['oldPassword', 'newPassword', 'confirmPassword'],
    '/button/insert': ['id', 'type', 'value'],
    '/user/starredMarkets': ['matchId', 'marketId'],
    '/user/starredMarkets/remove': ['marketId'],
    '/bet/session': [...PLACE, 'ratePercent'],
    '/bet/matchBetting': PLACE,
    '/bet/other/matchBetting': PLACE,
    '/bet/raceBetting': PLACE,
    '/bet/tournament': PLACE,
    '/bet/cardBetting': PLACE,
    '/bet/profitLoss': ['matchId', 'betIds'],
    '/bet/deleteMultipleBetForRace': ['requestData'],
    '/operator/users': ['userName', 'password', 'forceChangePassword', 'credit'],
    '/operator/wallet': ['userName', 'type', 'amount', 'note'],
    '/operator/notification': ['type', 'value'],
    '/operator/blinkingTabs': ['matchIds'],
    '/operator/logout': ['userName'],
    '/operator/hard-refresh': [],
    '/operator/results/declare': ['marketId', 'winner', 'runs', 'outcome', 'void', 'round'],
    '/operator/results/undeclare': ['marketId'],
    '/operator/bets/delete': ['betIds', 'marketId', 'userName', 'reason', 'permanent'],
    '/operator/bets/reason': ['betIds', 'reason'],
    '/embed/link': ['matchId', 'kind'],
    '/mac88/casino/list': [],
    '/mac88/casino/login': ['gameId', 'platform'],
    [WALLET_PATHS.balance]: ['token', 'userId'],
    [WALLET_PATHS.debit]: WALLET,
    [WALLET_PATHS.credit]: [...WALLET, 'roundClosed'],
    [WALLET_PATHS.rollback]: [...WALLET.filter((f) => f !== 'amount'), 'rollbackTransactionId'],
  };
  const EVERY_FIELD = [...new Set(Object.values(BODY_FIELDS).flat())];
  /** Query keys each route reads (any route also gets the list keys and strangers). */
  const QUERY_KEYS: Record<string, string[]> = {
    '/button': ['type'],
    '/expert/notification': ['type'],
    '/bet': [
      'result',
      'betId',
      'runnerId',
      'betPlaced.matchId',
      'createdAt',
      'settledAt',
      'isCard',
      'status',
      'userId',
      'createBy',
    ],
    '/bet/placed': ['result', 'matchId', 'betPlaced.createdAt', 'status', 'isCurrentBets', 'userId'],
    '/bet/session/profitLoss': ['matchId'],
    '/run-amount/:id': ['matchId'],
    '/run-amount/meter/:id': ['matchId'],
    '/transaction/get/:userId': [
      'transaction.type',
      'transaction.createdAt',
      'createdAt',
      'transaction.amount',
      'createBy',
      'transType',
    ],
    '/report/profitLoss': ['from', 'to', 'eventType', 'utcOffset'],
    '/match/list': ['matchType', 'match.startAt', 'stopAt', 'inPlay', 'competitionId'],
    '/match/racing/list': ['matchType', 'countryCode', 'venue', 'stopAt', 'racingMatch.startAt'],
    '/match/countryWiseList': ['matchType', 'countryCode'],
    '/user/searchlist': ['keyword', 'searchBy'],
    '/match/card': ['type'],
    '/match/initial/card': ['type'],
    '/card/result/:type': ['cardResult.createdAt', 'createdAt', 'mid'],
    '/cricketScore': ['eventId'],
    '/embed/state/:id': ['view'],
    '/embed/assets/:name': ['v'],
    '/embed/link/:id': ['kind', 'embedToken'],
    '/getIframeUrl/:id': ['sportType', 'isTv'],
    '/mac88/bets/:userId': ['providerName', 'createdAt', 'gameCode', 'roundId', 'status'],
    '/operator/outbox': ['userName'],
    '/operator/bets': ['marketId'],
  };
  const LIST_KEYS = ['page', 'limit', 'sort', 'searchBy', 'keyword'];

  // ---------------------------------------------------------------------------------------------
  // Values: plausible ones (so a request gets deep before the one bad part), and hostile ones.
  const idempotencyKey = fc
    .string({ minLength: 8, maxLength: 20 })
    .map((s) => `k${s.replace(/[^A-Za-z0-9_-]/g, 'x')}`.padEnd(8, '0'));
  const DATES = [
    '2026-11-21',
    '2026-01-01',
    '0000-01-01',
    '0050-06-15',
    '0099-12-31',
    '1899-12-31',
    '1900-01-01',
    '9999-12-31',
  ];
  const dateFilter = fc
    .tuple(fc.constantFrom('eq', 'gte', 'lt', 'between', 'inArr'), fc.constantFrom(...DATES), fc.constantFrom(...DATES))
    .map(([op, a, b]) =>
      op === 'between' ? `between${a}|${b}` : op === 'inArr' ? `inArr["${a}","${b}T00:00Z"]` : op + a,
    );
  const plain = (...values: (string | number | boolean)[]) => fc.constantFrom(...values);
  /** Plausible values by field, param and query key (with the operator key sent, never the victim's). */
  const validFor = (name: string, operator: boolean): fc.Arbitrary<unknown> => {
    const names = operator ? [p.userName, 'fuzz_new_user', 'nobody_here'] : [p.userName, other.userName, 'nobody_here'];
    switch (name) {
      case 'userName':
        return plain(...names);
      case 'password':
      case 'oldPassword':
      case 'newPassword':
      case 'confirmPassword':
        return plain('Wrong#Password1', 'short', 'Another#Pass12');
      case 'type':
        return plain('Match', 'Casino', 1, 2, 'marquee', 'banner1', 'add', 'withDraw', 'creditReference', def.code);
      case 'authToken':
        return plain('123456', '000000');
      case 'id':
        return plain(view.id, market.id, ownBetId, '1', '999999999');
      case 'value':
        return fc.oneof(plain('{"100":100,"1k":1000}', 'Welcome'), fc.constant({ '100': 100, '5k': 5000 }));
      case 'idempotencyKey':
        return idempotencyKey;
      case 'matchId':
        return plain(view.id, def.code, '1', '999999999');
      case 'betId':
        return plain(market.id, t1.mid, '0');
      case 'selectionId':
        return plain(selectionId, 1, 0, 2 ** 31);
      case 'betType':
        return plain('BACK', 'LAY', 'YES', 'NO');
      case 'odds':
        return plain(1.01, 2, 2.5, 50);
      case 'stake':
      case 'amount':
      case 'credit':
        return plain(100, 1, 0.5, 5000);
      case 'ratePercent':
        return plain(100, 150);
      case 'acceptBetterOdds':
      case 'forceChangePassword':
      case 'permanent':
      case 'roundClosed':
        return fc.boolean();
      case 'betIds':
        return fc.array(plain(ownBetId, market.id, '00000000-0000-4000-8000-000000000000'), {
          minLength: 1,
          maxLength: 3,
        });
      case 'requestData':
        return fc.record({ matchId: validFor('matchId', operator), betIds: validFor('betIds', operator) });
      case 'marketId':
        return plain(market.id, `casino:mac88:r1`, 'no-such-market');
      case 'winner':
      case 'runs':
        return plain(selectionId, 0, 10);
      case 'outcome':
        return plain('YES', 'NO');
      case 'void':
      case 'reason':
      case 'note':
        return plain('fuzz', 'Void: weather');
      case 'round':
        return fc.constant(true);
      case 'gameId':
        return plain(game.game_id, '0', '99999');
      case 'platform':
        return plain('desktop', 'mobile');
      case 'token':
        return plain(casinoToken, 'a'.repeat(20));
      case 'userId':
      case 'createBy':
        return operator ? plain(p.id) : plain(p.id, `eq${other.id}`, `inArr["${other.id}"]`, other.id);
      case 'transactionId':
      case 'rollbackTransactionId':
        return fc.nat({ max: 50 }).map((n) => `fuzz-tx-${n}`);
      case 'roundId':
        return plain('fuzz-round-1', 'fuzz-round-2');
      case 'gameCode':
        return plain(game.game_code, 'MAC88-NOPE');
      // Path params.
      case ':userId':
        return plain(p.id, other.id, p.id.toUpperCase(), 'not-a-uuid');
      case ':id':
        return plain(view.id, market.id, foreignView.id, '1', '999999999', 'scoreboard');
      case ':type':
        return plain(def.code, 'teen20', 'nope');
      case ':mid':
        return plain(t1.mid, '0', '12345678901234567890');
      case ':keyword':
        return plain('cricket', 'a', '%');
      case ':sportId':
        return plain('cricket', '4', 'football');
      case ':competitionId':
        return plain(view.fixture.competitionId, '1');
      case ':date':
        return plain(...DATES);
      case ':name':
        return plain('embed.css', 'tv.js', '../app.ts');
      // Query keys.
      case 'from':
      case 'to':
        return plain(...DATES);
      case 'eventType':
        return plain('cricket', 'card', 'casino', '');
      case 'utcOffset':
        return plain('330', '-840', '841', '+60');
      case 'page':
      case 'limit':
        return plain('1', '2', '100', '0', '1000001');
      case 'sort':
        return plain('createdAt:DESC', 'betPlaced.createdAt:ASC', 'match.startAt:ASC', 'id; drop table bets');
      case 'searchBy':
        return plain('title', 'gameName', 'transaction.description', 'name');
      case 'keyword':
        return plain('cricket', 'a', '%_');
      case 'kind':
        return plain('video', 'score', 'casino');
      case 'embedToken':
        return plain(
          signEmbedLink(TEST_EMBED_SECRET, 'score', view.id, h.clock.now()).token,
          signEmbedLink(TEST_EMBED_SECRET, 'video', foreignView.id, h.clock.now()).token,
          `v1.score.${view.id}.1.${'A'.repeat(43)}`,
        );
      case 'status':
        return plain('MATCHED', 'DELETED', 'open', 'eqclosed');
      case 'result':
        return plain('eqPENDING', 'inArr["WIN","LOSS"]', 'neWIN');
      case 'view':
        return plain('live', 'tv');
      case 'eventId':
        return plain(view.id, 'x');
      default:
        if (/createdAt|startAt|stopAt|settledAt/i.test(name)) return dateFilter;
        return plain('eqx', 'isNull', 'notNull', 'true', '1');
    }
  };
  const INJECTIONS = [
    "' or 1=1 --",
    "'; drop table bets; --",
    '1; delete from wallets',
    "') or ('1'='1",
    'inArr["PENDING"]) or (1=1',
    'between2020-01-01|2030-01-01) or (1=1',
    'eq%',
    'like%_\\',
    '${x}',
    '{{7*7}}',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(40),
    '\uD800',
    '\u202Eevil',
    '__proto__',
    'constructor',
  ];
  const HUGE = ['x'.repeat(300), 'y'.repeat(5000), '1'.repeat(1000)];
  const anyPlausible = fc.constantFrom('x', 'BACK', '100', view.id, market.id, p.id, 'Match');
  /** `text` with a control character put somewhere in it. */
  const tainted = (text: fc.Arbitrary<string>) =>
    fc.tuple(text, fc.constantFrom(...ALL_CONTROLS), fc.nat()).map(([t, c, at]) => {
      const i = at % (t.length + 1);
      return t.slice(0, i) + c + t.slice(i);
    });
  const hostileKey = fc.oneof(
    tainted(fc.constantFrom('userName', 'matchId', 'x', '')),
    fc.constantFrom('__proto__', 'constructor', 'userId', 'user_id', 'isDemo', 'balance', "a' or 1=1"),
  );
  /**
   * Hostile text, values of the wrong type, and either. A player's requests name the victim too; with
   * the operator key they never do: the operator may act on any player, which is not a leak.
   */
  const hostileSet = (operator: boolean) => {
    const texts: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
      { weight: 4, arbitrary: tainted(fc.oneof(anyPlausible, fc.string({ maxLength: 8 }))) },
      { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
      { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
      { weight: 2, arbitrary: fc.string({ maxLength: 24, unit: 'binary' }) },
    ];
    if (!operator) texts.push({ weight: 2, arbitrary: fc.constantFrom(...FOREIGN) });
    const text = fc.oneof(...texts);
    const leaf = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(2 ** 53 + 1, -0, 1e308, -1e308, 1e-320, 0, -1),
      fc.boolean(),
      fc.constant(null),
      text,
    );
    const wrong = fc.oneof(
      { weight: 4, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 5 })), leaf, { maxKeys: 3 }) },
    );
    return { text, wrong, value: fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: wrong }) };
  };
  const HOSTILE = { player: hostileSet(false), operator: hostileSet(true) };
  const hostile = (operator: boolean) => (operator ? HOSTILE.operator : HOSTILE.player);

  /** A plausible body with up to three fields made hostile, dropped or added. */
  const bodyFor = (fields: string[], operator: boolean) => {
    const base: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) base[f] = validFor(f, operator);
    const hostileValue = hostile(operator).value;
    const change = fc.oneof(
      fc.tuple(fields.length ? fc.constantFrom(...fields) : hostileKey, hostileValue),
      fc.tuple(fields.length ? fc.constantFrom(...fields) : hostileKey, fc.constant(undefined)),
      fc.tuple(hostileKey, hostileValue),
    );
    return fc.tuple(fc.record(base), fc.array(change, { maxLength: 3 })).map(([record, changes]) => {
      const out: Record<string, unknown> = { ...record };
      for (const [k, v] of changes) {
        if (v === undefined) delete out[k];
        else out[k] = v;
      }
      return out;
    });
  };
  const deep = (depth: number, inner: unknown): string =>
    `${'{"a":['.repeat(depth)}${JSON.stringify(inner)}${']}'.repeat(depth)}`;
  /** A raw payload that is not a plausible body at all. */
  const strangePayload = (operator: boolean) =>
    fc.oneof(
      hostile(operator).wrong.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom(
        '',
        '{',
        '{"userName":"player1\\u0000","password":"x"}',
        '{"a":1,"a":"\\u001b"}',
        '{"__proto__":{"isDemo":true}}',
        '[{"\\u0000":1}]',
        deep(2000, 'x\u0000'),
        deep(2000, 'x'),
        `{"userName":"${'z'.repeat(70_000)}"}`,
        '\u0000',
        'null',
      ),
    );

  /** A path segment as sent: mostly encoded text, sometimes raw percent sequences. */
  const RAW_SEGMENTS: [string, boolean][] = [
    ['%00', true],
    ['a%00b', true],
    ['%01', true],
    ['%1B%5B31m', true],
    ['%7F', true],
    ['%0d%0aSet-Cookie:%20a=b', true],
    ['%ZZ', false],
    ['%C0%80', false],
    ['%E0%A4%A', false],
    ['..%2F..%2Fetc', false],
    ['%2e%2e', false],
    ['%u0000', false],
  ];
  type Part = { sent: string; control: boolean };
  const encoded = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Part> =>
    value.map((v) => {
      const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
      return { sent: urlEncode(text), control: hasControl(text) };
    });
  const segment = (name: string, operator: boolean) =>
    fc.oneof(
      { weight: 5, arbitrary: encoded(validFor(`:${name}`, operator)) },
      { weight: 4, arbitrary: encoded(hostile(operator).text) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map(([sent, control]) => ({ sent, control })) },
    );
  const queryEntry = (url: string, operator: boolean) => {
    const keys = [...(QUERY_KEYS[url] ?? []), ...LIST_KEYS];
    const key = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...keys).map((k) => ({ k, plausible: true })) },
      { weight: 1, arbitrary: hostileKey.map((k) => ({ k, plausible: false })) },
    );
    return key.chain(({ k, plausible }) =>
      fc
        .tuple(
          encoded(fc.constant(k)),
          fc.oneof(
            { weight: plausible ? 5 : 1, arbitrary: encoded(validFor(k, operator)) },
            { weight: 4, arbitrary: encoded(hostile(operator).text) },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map(([sent, control]) => ({ sent, control })) },
          ),
        )
        .map(([kp, vp]) => ({ sent: `${kp.sent}=${vp.sent}`, control: kp.control || vp.control })),
    );
  };
  const headerValue = fc.oneof(
    tainted(fc.constantFrom('x', 'application/json', 'Bearer x')),
    fc.constantFrom(...INJECTIONS),
  );

  interface Shot {
    route: Route;
    url: string;
    /** A control character in a param or the query: the request must be a 400. */
    urlControl: boolean;
    operator: boolean;
    auth: 'player' | 'none' | 'junk';
    junkAuth: string;
    payload: string | undefined;
    /** The body is JSON holding a control character. */
    bodyControl: boolean;
    contentType: string;
    extraHeaders: Record<string, string>;
    signed: boolean;
  }

  const shotFor = (route: Route): fc.Arbitrary<Shot> => {
    const isOperator = route.url.startsWith('/operator/');
    const isWallet = WALLET_URLS.has(route.url);
    const takesBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    return fc.boolean().chain((withKey) => {
      const operator = isOperator && withKey;
      const segments = route.url
        .split('/')
        .map((s) =>
          s.startsWith(':') || s === '*'
            ? segment(s === '*' ? 'rest' : s.slice(1), operator)
            : fc.constant({ sent: s, control: false }),
        );
      const fields = BODY_FIELDS[route.url] ?? EVERY_FIELD;
      const json = bodyFor(fields, operator).map((b) => ({ payload: JSON.stringify(b), control: hasControl(b) }));
      return fc
        .record({
          path: fc.tuple(...segments),
          query: fc.array(queryEntry(route.url, operator), { maxLength: 4 }),
          auth: fc.oneof(
            { weight: 8, arbitrary: fc.constant('player' as const) },
            { weight: 1, arbitrary: fc.constant('none' as const) },
            { weight: 1, arbitrary: fc.constant('junk' as const) },
          ),
          junkAuth: headerValue,
          body: takesBody
            ? fc.oneof(
                { weight: 6, arbitrary: json },
                { weight: 1, arbitrary: strangePayload(operator).map((payload) => ({ payload, control: false })) },
              )
            : fc.constant({ payload: undefined, control: false }),
          contentType: fc.oneof(
            { weight: 12, arbitrary: fc.constant('application/json') },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/json; charset=latin1',
              ),
            },
            { weight: 1, arbitrary: headerValue },
          ),
          extraHeaders: fc.dictionary(
            fc.constantFrom('idempotency-key', 'x-casino-timestamp', 'origin', 'x-forwarded-for'),
            headerValue,
            {
              maxKeys: 2,
            },
          ),
          signed: isWallet ? fc.boolean() : fc.constant(false),
        })
        .map((r) => {
          const path = r.path
            .map((s) => s.sent)
            .join('/')
            .replace(/^(?!\/)/, '/');
          const qs = r.query.map((q) => q.sent).join('&');
          return {
            route,
            url: qs ? `${path}?${qs}` : path,
            urlControl: r.path.some((s) => s.control) || r.query.some((q) => q.control),
            operator,
            auth: r.auth,
            junkAuth: r.junkAuth,
            payload: r.body.payload,
            bodyControl: r.body.control,
            contentType: r.contentType,
            extraHeaders: r.extraHeaders,
            signed: r.signed,
          };
        });
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Sending one request and checking its answer.
  const hits = new Map<string, number>();
  const stamp = signatureClock(h.clock.now);
  /** A new full session of the attacker (its write is not a request's). */
  const newSession = async () => {
    const created = await createSession(h.db, p.id, 'full', h.clock.now(), h.config.sessionTtlSeconds);
    await writesSince();
    return created.token;
  };
  let sent = 0;
  let accepted = 0;
  const describeShot = (s: Shot) =>
    JSON.stringify({
      route: `${s.route.method} ${s.route.url}`,
      url: s.url.slice(0, 300),
      payload: s.payload?.slice(0, 300),
      auth: s.auth,
    });

  const send = async (s: Shot): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...s.extraHeaders };
    if (s.auth === 'player') headers.authorization = `Bearer ${token}`;
    if (s.auth === 'junk') headers.authorization = s.junkAuth;
    if (s.operator) headers['x-operator-key'] = OPERATOR_KEY;
    if (s.payload !== undefined) {
      headers['content-type'] = s.contentType;
      if (s.signed) {
        const signed = { method: s.route.method, path: s.route.url, body: s.payload };
        Object.assign(headers, signedHeaders(TEST_CASINO_SECRET, signed, stamp()));
      }
    }
    const res = await h.app.inject({
      method: s.route.method as 'GET',
      url: s.url,
      headers,
      ...(s.payload !== undefined ? { payload: s.payload } : {}),
    });
    sent++;
    const key = `${s.route.method} ${s.route.url}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const what = `${res.statusCode} for ${describeShot(s)}: ${res.body.slice(0, 300)}`;

    assert.ok(res.statusCode < 500, what);
    const isWallet = WALLET_URLS.has(s.route.url);
    // A CORS preflight is the browser's business: @fastify/cors answers a malformed one in plain text.
    if (res.statusCode >= 400 && s.route.method !== 'HEAD' && s.route.method !== 'OPTIONS') {
      const answer = parsed(res.body, what);
      // The wallet answers in its protocol, once the HTTP layer has taken the body as JSON.
      if (isWallet && res.statusCode !== 413 && res.statusCode !== 415)
        assert.equal(answer.status, 'ERROR', `the wallet protocol's shape: ${what}`);
      else {
        assert.equal(answer.statusCode, res.statusCode, what);
        assert.equal(typeof answer.message, 'string', what);
      }
    }
    // Refused (the sweep below holds each position to a 400; here a too-long param may be a 414 first).
    if (s.urlControl && !isWallet)
      assert.ok(res.statusCode >= 400, `a URL with a control character was taken: ${what}`);
    if (s.bodyControl && s.contentType === 'application/json' && !isWallet)
      assert.ok(res.statusCode >= 400, `a body with a control character was taken: ${what}`);

    // Data: a refusal changes nothing (the wallet's own records of refusals aside).
    const writes = (await writesSince()).filter((w) => !(isWallet && WALLET_BOOKKEEPING.has(w.tbl)));
    const refused = res.statusCode >= 400;
    const read = ['GET', 'HEAD', 'OPTIONS'].includes(s.route.method);
    if (refused) assert.deepEqual(writes, [], `data changed by a refused request: ${what}`);
    else accepted++;

    // Foreign data: only what the request itself named may come back.
    const asked = `${s.url} ${decodeSafely(s.url)} ${s.payload ?? ''} ${JSON.stringify(headers)}`.toLowerCase();
    const answerText = res.body.toLowerCase();
    for (const secret of secrets) {
      if (!asked.includes(secret)) assert.ok(!answerText.includes(secret), `foreign data (${secret}) in ${what}`);
    }

    // A call that ended the player's session (logout, operator logout) is followed by a fresh one.
    if (!refused && !read && !(await findSession(h.db, token, h.clock.now()))) token = await newSession();
    return res;
  };

  // ---------------------------------------------------------------------------------------------
  // 1. The sweep: each control character in each position of each route is a 400.
  const plainShot = (route: Route, over: Partial<Shot>): Shot => ({
    route,
    url: route.url,
    urlControl: false,
    operator: route.url.startsWith('/operator/'),
    auth: 'player',
    junkAuth: '',
    payload: undefined,
    bodyControl: false,
    contentType: 'application/json',
    extraHeaders: {},
    signed: false,
    ...over,
  });
  const fill = (url: string, probe?: string) =>
    url
      .split('/')
      .map((s, i, all) => {
        if (!s.startsWith(':') && s !== '*') return s;
        const last = all.slice(i + 1).every((rest) => !rest.startsWith(':'));
        const name = s === '*' ? 'rest' : s.slice(1);
        const value = fc.sample(validFor(`:${name}`, true), { numRuns: 1, seed: SEED })[0];
        return encodeURIComponent(`${String(value)}${probe !== undefined && last ? probe : ''}`);
      })
      .join('/')
      .replace(/^(?!\/)/, '/');
  const sampleBody = (fields: string[], operator: boolean) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) out[f] = fc.sample(validFor(f, operator), { numRuns: 1, seed: SEED })[0];
    return out;
  };
  let sweepRefusals = 0;
  const started = performance.now();
  for (const route of routes) {
    const isWallet = WALLET_URLS.has(route.url);
    const takesBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    for (const c of CONTROLS) {
      const shots: Shot[] = [];
      if (route.url.includes(':') || route.url.includes('*'))
        shots.push(plainShot(route, { url: fill(route.url, c), urlControl: true }));
      shots.push(
        plainShot(route, { url: `${fill(route.url)}?keyword=${encodeURIComponent(`a${c}`)}`, urlControl: true }),
      );
      shots.push(plainShot(route, { url: `${fill(route.url)}?${encodeURIComponent(`k${c}`)}=1`, urlControl: true }));
      shots.push(
        plainShot(route, { url: fill(route.url), extraHeaders: { 'idempotency-key': `k${c}`, 'x-custom': c } }),
      );
      if (takesBody) {
        const fields = BODY_FIELDS[route.url] ?? EVERY_FIELD;
        const base = sampleBody(fields, true);
        const tamper = (b: Record<string, unknown>) =>
          plainShot(route, { url: fill(route.url), payload: JSON.stringify(b), bodyControl: true, signed: isWallet });
        for (const f of fields) {
          const v = base[f];
          shots.push(tamper({ ...base, [f]: `${typeof v === 'string' ? v : String(JSON.stringify(v))}${c}` }));
        }
        shots.push(tamper({ ...base, [`extra${c}`]: 1 }));
        shots.push(tamper({ ...base, nested: { list: [{ deeper: [`x${c}`] }] } }));
      }
      for (const shot of shots) {
        let res = await send(shot);
        if (res.statusCode === 429 && shot.auth === 'player') {
          // A call limited per session (security codes): a fresh session gets a fresh allowance.
          token = await newSession();
          res = await send(shot);
        }
        if (!isWallet && (shot.urlControl || shot.bodyControl)) {
          assert.equal(res.statusCode, 400, describeShot(shot));
          if (route.method !== 'HEAD') assert.equal(body(res).message, CONTROL_CHARACTER_MESSAGE, describeShot(shot));
          sweepRefusals++;
        }
      }
    }
  }

  const sweepMs = performance.now() - started;
  const sweepSent = sent;

  // 2. The random requests, spread evenly over the routes.
  const shot = fc.constantFrom(...routes).chain(shotFor);
  await fc.assert(
    fc.asyncProperty(shot, async (s) => {
      await send(s);
    }),
    { numRuns: RUNS, seed: SEED },
  );

  // ---------------------------------------------------------------------------------------------
  // Totals and the state at the end.
  assert.ok(sent >= R4_REQUESTS, `${sent} requests sent (R4 asks for ${R4_REQUESTS})`);
  for (const r of routes) {
    const n = hits.get(`${r.method} ${r.url}`) ?? 0;
    assert.ok(n >= 30, `${r.method} ${r.url} got only ${n} requests`);
  }
  assert.ok(sweepRefusals > routes.length * CONTROLS.length * 2, `${sweepRefusals} sweep refusals`);
  assert.equal(await victimRows(), victimBefore, "the other player's rows changed");
  await h.db.execute(sql.raw('drop function fuzz_note_write() cascade'));
  await h.db.execute(sql.raw('drop table fuzz_writes'));
  await h.assertLedger();
  assert.ok(accepted > 0, 'some requests were well-formed enough to be accepted');
  t.diagnostic(
    `${routes.length} routes; sweep ${sweepSent} requests in ${Math.round(sweepMs)} ms; ` +
      `random ${sent - sweepSent} in ${Math.round(performance.now() - started - sweepMs)} ms; ${accepted} accepted`,
  );
});

function parsed(text: string, what: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return assert.fail(`not JSON: ${what}`);
  }
}

/** Percent-encoded; a lone surrogate, which has no UTF-8, goes as the bytes it would have had. */
function urlEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
