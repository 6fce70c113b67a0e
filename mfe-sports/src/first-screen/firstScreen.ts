// The sports remote's first screen, drawn ahead of its code: on a home-style page (/home, /inPlay…)
// the page's first list of matches, fetched and drawn without React or the design system as soon
// as this small script arrives, while the shell's and the remote's code still load. The page's
// own first render replaces it (dropFirstScreen). Anything unexpected draws nothing: the page then
// comes as it always did.
import { dropFirstScreen, FIRST_SCREEN_ID, firstScreenOpen, firstScreenSession } from '@backlay/shared/first-screen';
import { MATCH_LIST_SORT, type MatchListData } from '@backlay/shared/sports';
import { HOME_VIEWS, isTabKey, viewRows } from '../features/home/views.js';
import { FIRST_ROWS } from '../features/match-list/layout.js';
import { mergeRows, rowFromListItem } from '../features/match-list/rows.js';
import { LIVE_CSS } from '../ui/liveCss.js';
import { h } from './dom.js';
import { listPanels, sportTabs } from './homeScreen.js';
import { FRAME_CSS } from './frame.js';

/** The rows the page's first list call asks for (OPENING_LIST_ROWS of @backlay/shared/query). */
const LIST_ROWS = 100;
/** A first screen the page has not replaced by then is taken away (the page's code failed to come). */
const GIVE_UP_MS = 30_000;

interface Envelope {
  data?: MatchListData;
}

/** What the script asks the network with: the page's fetch, or a test's. */
export type Fetcher = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

function ready(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

export async function drawFirstScreen(doc: Document, storage: Storage, fetcher: Fetcher): Promise<boolean> {
  const { pathname, search } = doc.location;
  const view = HOME_VIEWS.find((v) => v.path === pathname);
  const session = view && firstScreenOpen(doc) ? firstScreenSession(doc, storage) : null;
  if (!view || !session) return false;
  const query = new URLSearchParams({ sort: MATCH_LIST_SORT, searchBy: 'title', limit: String(LIST_ROWS) });
  const response = await fetcher(`${session.apiUrl.replace(/\/+$/, '')}/match/list?${query}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) return false;
  const body = (await response.json()) as Envelope;
  const items = body.data?.matches;
  await ready(doc);
  // The page drew first, or the player has gone elsewhere: nothing to draw.
  if (!Array.isArray(items) || !firstScreenOpen(doc) || doc.location.pathname !== pathname) return false;
  const requested = new URLSearchParams(search).get('tab');
  const tab = view.tabs && isTabKey(requested) ? requested : view.defaultTab;
  const rows = mergeRows([], { upserts: items.map(rowFromListItem) });
  const visible = viewRows(rows, view, tab);
  if (visible.length === 0) return false;
  const page = h(
    doc,
    'section',
    { class: 'bl-fs__page', 'aria-label': view.title },
    h(doc, 'h1', { class: 'bl-fs__title' }, view.title),
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
  );
  const screen = h(
    doc,
    'div',
    { id: FIRST_SCREEN_ID, class: 'bl-fs', 'aria-hidden': 'true', inert: '' },
    h(doc, 'style', null, FRAME_CSS + LIVE_CSS),
    page,
  );
  doc.body.append(screen);
  setTimeout(() => {
    if (doc.getElementById(FIRST_SCREEN_ID) === screen) dropFirstScreen(doc);
  }, GIVE_UP_MS);
  return true;
}
