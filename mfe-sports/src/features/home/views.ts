/**
 * The home-style paths of spec section 2 share one page; each shows a sensible slice of the list.
 */
import type { SportKey } from '@backlay/shared/sports';
import { MAIN_SPORTS } from '../../lib/sports.js';
import type { MatchRow } from '../match-list/rows.js';

export type TabKey = 'cricket' | 'football' | 'tennis' | 'horseRacing' | 'greyHound' | 'politics' | 'all';

export const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'cricket', label: 'Cricket' },
  { key: 'football', label: 'Football' },
  { key: 'tennis', label: 'Tennis' },
  { key: 'horseRacing', label: 'Horse Racing' },
  { key: 'greyHound', label: 'Greyhound' },
  { key: 'politics', label: 'Politics' },
  { key: 'all', label: 'All' },
];

export function isTabKey(value: string | null): value is TabKey {
  return TABS.some((t) => t.key === value);
}

/** The racing sports' tabs, which list races by country and meeting rather than rows of prices. */
export function isRacingTab(tab: TabKey): tab is 'horseRacing' | 'greyHound' {
  return tab === 'horseRacing' || tab === 'greyHound';
}

export interface HomeView {
  path: string;
  title: string;
  /** Which sports the page lists: all of them, the ones without a tab of their own, or a few. */
  sports: 'all' | 'others' | readonly SportKey[];
  inPlayOnly: boolean;
  /** Whether the sport tabs show (pages of a few sports list them all at once, by sport). */
  tabs: boolean;
  defaultTab: TabKey;
  /** Casino-category paths point to the casino remote's pages. */
  promo?: { text: string; to: string; label: string };
}

export const HOME_VIEWS: readonly HomeView[] = [
  { path: '/home', title: 'Sports', sports: 'all', inPlayOnly: false, tabs: true, defaultTab: 'cricket' },
  { path: '/sports', title: 'All Sports', sports: 'all', inPlayOnly: false, tabs: true, defaultTab: 'all' },
  { path: '/inPlay', title: 'In-Play', sports: 'all', inPlayOnly: true, tabs: true, defaultTab: 'all' },
  {
    path: '/casino-slot',
    title: 'Casino & Slots',
    sports: 'all',
    inPlayOnly: true,
    tabs: false,
    defaultTab: 'all',
    promo: {
      text: 'Slots and casino games are in the casino lobby. In-play sports below.',
      to: '/casino',
      label: 'Open the casino',
    },
  },
  {
    path: '/live-casinom',
    title: 'Live Casino',
    sports: 'all',
    inPlayOnly: true,
    tabs: false,
    defaultTab: 'all',
    promo: {
      text: 'Live dealer tables are in the live casino. In-play sports below.',
      to: '/live-casino',
      label: 'Open the live casino',
    },
  },
  { path: '/other', title: 'Other Sports', sports: 'others', inPlayOnly: false, tabs: false, defaultTab: 'all' },
  {
    path: '/virtual',
    title: 'Virtual Sports',
    sports: ['virtualSports', 'esoccer', 'eGames'],
    inPlayOnly: false,
    tabs: false,
    defaultTab: 'all',
  },
  {
    path: '/slot',
    title: 'Slots',
    sports: 'all',
    inPlayOnly: true,
    tabs: false,
    defaultTab: 'all',
    promo: {
      text: 'Slot games are in the casino lobby. In-play sports below.',
      to: '/casino',
      label: 'Open the casino',
    },
  },
  {
    path: '/fantasy',
    title: 'Fantasy',
    sports: ['cricket', 'football', 'kabaddi', 'basketball'],
    inPlayOnly: false,
    tabs: false,
    defaultTab: 'all',
  },
];

const MAIN = new Set<string>(MAIN_SPORTS);

/** The rows a view lists under a tab: listed (not finished), of the view's sports, in play if it asks. */
export function viewRows(rows: readonly MatchRow[], view: HomeView, tab: TabKey): MatchRow[] {
  const sports = view.sports;
  return rows.filter((row) => {
    if (row.finished) return false;
    if (view.inPlayOnly && !row.inPlay) return false;
    if (sports === 'others' && MAIN.has(row.sport)) return false;
    if (typeof sports !== 'string' && !sports.includes(row.sport)) return false;
    return !view.tabs || tab === 'all' || row.sport === tab;
  });
}
