// The sports remote's first screen, drawn ahead of its code: on a home-style page (/home, /inPlay…)
// the page's first list of matches, on a match's page its header, fetched and drawn without React
// or the design system as soon as this small script arrives, while the shell's and the remote's
// code still load. The page's own first render replaces it (dropFirstScreen). Anything unexpected
// draws nothing: the page then comes as it always did.
import { dropFirstScreen, FIRST_SCREEN_ID, firstScreenOpen, firstScreenSession } from '@backlay/shared/first-screen';
import { MATCH_LIST_SORT, type MatchDetail, type MatchListData } from '@backlay/shared/sports';
import { HOME_VIEWS, isRacingTab, isTabKey, viewRows, type HomeView } from '../features/home/views.js';
import { FIRST_ROWS } from '../features/match-list/layout.js';
import { mergeRows, rowFromListItem } from '../features/match-list/rows.js';
import { isSportKey } from '../lib/sports.js';
import { LIVE_CSS } from '../ui/liveCss.js';
import { h } from './dom.js';
import { FRAME_CSS } from './frame.js';
import { listPanels, sportTabs } from './homeScreen.js';
import { matchHeader } from './matchScreen.js';
import { SHOWN_TIMING } from './timing.js';

/** The rows the page's first list call asks for (OPENING_LIST_ROWS of @backlay/shared/query). */
const LIST_ROWS = 100;
/** A first screen the page has not replaced by then is taken away (the page's code failed to come). */
const GIVE_UP_MS = 30_000;

/** What the script asks the network with: the page's fetch, or a test's. */
export type Fetcher = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** A page the script draws: what it asks the API for, and its content from the answer's data. */
interface Plan {
  path: string;
  label: string;
  draw: (doc: Document, data: unknown) => (HTMLElement | null)[] | null;
}

function homePlan(view: HomeView, pathname: string, search: string): Plan | null {
  const requested = new URLSearchParams(search).get('tab');
  const tab = view.tabs && isTabKey(requested) ? requested : view.defaultTab;
  // The racing tabs list meetings by country, which the page draws itself.
  if (isRacingTab(tab)) return null;
  const query = new URLSearchParams({ sort: MATCH_LIST_SORT, searchBy: 'title', limit: String(LIST_ROWS) });
  return {
    path: `/match/list?${query}`,
    label: view.title,
    draw: (doc, data) => {
      const items = (data as MatchListData | undefined)?.matches;
      if (!Array.isArray(items)) return null;
      const rows = mergeRows([], { upserts: items.map(rowFromListItem) });
      const visible = viewRows(rows, view, tab);
      if (visible.length === 0) return null;
      return [
        h(doc, 'h1', { class: 'bl-fs__title', elementtiming: SHOWN_TIMING }, view.title),
        view.promo
          ? h(
              doc,
              'div',
              { class: 'bl-fs__promo' },
              h(doc, 'span', null, view.promo.text),
              h(doc, 'a', { href: view.promo.to }, view.promo.label),
            )
          : null,
        view.tabs ? sportTabs(doc, pathname, view, tab, rows) : null,
        h(
          doc,
          'div',
          { class: 'bl-live', 'data-liveness': 'live' },
          ...listPanels(doc, visible, tab === 'all' ? 'sport' : 'none', Date.now(), FIRST_ROWS),
        ),
      ];
    },
  };
}

function matchPlan(id: string): Plan {
  return {
    path: `/match/${encodeURIComponent(id)}`,
    label: 'Match',
    draw: (doc, data) => {
      const detail = data as MatchDetail | undefined;
      if (typeof detail?.title !== 'string' || typeof detail.startAt !== 'string' || !isSportKey(detail.matchType))
        return null;
      return [matchHeader(doc, detail)];
    },
  };
}

/** What the script draws at `pathname`, or null where it draws nothing. */
function planFor(pathname: string, search: string): Plan | null {
  const view = HOME_VIEWS.find((v) => v.path === pathname);
  if (view) return homePlan(view, pathname, search);
  const match = /^\/game-detail\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (match && isSportKey(match[1]!)) return matchPlan(decodeURIComponent(match[2]!));
  return null;
}

function ready(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

export async function drawFirstScreen(doc: Document, storage: Storage, fetcher: Fetcher): Promise<boolean> {
  const { pathname, search } = doc.location;
  const plan = planFor(pathname, search);
  const session = plan && firstScreenOpen(doc) ? firstScreenSession(doc, storage) : null;
  if (!plan || !session) return false;
  const response = await fetcher(`${session.apiUrl.replace(/\/+$/, '')}${plan.path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: unknown } | null;
  await ready(doc);
  // The page drew first, or the player has gone elsewhere: nothing to draw.
  if (!firstScreenOpen(doc) || doc.location.pathname !== pathname) return false;
  const content = plan.draw(doc, body?.data);
  if (!content) return false;
  const screen = h(
    doc,
    'div',
    { id: FIRST_SCREEN_ID, class: 'bl-fs', 'aria-hidden': 'true', inert: '' },
    h(doc, 'style', null, FRAME_CSS + LIVE_CSS),
    h(doc, 'section', { class: 'bl-fs__page', 'aria-label': plan.label }, ...content),
  );
  doc.body.append(screen);
  setTimeout(() => {
    if (doc.getElementById(FIRST_SCREEN_ID) === screen) dropFirstScreen(doc);
  }, GIVE_UP_MS);
  return true;
}
