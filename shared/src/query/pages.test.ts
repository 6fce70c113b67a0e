import { createHttpClient, loadHttpTransport } from '../http/index.js';
import { createFakeServer, ok } from '../testing/fakeServer.js';
import { createTestQueryClient } from './client.js';
import { matchDetailQuery, openingMatchListQuery, OPENING_LIST_ROWS, raceDetailQuery } from './options.js';
import { MATCH_LIST_PATHS, MATCH_PAGE_PATH, prefetchPage, RACE_PAGE_PATH, SPORT_LIST_PATH } from './pages.js';

function setup() {
  const server = createFakeServer();
  server.on('GET', '/match/list', ok({ matches: [], totalCount: 0 }));
  server.on('GET', '/match/7', ok({ id: '7', title: 'A v B' }));
  server.on('GET', '/match/racing/9', ok({ id: '9', title: '14:52 Oldcastle Park' }));
  const http = createHttpClient({
    baseURL: 'https://api.example.test',
    getToken: () => 't',
    onUnauthorized: () => undefined,
    toast: () => undefined,
    log: () => undefined,
    adapter: server.adapter,
  });
  return { server, http, queryClient: createTestQueryClient() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => loadHttpTransport());

describe('prefetchPage', () => {
  test.each(MATCH_LIST_PATHS)('%s starts the list of every sport, in the key the page reads', async (path) => {
    const { server, http, queryClient } = setup();
    prefetchPage(queryClient, http, path, {});
    await settle();
    const [call, ...more] = server.calls('GET', '/match/list');
    expect(more).toHaveLength(0);
    expect(call?.query.get('limit')).toBe(String(OPENING_LIST_ROWS));
    expect(call?.query.has('match.matchType')).toBe(false);
    // The page's own query finds the answer and sends nothing.
    expect(queryClient.getQueryData(openingMatchListQuery(http).queryKey)).toEqual({ matches: [], totalCount: 0 });
    await queryClient.fetchQuery(openingMatchListQuery(http));
    expect(server.calls('GET', '/match/list')).toHaveLength(1);
  });

  test("a sport's list page starts that sport's list", async () => {
    const { server, http, queryClient } = setup();
    prefetchPage(queryClient, http, SPORT_LIST_PATH, { type: 'tennis' });
    await settle();
    const calls = server.calls('GET', '/match/list');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('match.matchType')).toBe('eqtennis');
    expect(queryClient.getQueryData(openingMatchListQuery(http, 'tennis').queryKey)).toBeDefined();
  });

  test("a match's and a race's page start their detail, which the page's first mount takes", async () => {
    const { server, http, queryClient } = setup();
    prefetchPage(queryClient, http, MATCH_PAGE_PATH, { type: 'cricket', id: '7' });
    prefetchPage(queryClient, http, RACE_PAGE_PATH, { id: '9' });
    await settle();
    expect(server.requests.map((r) => r.path)).toEqual(['/match/7', '/match/racing/9']);
    expect(await queryClient.fetchQuery(matchDetailQuery(http, '7'))).toEqual({ id: '7', title: 'A v B' });
    expect(await queryClient.fetchQuery(raceDetailQuery(http, '9'))).toEqual({
      id: '9',
      title: '14:52 Oldcastle Park',
    });
    expect(server.requests).toHaveLength(2);
  });

  test('a page the same list is already fresh for sends nothing again', async () => {
    const { server, http, queryClient } = setup();
    prefetchPage(queryClient, http, '/home', {});
    prefetchPage(queryClient, http, '/home', {});
    await settle();
    prefetchPage(queryClient, http, '/inPlay', {});
    await settle();
    expect(server.calls('GET', '/match/list')).toHaveLength(1);
  });

  test('an unknown sport, and pages that open with no list, send nothing', async () => {
    const { server, http, queryClient } = setup();
    prefetchPage(queryClient, http, SPORT_LIST_PATH, { type: 'card' });
    prefetchPage(queryClient, http, SPORT_LIST_PATH, {});
    for (const path of ['/casino', '/account-statement', '/teen20', '/rules'])
      prefetchPage(queryClient, http, path, { type: 'cricket', id: '1' });
    prefetchPage(queryClient, http, MATCH_PAGE_PATH, { type: 'cricket' });
    await settle();
    expect(server.requests).toHaveLength(0);
  });
});
