import { screen, within } from '@testing-library/react';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { listItem } from '../../test/builders.js';
import { GameListPage } from './GameListPage.js';

const items = [
  listItem({
    id: '1',
    title: 'A v B',
    startAt: '2026-01-10T12:00:00.000Z',
    competitionName: 'Island Series T20',
    competitionId: '10',
  }),
  listItem({
    id: '2',
    title: 'C v D',
    startAt: '2026-01-10T13:00:00.000Z',
    competitionName: 'Coastal Cup',
    competitionId: '20',
  }),
  listItem({
    id: '3',
    title: 'E v F',
    startAt: '2026-01-10T14:00:00.000Z',
    competitionName: 'Island Series T20',
    competitionId: '10',
  }),
  listItem({
    id: '4',
    matchType: 'football',
    title: 'G v H',
    startAt: '2026-01-10T11:00:00.000Z',
    competitionName: 'League',
  }),
];

function open(type: string) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/match/list', ok({ matches: items, count: items.length }));
  return renderWithHost(<GameListPage />, { testHost, path: `/game-list/${type}`, route: '/game-list/:type' });
}

describe('GameListPage', () => {
  it("lists one sport's matches grouped by competition, in start order", async () => {
    const { server } = open('cricket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cricket' })).toBeInTheDocument();
    expect(server.calls('GET', '/match/list')[0]?.query.get('match.matchType')).toBe('eqcricket');
    const groups = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(groups).toEqual(['Island Series T20', 'Coastal Cup']);
    const island = screen.getByRole('region', { name: 'Island Series T20' });
    expect(
      within(island)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['A v B', 'E v F']);
    expect(screen.queryByRole('link', { name: 'G v H' })).not.toBeInTheDocument();
  });

  it('says when the sport is unknown', () => {
    open('marbles');
    expect(screen.getByText(/There is no such sport/)).toBeInTheDocument();
  });

  it('says when a sport has nothing listed', async () => {
    open('tennis');
    expect(await screen.findByText('No tennis matches listed right now.')).toBeInTheDocument();
  });

  it('lists a racing sport by country and meeting, not as rows of prices', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/countryWiseList', ok([{ countryCode: 'AU', count: 1 }]));
    testHost.server.on(
      'GET',
      '/match/racing/list',
      ok([
        {
          id: '77',
          title: '19:05 Sandown Park',
          venue: 'Sandown Park',
          raceNumber: 4,
          startAt: '2030-01-10T19:05:00.000Z',
          countryCode: 'AU',
          status: 'OPEN',
        },
      ]),
    );
    renderWithHost(<GameListPage />, { testHost, path: '/game-list/greyHound', route: '/game-list/:type' });
    expect(screen.getByRole('heading', { level: 1, name: 'Greyhound Racing' })).toBeInTheDocument();
    const meeting = await screen.findByRole('region', { name: 'Sandown Park' });
    expect(within(meeting).getByRole('link')).toHaveAttribute('href', '/race/77');
    expect(screen.getByRole('link', { name: 'Australia (1)' })).toHaveAttribute('aria-current', 'page');
    expect(testHost.server.calls('GET', '/match/countryWiseList')[0]?.query.get('matchType')).toBe('greyHound');
    expect(testHost.server.calls('GET', '/match/list')).toHaveLength(0);
  });
});
