import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { SearchMatchItem } from '@backlay/shared/sports';
import { formatDate, SEARCH_DATE_FORMAT } from '@backlay/shared/ui';
import { ok } from '@backlay/shared/testing';
import { matchMediaWith } from '@backlay/shared/testing/render';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { DESKTOP_PLACEHOLDER, MOBILE_PLACEHOLDER, SEARCH_EMPTY_TEXT, SearchBox } from './SearchBox.js';
import { DESKTOP_QUERY } from './useMediaQuery.js';

const item = (overrides: Partial<SearchMatchItem>): SearchMatchItem => ({
  id: '1001',
  title: 'Harbour FC v Northside United',
  matchType: 'football',
  startAt: '2026-01-10T15:00:00.000Z',
  beventId: null,
  eventId: 'e1001',
  competitionName: 'Backlay Premier League',
  ...overrides,
});

const RESULTS: SearchMatchItem[] = [
  item({ id: '1001', title: 'Harbour FC v Northside United', matchType: 'football', beventId: '7788' }),
  item({
    id: '2002',
    title: 'Harbour Hawks v Coastal Kings',
    matchType: 'cricket',
    beventId: '9911',
    startAt: '2026-01-11T09:30:00.000Z',
  }),
  item({ id: '3003', title: 'Harbour Downs R3', matchType: 'horseRacing', beventId: null }),
  item({ id: '4004', title: 'Harbour Open: A. Reyes v B. Okafor', matchType: 'tennis', beventId: null }),
];

function setDesktop(matches: boolean) {
  matchMediaWith((query) => query === DESKTOP_QUERY && matches);
}

function renderSearch() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const result = renderWithHost(
    <>
      <SearchBox />
      <Link to="/casino">Casino</Link>
      <LocationDisplay />
    </>,
    { path: '/home' },
  );
  result.server.on('GET', '/match/search/harb', ok(RESULTS));
  const searches = () => result.server.requests.filter((r) => r.path.startsWith('/match/search/'));
  return { ...result, user, searches };
}

/** Waits out the debounce and lets the answer arrive. */
async function settle(ms = 500) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setDesktop(false);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SearchBox: when it searches (spec sections 2, 5 and 9)', () => {
  it('sends nothing for 1 or 2 characters', async () => {
    const { user, searches } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'ha');
    await settle(2_000);
    expect(searches()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ignores surrounding spaces when counting characters', async () => {
    const { user, searches } = renderSearch();
    await user.type(screen.getByRole('combobox'), '  ha  ');
    await settle(2_000);
    expect(searches()).toHaveLength(0);
  });

  it('searches 500 ms after the last keystroke, once, for more than 2 characters', async () => {
    const { user, searches } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'har');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    await user.type(input, 'b');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(searches()).toHaveLength(0);

    await settle(1);
    expect(searches().map((r) => r.path)).toEqual(['/match/search/harb']);
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  it('a newer text cancels the request of an older one, so stale results never show', async () => {
    const { user, server, searches } = renderSearch();
    server.on('GET', '/match/search/harb', { hold: true });
    server.on('GET', '/match/search/harbx', ok([]));
    const input = screen.getByRole('combobox');
    await user.type(input, 'harb');
    await settle();
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');

    await user.type(input, 'x');
    await settle();
    server.held('GET', '/match/search/harb').release(200, { statusCode: 200, data: RESULTS });
    await settle(0);
    expect(searches().map((r) => r.path)).toEqual(['/match/search/harb', '/match/search/harbx']);
    expect(screen.getByText(SEARCH_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows "No real-time records found" when nothing matches', async () => {
    const { user, server } = renderSearch();
    server.on('GET', '/match/search/zzzz', ok([]));
    await user.type(screen.getByRole('combobox'), 'zzzz');
    await settle();
    expect(await screen.findByText(SEARCH_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('SearchBox: results', () => {
  it('show the match type, the start time as MM/DD/YYYY hh:mm:ss A, and the title', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'harb');
    await settle();
    const [first, second] = await screen.findAllByRole('option');
    expect(first).toHaveTextContent('Football');
    expect(first).toHaveTextContent(formatDate('2026-01-10T15:00:00.000Z', SEARCH_DATE_FORMAT));
    expect(first).toHaveTextContent('Harbour FC v Northside United');
    expect(second).toHaveTextContent('Cricket');
    expect(formatDate('2026-01-11T09:30:00.000Z', SEARCH_DATE_FORMAT)).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/,
    );
  });

  it.each([
    ['Harbour Downs R3', '/race/3003'],
    ['Harbour FC v Northside United', '/game-detail/football/1001?bid=7788'],
    ['Harbour Hawks v Coastal Kings', '/game-detail/cricket/2002'],
    ['Harbour Open: A. Reyes v B. Okafor', '/game-detail/tennis/4004'],
  ])('clicking "%s" goes to %s and closes the search', async (title, path) => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'harb');
    await settle();
    await user.click(
      await screen.findByRole('option', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});

describe('SearchBox: keyboard', () => {
  it('arrow keys move through the results and Enter opens the highlighted one', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'harb');
    await settle();
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/game-detail/cricket/2002');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the results; typing opens them again', async () => {
    const { user } = renderSearch();
    const input = screen.getByRole('combobox');
    await user.type(input, 'harb');
    await settle();
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');

    await user.type(input, '{Backspace}b');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('Enter without a highlighted result does nothing', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'harb');
    await settle();
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('a click outside closes the results', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'harb');
    await settle();
    await screen.findAllByRole('option');
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('navigating elsewhere closes the search and clears it', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'harb');
    await settle();
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('link', { name: 'Casino' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/casino');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});

describe('SearchBox: one responsive component', () => {
  it('at 1199 px and below the box is open and reads "Search here"', () => {
    renderSearch();
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', MOBILE_PLACEHOLDER);
    expect(screen.queryByRole('button', { name: 'Search events' })).not.toBeInTheDocument();
  });

  it('above 1199 px it is collapsed behind a button and reads "All Events" when opened', async () => {
    setDesktop(true);
    const { user, searches } = renderSearch();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Search events' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('placeholder', DESKTOP_PLACEHOLDER);
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');

    await user.type(input, 'harb');
    await settle();
    expect(searches()).toHaveLength(1);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(4);

    // Escape closes the results, a second Escape collapses the box.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
