import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Competition, CompetitionDate, CompetitionMatch } from '@backlay/shared/sports';
import { fail, ok } from '@backlay/shared/testing';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { ALL_SPORTS, AllSports, EMPTY_TEXT, LOADING_TEXT } from './AllSports.js';

const COMPETITIONS: Competition[] = [
  { competitionId: 'c-t20', competitionName: 'Backlay Premier T20' },
  { competitionId: 'c-odi', competitionName: 'Coastal Cup One-Day' },
];
const DATES: CompetitionDate[] = [{ startdate: '2026-01-10' }, { startdate: '2026-01-11' }];
const match = (overrides: Partial<CompetitionMatch>): CompetitionMatch => ({
  id: '2002',
  title: 'Harbour Hawks v Coastal Kings',
  matchType: 'cricket',
  startAt: '2026-01-10T09:30:00.000Z',
  beventId: null,
  eventId: 'e2002',
  competitionId: 'c-t20',
  competitionName: 'Backlay Premier T20',
  inPlay: false,
  ...overrides,
});

function renderTree() {
  const user = userEvent.setup();
  const result = renderWithHost(
    <>
      <AllSports />
      <LocationDisplay />
    </>,
    { path: '/home' },
  );
  return { ...result, user };
}

const sportButton = (name: string) => screen.getByRole('button', { name });

describe('All Sports tree (spec section 2)', () => {
  it('lists the 36 sports of All Sports, collapsed, without loading anything', () => {
    const { server } = renderTree();
    const section = screen.getByRole('region', { name: 'All Sports' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons).toHaveLength(36);
    expect(ALL_SPORTS).toHaveLength(36);
    expect(buttons.slice(0, 4).map((b) => b.textContent)).toEqual(['Politics', 'Cricket', 'Football', 'Tennis']);
    expect(within(section).queryByRole('button', { name: 'Horse Racing' })).not.toBeInTheDocument();
    for (const b of buttons) expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(server.requests).toHaveLength(0);
  });

  it('sport → competitions → dates (YYYY/MM/DD) → matches, each loaded when it opens', async () => {
    const { user, server } = renderTree();
    server.on('GET', '/expert/match/competitionList/4', ok(COMPETITIONS));
    server.on('GET', '/expert/match/competition/dates/c-t20', ok(DATES));
    server.on(
      'GET',
      '/expert/match/competition/getMatch/c-t20/2026-01-10',
      ok([match({}), match({ id: '2003', title: 'Island Tigers v Reef Rovers', beventId: '5566' })]),
    );

    await user.click(sportButton('Cricket'));
    expect(sportButton('Cricket')).toHaveAttribute('aria-expanded', 'true');
    const competition = await screen.findByRole('button', { name: 'Backlay Premier T20' });
    expect(screen.getByRole('button', { name: 'Coastal Cup One-Day' })).toBeInTheDocument();
    // The expanded button controls the panel it opened.
    expect(document.getElementById(sportButton('Cricket').getAttribute('aria-controls') ?? '')).toContainElement(
      competition,
    );

    await user.click(competition);
    const date = await screen.findByRole('button', { name: '2026/01/10' });
    expect(screen.getByRole('button', { name: '2026/01/11' })).toBeInTheDocument();

    await user.click(date);
    const link = await screen.findByRole('link', { name: 'Harbour Hawks v Coastal Kings' });
    expect(link).toHaveAttribute('href', '/game-detail/cricket/2002');
    // Cricket never carries bid, even with another provider's event id.
    expect(screen.getByRole('link', { name: 'Island Tigers v Reef Rovers' })).toHaveAttribute(
      'href',
      '/game-detail/cricket/2003',
    );

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/game-detail/cricket/2002');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/expert/match/competitionList/4',
      '/expert/match/competition/dates/c-t20',
      '/expert/match/competition/getMatch/c-t20/2026-01-10',
    ]);
  });

  it('shows a loading state while a level loads', async () => {
    const { user, server } = renderTree();
    server.on('GET', '/expert/match/competitionList/1', { hold: true });
    await user.click(sportButton('Football'));
    expect(screen.getByText(LOADING_TEXT)).toHaveAttribute('role', 'status');
    server.held('GET', '/expert/match/competitionList/1').release(200, { statusCode: 200, data: COMPETITIONS });
    expect(await screen.findByRole('button', { name: 'Backlay Premier T20' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  it('shows empty states at every level', async () => {
    const { user, server } = renderTree();
    server.on('GET', '/expert/match/competitionList/2', ok([]));
    await user.click(sportButton('Tennis'));
    expect(await screen.findByText(EMPTY_TEXT.competitions)).toBeInTheDocument();

    server.on('GET', '/expert/match/competitionList/4', ok([COMPETITIONS[0]]));
    server.on('GET', '/expert/match/competition/dates/c-t20', ok([DATES[0]]));
    server.on('GET', '/expert/match/competition/getMatch/c-t20/2026-01-10', ok([]));
    await user.click(sportButton('Cricket'));
    await user.click(await screen.findByRole('button', { name: 'Backlay Premier T20' }));
    await user.click(await screen.findByRole('button', { name: '2026/01/10' }));
    expect(await screen.findByText(EMPTY_TEXT.matches)).toBeInTheDocument();

    server.on('GET', '/expert/match/competitionList/1', ok([{ competitionId: 'c-x', competitionName: 'Empty Cup' }]));
    server.on('GET', '/expert/match/competition/dates/c-x', ok([]));
    await user.click(sportButton('Football'));
    await user.click(await screen.findByRole('button', { name: 'Empty Cup' }));
    expect(await screen.findByText(EMPTY_TEXT.dates)).toBeInTheDocument();
  });

  it('collapsing hides a level and opening it again does not fetch again', async () => {
    const { user, server } = renderTree();
    server.on('GET', '/expert/match/competitionList/4', ok(COMPETITIONS));
    await user.click(sportButton('Cricket'));
    await screen.findByRole('button', { name: 'Backlay Premier T20' });
    await user.click(sportButton('Cricket'));
    expect(sportButton('Cricket')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Backlay Premier T20' })).not.toBeInTheDocument();
    await user.click(sportButton('Cricket'));
    expect(screen.getByRole('button', { name: 'Backlay Premier T20' })).toBeInTheDocument();
    expect(server.calls('GET', '/expert/match/competitionList/4')).toHaveLength(1);
  });

  it('a failed level shows the error and retries on request', async () => {
    const { user, server } = renderTree();
    server.on('GET', '/expert/match/competitionList/4', fail(500, 'Competitions are unavailable'));
    await user.click(sportButton('Cricket'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Competitions are unavailable');

    server.on('GET', '/expert/match/competitionList/4', ok(COMPETITIONS));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Backlay Premier T20' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links football matches with another provider event id with ?bid=', async () => {
    const { user, server } = renderTree();
    server.on(
      'GET',
      '/expert/match/competitionList/1',
      ok([{ competitionId: 'c-pl', competitionName: 'Backlay Premier League' }]),
    );
    server.on('GET', '/expert/match/competition/dates/c-pl', ok([{ startdate: '2026-02-01' }]));
    server.on(
      'GET',
      '/expert/match/competition/getMatch/c-pl/2026-02-01',
      ok([match({ id: '1001', matchType: 'football', title: 'Harbour FC v Northside United', beventId: '7788' })]),
    );
    await user.click(sportButton('Football'));
    await user.click(await screen.findByRole('button', { name: 'Backlay Premier League' }));
    await user.click(await screen.findByRole('button', { name: '2026/02/01' }));
    expect(await screen.findByRole('link', { name: 'Harbour FC v Northside United' })).toHaveAttribute(
      'href',
      '/game-detail/football/1001?bid=7788',
    );
  });

  it('works from the keyboard: Tab to a sport, Enter and Space toggle it', async () => {
    const { user, server } = renderTree();
    server.on(
      'GET',
      '/expert/match/competitionList/2378961',
      ok([{ competitionId: 'c-el', competitionName: 'World Elections' }]),
    );
    await user.tab();
    expect(sportButton('Politics')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'World Elections' })).toBeInTheDocument();
    await user.keyboard(' ');
    await waitFor(() => expect(sportButton('Politics')).toHaveAttribute('aria-expanded', 'false'));
  });
});
