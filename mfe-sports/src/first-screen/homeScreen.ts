import { isRacingSport, matchPath, type ListRunner } from '@backlay/shared/sports';
import { formatPrice, formatSize, formatStart } from '../lib/format.js';
import { COLUMN_NAMES, groupRows, oneXTwo, type Grouping } from '../features/match-list/layout.js';
import type { MatchRow } from '../features/match-list/rows.js';
import { TABS, viewRows, type HomeView, type TabKey } from '../features/home/views.js';
import { h } from './dom.js';

// The home page's first screen without React: the same elements and classes as the page's own
// first render (HomePage: SportTabs, MatchList's first rows, MatchRowItem, PriceCell), so the page
// replaces it without a visible change. homeScreen.test.tsx holds the two to the same markup.

const BADGES = [
  ['isTv', 'TV', 'Live TV'],
  ['isBookmaker', 'BM', 'Bookmaker'],
  ['isFancy', 'F', 'Fancy'],
] as const;

function priceCell(doc: Document, side: 'back' | 'lay', runner: ListRunner): HTMLElement {
  const quote = side === 'back' ? runner.back : runner.lay;
  const price = quote?.price ?? null;
  const size = quote?.size ?? null;
  const label = side === 'back' ? 'Back' : 'Lay';
  const empty = price === null;
  const sizeText = empty || size === null ? '' : formatSize(size);
  return h(
    doc,
    'div',
    { class: `bl-cell bl-${side}${empty ? ' bl-empty' : ''}`, 'data-side': side, 'data-level': '0' },
    h(doc, 'span', { class: 'bl-sr' }, empty ? `${label} ${runner.nat} no price` : `${label} ${runner.nat} `),
    h(
      doc,
      'span',
      { class: 'bl-cell__price', 'aria-hidden': empty ? 'true' : undefined },
      empty ? '-' : formatPrice(price),
    ),
    sizeText ? h(doc, 'span', { class: 'bl-cell__size', 'aria-hidden': 'true' }, sizeText) : null,
  );
}

function noRunner(doc: Document, side: 'back' | 'lay'): HTMLElement {
  return h(
    doc,
    'div',
    { class: `bl-cell bl-${side} bl-empty`, 'aria-hidden': 'true' },
    h(doc, 'span', { class: 'bl-cell__price' }, '-'),
  );
}

function cells(doc: Document, row: MatchRow): HTMLElement {
  const columns = oneXTwo(row.runners);
  if (!columns) {
    const text = isRacingSport(row.sport) ? 'Race card' : `${row.runners.length} selections`;
    return h(doc, 'div', { class: 'bl-row__other' }, text);
  }
  const box = h(doc, 'div', { class: 'bl-cells bl-list-cells' });
  for (const runner of columns) {
    if (runner) box.append(priceCell(doc, 'back', runner), priceCell(doc, 'lay', runner));
    else box.append(noRunner(doc, 'back'), noRunner(doc, 'lay'));
  }
  if (row.status !== 'OPEN')
    box.append(h(doc, 'div', { class: 'bl-overlay', 'data-testid': 'status-overlay' }, row.status));
  return box;
}

/** One listed match, as MatchRowItem draws it. */
export function matchRow(doc: Document, row: MatchRow, now: number): HTMLElement {
  const href = matchPath({ id: row.id, matchType: row.sport, beventId: row.beventId });
  const meta = h(
    doc,
    'div',
    { class: 'bl-row__meta' },
    row.inPlay
      ? h(doc, 'span', { class: 'bl-inplay' }, 'In-Play')
      : h(doc, 'time', { datetime: row.startAt }, formatStart(row.startAt, now)),
    h(doc, 'span', null, row.competitionName),
  );
  for (const [flag, text, title] of BADGES)
    if (row[flag]) meta.append(h(doc, 'abbr', { class: 'bl-badge', title }, text));
  return h(
    doc,
    'li',
    { class: 'bl-row', 'data-testid': `match-row-${row.id}` },
    h(doc, 'div', null, h(doc, 'a', { class: 'bl-row__title', href, 'data-discover': 'true' }, row.title), meta),
    cells(doc, row),
  );
}

function listHeads(doc: Document): HTMLElement {
  const heads = h(doc, 'div', { class: 'bl-cells bl-list-cells' });
  for (const name of COLUMN_NAMES)
    heads.append(h(doc, 'span', { class: 'bl-col-head', style: { gridColumn: 'span 2' } }, name));
  return h(doc, 'div', { class: 'bl-row bl-heads', 'aria-hidden': 'true' }, h(doc, 'span', null), heads);
}

/** One panel of rows, as MatchList's Panel draws it. */
function panel(doc: Document, title: string | undefined, rows: readonly MatchRow[], now: number): HTMLElement {
  const list = h(doc, 'ul', { class: 'bl-lines' });
  for (const row of rows) list.append(matchRow(doc, row, now));
  return h(
    doc,
    'section',
    { class: 'bl-panel', 'aria-label': title },
    title ? h(doc, 'div', { class: 'bl-panel__head' }, h(doc, 'h2', { class: 'bl-panel__title' }, title)) : null,
    listHeads(doc),
    list,
  );
}

/** The panels of MatchList's first render: its first `count` rows, in one panel or one per sport. */
export function listPanels(
  doc: Document,
  rows: readonly MatchRow[],
  grouping: Exclude<Grouping, 'competition'>,
  now: number,
  count: number,
): HTMLElement[] {
  const drawn = rows.slice(0, count);
  if (grouping === 'none') return [panel(doc, undefined, drawn, now)];
  return groupRows(drawn, grouping).map((group) => panel(doc, group.title, group.rows, now));
}

/** The sport tabs, as HomePage's SportTabs draws them (the default tab's link has no query). */
export function sportTabs(
  doc: Document,
  path: string,
  view: HomeView,
  active: TabKey,
  rows: readonly MatchRow[],
): HTMLElement {
  const list = h(doc, 'ul', { class: 'bl-tabs' });
  for (const tab of TABS) {
    const href = tab.key === view.defaultTab ? path : `${path}?tab=${tab.key}`;
    const count = viewRows(rows, view, tab.key).length;
    list.append(
      h(
        doc,
        'li',
        null,
        h(
          doc,
          'a',
          { class: 'bl-tab', 'aria-current': tab.key === active ? 'page' : undefined, href, 'data-discover': 'true' },
          `${tab.label} `,
          h(doc, 'span', { class: 'bl-tab__count' }, `(${count})`),
        ),
      ),
    );
  }
  return h(doc, 'nav', { 'aria-label': 'Sports' }, list);
}
