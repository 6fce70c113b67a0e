import { screen, within } from '@testing-library/react';
import { FIRST_SCREEN_ID, dropFirstScreen, INLINE_CONFIG_ID, SESSION_KEYS } from '@backlay/shared/first-screen';
import type { MatchListItem } from '@backlay/shared/sports';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { cricketSnapshot, listItem, matchDetailFrom } from '../test/builders.js';
import { openMatchPage } from '../test/matchPage.js';
import { HomePage } from '../features/home/HomePage.js';
import { HOME_VIEWS } from '../features/home/views.js';
import { drawFirstScreen, type Fetcher } from './firstScreen.js';

const API = 'https://api.example.test';

const items: MatchListItem[] = [
  listItem({ id: '11', title: 'Team A v Team B', inPlay: true, isTv: true, isBookmaker: true, isFancy: true }),
  listItem({
    id: '21',
    matchType: 'football',
    title: 'Harbour FC v Northside United',
    beventId: '555',
    competitionName: 'Backlay Premier League',
    startAt: '2026-01-10T13:00:00.000Z',
    section: [
      { selectionId: 1, nat: 'Harbour FC', back: { price: 2.1, size: 500 }, lay: null },
      { selectionId: 2, nat: 'Northside United', back: { price: 3.5, size: 300 }, lay: { price: 3.55, size: 250 } },
      { selectionId: 3, nat: 'The Draw', back: { price: 3.4, size: 200 }, lay: { price: 3.45, size: 150 } },
    ],
  }),
  listItem({ id: '12', title: 'Team C v Team D', startAt: '2026-01-11T09:30:00.000Z' }),
  listItem({
    id: '31',
    matchType: 'horseRacing',
    title: '14:52 Oldcastle Park',
    section: [1, 2, 3, 4].map((n) => ({ selectionId: n, nat: `Runner ${n}`, back: null, lay: null })),
  }),
];

/** An element's tree as tags and texts, without classes (the page's own are the design system's). */
function outline(el: Element): string[] {
  const own = [...el.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('');
  return [`${el.tagName.toLowerCase()} "${own}"`, ...[...el.children].flatMap((c) => outline(c).map((l) => `  ${l}`))];
}

/** A page as the host's server sends it: the config block, a session in storage, at `path`. */
function page(path: string, session: Record<string, string> = { [SESSION_KEYS.token]: 't0k' }) {
  window.history.replaceState(null, '', path);
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = INLINE_CONFIG_ID;
  config.textContent = JSON.stringify({ apiUrl: API });
  document.head.append(config);
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.documentElement.removeAttribute('data-first-screen-closed');
  sessionStorage.clear();
  for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
}

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  json: () => Promise.resolve(body),
});

function listAnswer(list: MatchListItem[] = items) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetcher: Fetcher = (url, init) => {
    calls.push({ url, headers: init.headers });
    return Promise.resolve(answer(200, { statusCode: 200, data: { matches: list, count: list.length } }));
  };
  return { fetcher, calls };
}

/** The first screen's markup of the tabs and the list, then the page's own (React's) at the same path. */
async function bothAt(path: string) {
  page(path);
  const { fetcher } = listAnswer();
  expect(await drawFirstScreen(document, sessionStorage, fetcher)).toBe(true);
  const drawn = document.getElementById(FIRST_SCREEN_ID);
  const ahead = {
    tabs: drawn?.querySelector('nav')?.outerHTML ?? null,
    list: drawn?.querySelector('.bl-live')?.innerHTML,
    title: drawn?.querySelector('h1')?.textContent,
  };
  drawn?.remove();

  const testHost = createTestHost();
  testHost.server.on('GET', '/match/list', ok({ matches: items, count: items.length }));
  const [pathname = path] = path.split('?');
  const view = HOME_VIEWS.find((v) => v.path === pathname);
  if (!view) throw new Error(pathname);
  const { container } = renderWithHost(<HomePage view={view} />, { testHost, path });
  await screen.findAllByTestId(/^match-row-/);
  const own = {
    tabs: container.querySelector('nav')?.outerHTML ?? null,
    list: container.querySelector('.bl-live, .bl-stale')?.innerHTML,
    title: container.querySelector('h1')?.textContent,
  };
  return { ahead, own };
}

describe('the first screen drawn ahead of the sports code', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.getElementById(INLINE_CONFIG_ID)?.remove();
    document.getElementById(FIRST_SCREEN_ID)?.remove();
  });

  test.each(['/home', '/home?tab=football', '/sports', '/inPlay', '/casino-slot', '/fantasy'])(
    '%s: the same tabs, panels, rows and cells as the page draws',
    async (path) => {
      const { ahead, own } = await bothAt(path);
      expect(ahead.title).toBe(own.title);
      expect(ahead.tabs).toBe(own.tabs);
      expect(ahead.list).toBe(own.list);
    },
  );

  test("asks for the page's first list as the player, and draws it hidden and inert over the content", async () => {
    page('/home');
    const { fetcher, calls } = listAnswer();
    await drawFirstScreen(document, sessionStorage, fetcher);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/match/list`);
    expect(url.searchParams.get('limit')).toBe('100');
    expect(url.searchParams.get('sort')).toBe('match.startAt:ASC');
    expect(calls[0]!.headers).toEqual({ Authorization: 'Bearer t0k' });
    const screenEl = document.getElementById(FIRST_SCREEN_ID);
    expect(screenEl).toHaveAttribute('aria-hidden', 'true');
    expect(screenEl).toHaveAttribute('inert');
    expect(screenEl?.querySelectorAll('li.bl-row')).toHaveLength(2); // the cricket tab's two matches
  });

  test('draws its first twelve rows, as the list does with its first render', async () => {
    page('/sports');
    const many = Array.from({ length: 30 }, (_, i) => listItem({ id: String(100 + i), title: `Match ${i}` }));
    await drawFirstScreen(document, sessionStorage, listAnswer(many).fetcher);
    expect(document.querySelectorAll(`#${FIRST_SCREEN_ID} li.bl-row`)).toHaveLength(12);
  });

  test.each([
    ['no session', '/home', {}],
    [
      'a password change to make first',
      '/home',
      { [SESSION_KEYS.token]: 't', [SESSION_KEYS.forceChangePassword]: 'true' },
    ],
    ['a second factor still to enter', '/home', { [SESSION_KEYS.token]: 't', [SESSION_KEYS.authenticatorType]: '1' }],
    ['a page it does not draw', '/race/9', { [SESSION_KEYS.token]: 't' }],
    ['a racing tab (races by country, drawn by the page)', '/home?tab=greyHound', { [SESSION_KEYS.token]: 't' }],
    ['a match of a sport there is not', '/game-detail/curling/11', { [SESSION_KEYS.token]: 't' }],
  ])('draws nothing and asks nothing with %s', async (_what, path, session) => {
    page(path, session);
    const { fetcher, calls } = listAnswer();
    expect(await drawFirstScreen(document, sessionStorage, fetcher)).toBe(false);
    expect(calls).toHaveLength(0);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });

  test('draws nothing once the page has drawn its own, or on an answer that is not the list', async () => {
    page('/home');
    const { fetcher } = listAnswer();
    const pending = drawFirstScreen(document, sessionStorage, fetcher);
    dropFirstScreen(document); // the page drew first
    expect(await pending).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();

    page('/home');
    const refused: Fetcher = () => Promise.resolve(answer(401, {}));
    expect(await drawFirstScreen(document, sessionStorage, refused)).toBe(false);
    const odd: Fetcher = () => Promise.resolve(answer(200, { data: {} }));
    expect(await drawFirstScreen(document, sessionStorage, odd)).toBe(false);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });

  test("a match's page: the same header as the page draws, from the match's detail", async () => {
    const snapshot = cricketSnapshot();
    const detail = matchDetailFrom(snapshot, 3);
    page(`/game-detail/cricket/${snapshot.id}`);
    const calls: string[] = [];
    const fetcher: Fetcher = (url) => {
      calls.push(url);
      return Promise.resolve(answer(200, { statusCode: 200, data: detail }));
    };
    expect(await drawFirstScreen(document, sessionStorage, fetcher)).toBe(true);
    expect(calls).toEqual([`${API}/match/${snapshot.id}`]);
    const ahead = document.getElementById(FIRST_SCREEN_ID)!.querySelector('header')!;
    const drawnAhead = outline(ahead);
    const { container } = openMatchPage({ snapshot });
    const own = await within(container).findByRole('banner');
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull(); // the page's header replaced it
    expect(drawnAhead).toEqual(outline(own));
    expect(drawnAhead).toContain(`  h1 "${snapshot.fixture.title}"`);
  });

  test("the page's first render takes it away", async () => {
    page('/home');
    await drawFirstScreen(document, sessionStorage, listAnswer().fetcher);
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/list', ok({ matches: items, count: items.length }));
    const view = HOME_VIEWS[0]!;
    const { container } = renderWithHost(<HomePage view={view} />, { testHost, path: '/home' });
    expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull(); // while the page loads its list
    await within(container).findAllByTestId(/^match-row-/);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });
});
