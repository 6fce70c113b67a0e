/**
 * Every route of the app says what it takes and what it answers: a response schema (fastify
 * serialises with it, so a field missing from it never reaches a client), and a schema for its
 * params, query string and body wherever it takes them. Lists every route that falls short.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { OPERATOR_KEY, openTestDatabase, TEST_PASSWORD } from '../test/harness.js';

/** POST routes that read no body: the call itself is the request. */
const TAKES_NO_BODY = new Set([
  'POST /auth/logout',
  'POST /auth/resend/token',
  'POST /user/loginWithDemo',
  'POST /mac88/casino/list',
  'POST /operator/hard-refresh',
  'POST /operator/players/inactivity',
  'POST /user/protection/realityCheck/continue',
]);

/** GET routes that read no query string (anything given, a cache-buster say, is ignored). */
const TAKES_NO_QUERY = new Set([
  'GET /health',
  'GET /user/profile',
  'GET /user/betSettings',
  'GET /user/starredMarkets',
  'GET /user/protection',
  'GET /user/protection/history',
  'GET /auth/getAuthenticator',
  'GET /mac88/providers',
  'GET /embed/scoreboard/:id',
  'GET /embed/tv/:id',
  'GET /match/search/:keyword',
  'GET /expert/blinkingTabs',
  'GET /expert/match/competitionList/:sportId',
  'GET /expert/match/competition/dates/:competitionId',
  'GET /expert/match/competition/getMatch/:competitionId/:date',
  'GET /match/racing/:id',
  'GET /match/other/:id',
  'GET /match/:id',
  'GET /bet/myMarket',
  'GET /bet/commission',
  'GET /match/card/:type',
  'GET /match/initial/card/:type',
  'GET /card/result/detail/:mid',
]);

interface DeclaredRoute {
  method: string;
  url: string;
  /** The source file that declared it, relative to src (`routes/auth.ts`), when it is one of ours. */
  file: string | undefined;
  schema: RouteOptions['schema'];
}

/** The file of ours that declared the route: the first frame of the stack under src/ other than the app's hooks. */
function declaringFile(stack: string | undefined): string | undefined {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const m = /\/api\/src\/([\w/]+\.ts)/.exec(line);
    if (m && !m[1]!.endsWith('.test.ts')) return m[1];
  }
  return undefined;
}

/** A hook option of a route as a list. */
const hooksOf = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * Every JSON answer as the handler gave it and as the response schema serialised it: a field the
 * schema does not name is dropped by the serialiser, silently.
 */
const handed = new WeakMap<FastifyRequest, string>();
const dropped: string[] = [];

const database = await openTestDatabase();
const declared: DeclaredRoute[] = [];
const { app } = await buildApp({
  db: database.db,
  config: { ...loadConfig({}), logLevel: 'silent', operatorKey: OPERATOR_KEY },
  logger: false,
  sports: { timer: false },
  onRoute: (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      declared.push({ method, url: route.url, file: declaringFile(new Error().stack), schema: route.schema });
    }
    route.preSerialization = [
      ...hooksOf(route.preSerialization),
      (request, _reply, payload, done) => {
        handed.set(request, JSON.stringify(payload));
        done(null, payload);
      },
    ];
    route.onSend = [
      ...hooksOf(route.onSend),
      (request, _reply, payload, done) => {
        const before = handed.get(request);
        if (before !== undefined && typeof payload === 'string') {
          try {
            assert.deepEqual(JSON.parse(payload), JSON.parse(before));
          } catch {
            dropped.push(`${request.method} ${route.url}: handed ${before}, sent ${payload}`);
          }
        }
        done(null, payload);
      },
    ];
  },
});
await app.ready();
after(async () => {
  await app.close();
  await database.close();
});

/** What a route lacks, in words; empty when it has every schema it needs. */
function shortfalls(route: DeclaredRoute): string[] {
  const key = `${route.method} ${route.url}`;
  const schema = route.schema ?? {};
  const missing: string[] = [];
  const { response } = schema;
  const statuses = typeof response === 'object' && response !== null ? Object.keys(response) : [];
  if (!statuses.some((status) => /^2(\d\d|xx)$/.test(status))) missing.push('a success response schema');
  if (statuses.length > 0 && !statuses.includes('4xx')) missing.push('a 4xx response schema');
  if (/[:*]/.test(route.url) && !schema.params) missing.push('a params schema');
  if (route.method === 'GET' && !schema.querystring && !TAKES_NO_QUERY.has(key)) missing.push('a querystring schema');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body && !TAKES_NO_BODY.has(key))
    missing.push('a body schema');
  return missing;
}

test('every route of ours has a response schema, and a schema for each input it takes', () => {
  const ours = declared.filter((r) => r.file !== undefined && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  // Routes of ours are declared in the route files and app.ts; a plugin's own routes are not ours.
  for (const file of [
    'app.ts',
    'routes/auth.ts',
    'routes/user.ts',
    'routes/starred.ts',
    'routes/casino.ts',
    'routes/operator.ts',
    'routes/sports.ts',
    'routes/bets.ts',
    'routes/cards.ts',
    'routes/reports.ts',
  ])
    assert.ok(
      ours.some((r) => r.file === file),
      `routes were read from ${file}`,
    );
  const offending = ours
    .map((r) => ({ route: `${r.method} ${r.url} (${r.file})`, missing: shortfalls(r) }))
    .filter((r) => r.missing.length > 0)
    .map((r) => `${r.route}: lacks ${r.missing.join(', ')}`);
  assert.deepEqual(offending, [], `routes without the schemas they need:\n${offending.join('\n')}`);
  assert.ok(ours.length >= 40, `${ours.length} routes checked`);
});

test('the exceptions name routes that exist', () => {
  const keys = new Set(declared.map((r) => `${r.method} ${r.url}`));
  for (const key of [...TAKES_NO_BODY, ...TAKES_NO_QUERY]) assert.ok(keys.has(key), `${key} is a route`);
});

test('the response schemas are exact: what a handler answers is what the client gets', async () => {
  const operator = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { 'x-operator-key': OPERATOR_KEY }, payload });
  const userName = 'schemaplayer';
  assert.equal((await operator('/operator/users', { userName, password: TEST_PASSWORD, credit: 100 })).statusCode, 200);
  await operator('/operator/wallet', { userName, type: 'creditReference', amount: 50 });
  await operator('/operator/notification', { type: 'marquee', value: 'Welcome' });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userName, password: TEST_PASSWORD },
  });
  const { token, userId } = login.json<{ data: { token: string; userId: string } }>().data;
  const headers = { authorization: `Bearer ${token}` };
  const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/health'],
    ['GET', '/user/profile'],
    ['GET', '/button?type=Match'],
    ['POST', '/button/insert', { type: 'Casino', value: { '1k': 1000 } }],
    ['GET', '/expert/notification?type=marquee'],
    ['GET', `/transaction/get/${userId}?page=1&limit=5`],
    ['GET', '/rules?sportName=Cricket'],
    ['GET', '/auth/getAuthenticator'],
    ['POST', '/user/check/oldPassword', { oldPassword: TEST_PASSWORD }],
    ['POST', '/auth/generateAuthToken', { type: 2, password: TEST_PASSWORD }],
    ['POST', '/mac88/casino/list'],
    ['GET', '/mac88/providers'],
    ['GET', `/mac88/bets/${userId}`],
    ['GET', '/no/such/call'],
    ['POST', '/auth/login', { userName }],
  ];
  for (const [method, url, payload] of calls) {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 500, `${method} ${url}: ${res.body}`);
  }
  await app.inject({
    method: 'GET',
    url: `/operator/outbox?userName=${userName}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  await operator('/operator/unlock', { userName });
  await operator('/operator/logout', { userName });
  assert.deepEqual(dropped, [], `fields the serialiser dropped:\n${dropped.join('\n')}`);
});
