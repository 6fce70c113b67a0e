import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaceListItem, RacingCountry } from '@backlay/shared/sports';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { RacingByCountry } from './RacingByCountry.js';

const countries: RacingCountry[] = [
  { countryCode: 'GB', count: 3 },
  { countryCode: 'IE', count: 1 },
];

const race = (
  id: string,
  venue: string,
  startAt: string,
  raceNumber: number,
  extra: Partial<RaceListItem> = {},
): RaceListItem => ({
  id,
  title: `${venue} race ${raceNumber}`,
  venue,
  raceNumber,
  startAt,
  countryCode: 'GB',
  status: 'OPEN',
  ...extra,
});

const byCountry: Record<string, RaceListItem[]> = {
  GB: [
    race('101', 'Ascot', '2030-01-10T15:00:00.000Z', 2),
    race('102', 'Ascot', '2030-01-10T14:30:00.000Z', 1),
    race('103', 'York', '2030-01-10T14:10:00.000Z', 1, { status: 'SUSPENDED' }),
  ],
  IE: [race('201', 'Leopardstown', '2030-01-10T13:00:00.000Z', 1, { countryCode: 'IE' })],
};

function setup(path = '/home?tab=horseRacing') {
  const testHost = createTestHost();
  testHost.server.on('GET', '/match/countryWiseList', ok(countries));
  testHost.server.on('GET', '/match/racing/list', (request) => {
    const code = (request.query.get('racingMatch.countryCode') ?? '').replace(/^eq/, '');
    return ok(byCountry[code] ?? []);
  });
  return renderWithHost(<RacingByCountry sport="horseRacing" />, { testHost, path });
}

const meetingNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('RacingByCountry', () => {
  it('lists the countries, and the first one’s meetings with their races by start time', async () => {
    const { server } = setup();
    const tabs = await screen.findByRole('navigation', { name: 'Countries' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['United Kingdom (3)', 'Ireland (1)']);
    expect(within(tabs).getByRole('link', { name: 'United Kingdom (3)' })).toHaveAttribute('aria-current', 'page');

    await screen.findByRole('region', { name: 'York' });
    // The meeting racing next comes first; within a meeting, races in start order.
    expect(meetingNames()).toEqual(['York', 'Ascot']);
    const ascot = within(screen.getByRole('region', { name: 'Ascot' }));
    const links = ascot.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/race/102', '/race/101']);
    expect(links[0]).toHaveAccessibleDescription('Race 1, Ascot race 1');
    expect(within(screen.getByRole('region', { name: 'York' })).getByRole('link')).toHaveTextContent(/Suspended$/);

    const [countryCall] = server.calls('GET', '/match/countryWiseList');
    expect(countryCall?.query.get('matchType')).toBe('horseRacing');
    expect(countryCall?.query.get('racingMatch.stopAt')).toBe('isNull');
    const [listCall] = server.calls('GET', '/match/racing/list');
    expect(listCall?.query.get('racingMatch.countryCode')).toBe('eqGB');
    expect(listCall?.query.get('matchType')).toBe('eqhorseRacing');
  });

  it('switches country through the address, keeping the tab', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('region', { name: 'York' });
    const ireland = screen.getByRole('link', { name: 'Ireland (1)' });
    expect(ireland).toHaveAttribute('href', '/home?tab=horseRacing&country=IE');
    await user.click(ireland);
    await screen.findByRole('region', { name: 'Leopardstown' });
    expect(meetingNames()).toEqual(['Leopardstown']);
    expect(screen.getByRole('link', { name: 'Ireland (1)' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the country in the address, whatever its case', async () => {
    setup('/home?tab=horseRacing&country=ie');
    await screen.findByRole('region', { name: 'Leopardstown' });
  });

  it('falls back to the first country for an unknown one', async () => {
    setup('/home?tab=horseRacing&country=ZZ');
    await screen.findByRole('region', { name: 'York' });
    expect(screen.getByRole('link', { name: 'United Kingdom (3)' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when no races are listed', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/countryWiseList', ok([]));
    renderWithHost(<RacingByCountry sport="greyHound" />, { testHost, path: '/home?tab=greyHound' });
    expect(await screen.findByText('No greyhound racing listed right now.')).toBeInTheDocument();
    expect(testHost.server.calls('GET', '/match/racing/list')).toHaveLength(0);
  });

  it('shows the failure and asks again on Try again', async () => {
    const user = userEvent.setup();
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/countryWiseList', fail(500, 'Something went wrong'));
    renderWithHost(<RacingByCountry sport="horseRacing" />, { testHost, path: '/home?tab=horseRacing' });
    await screen.findByText(/The racing countries could not be loaded/);
    testHost.server.on('GET', '/match/countryWiseList', ok(countries));
    testHost.server.on('GET', '/match/racing/list', ok(byCountry.GB));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Ascot' });
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
  });
});
