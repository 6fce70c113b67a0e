import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { CasinoBet, CasinoBetPage, ProviderOption } from '@backlay/shared/casino';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { REPORT_TEST_IDS, reportRowTestId } from '../../testIds.js';
import { formatDateTime, lastDays, localDayBounds, type DateRange } from '../../ui/index.js';
import { CasinoBetsPage, DEMO_REFUSAL } from './CasinoBetsPage.js';
import { SEARCH_DEBOUNCE_MS } from './SearchField.js';
import { casinoBetQuery, defaultCasinoBetFilters, providerText } from './casinoBets.js';

// downloadCsv lets go of the file's URL a second after the download, later than catchCsvDownloads'
// restore(): jsdom has no URL.revokeObjectURL, so a no-op stands in for the whole file.
const savedRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
beforeAll(() => {
  if (typeof URL.revokeObjectURL !== 'function')
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true, writable: true });
});
afterAll(() => {
  if (savedRevoke) Object.defineProperty(URL, 'revokeObjectURL', savedRevoke);
  else Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const USER = '00000000-0000-4000-8000-000000000001';
const PATH = `/mac88/bets/${USER}`;
const PROVIDERS: ProviderOption[] = [
  { label: 'Evolution', value: 'Evolution' },
  { label: 'Spribe', value: 'Spribe' },
];

function bet(n: number, overrides: Partial<CasinoBet> = {}): CasinoBet {
  return {
    id: `bet-${n}`,
    roundId: `R-${1000 + n}`,
    gameId: '151001',
    gameCode: 'aviator',
    gameName: 'Aviator',
    providerName: 'Spribe',
    subProviderName: 'Spribe Originals',
    category: 'crash',
    stake: 100,
    payout: 150,
    profitLoss: 50,
    status: 'WIN',
    createdAt: new Date(2026, 10, 20, 12, 0, n % 60).toISOString(),
    settledAt: new Date(2026, 10, 20, 12, 1, n % 60).toISOString(),
    ...overrides,
  };
}

const TOTALS = { stake: 1250.5, payout: 1100, profitLoss: -150.5 };

function pageOf(rows: CasinoBet[], count = rows.length, totals = TOTALS): CasinoBetPage {
  return { count, rows, totals };
}

/** `count` rounds in all, served `limit` a page as the API would. */
function servePages(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    bet(i + 1, { gameName: i === 2 ? '=Crash, "X"' : `Game ${i + 1}` }),
  );
  return (request: FakeRequest) => {
    const page = Number(request.query.get('page'));
    const limit = Number(request.query.get('limit'));
    return ok(pageOf(all.slice((page - 1) * limit, page * limit), count));
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

const search = () => screen.getByRole('status', { name: 'location' }).textContent;

type Answer = Parameters<TestHost['server']['on']>[2];

function open(
  path = '/live-casino-bets',
  testHost: TestHost = createTestHost(),
  answer: Answer = ok(pageOf([bet(1)])),
  providers: Answer = ok(PROVIDERS),
) {
  testHost.server.on('GET', '/mac88/providers', providers);
  testHost.server.on('GET', PATH, answer);
  const user = userEvent.setup({ delay: null });
  const view = renderWithHost(
    <>
      <CasinoBetsPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user };
}

const betCalls = (testHost: { server: TestHost['server'] }) => testHost.server.calls('GET', PATH);
const lastQuery = (testHost: { server: TestHost['server'] }) =>
  Object.fromEntries(betCalls(testHost).at(-1)?.query ?? []);

function between(range: DateRange): string {
  const { start, end } = localDayBounds(range);
  return `between${start}|${end}`;
}

describe('Live Casino Bets: requests', () => {
  it('asks for the last 7 days, newest first, 15 a page, for the session player', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId('bet-1'));
    expect(betCalls(view)).toHaveLength(1);
    expect(lastQuery(view)).toEqual({
      page: '1',
      limit: '15',
      sort: 'createdAt:DESC',
      createdAt: between(lastDays(7)),
    });
    expect(view.server.calls('GET', '/mac88/providers')).toHaveLength(1);
    expect(search()).toBe('');
  });

  it('reads every filter and the page from the URL', async () => {
    const view = open(
      '/live-casino-bets?from=2026-03-01&to=2026-03-05&provider=Evolution&q=roulette&sort=oldest&page=2',
      createTestHost(),
      ok(pageOf([bet(1)], 40)),
    );
    await screen.findByTestId(reportRowTestId('bet-1'));
    expect(lastQuery(view)).toEqual({
      page: '2',
      limit: '15',
      sort: 'createdAt:ASC',
      providerName: 'eqEvolution',
      searchBy: 'gameName',
      keyword: 'roulette',
      createdAt: between({ from: '2026-03-01', to: '2026-03-05' }),
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-05');
    expect(screen.getByLabelText('Provider')).toHaveValue('Evolution');
    expect(screen.getByLabelText('Game')).toHaveValue('roulette');
    expect(screen.getByLabelText('Order')).toHaveValue('oldest');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads defaults for values it does not accept', async () => {
    const view = open('/live-casino-bets?from=2026-02-30&sort=random&q=ab&page=-1');
    await screen.findByTestId(reportRowTestId('bet-1'));
    expect(lastQuery(view)).toEqual({
      page: '1',
      limit: '15',
      sort: 'createdAt:DESC',
      createdAt: between(lastDays(7)),
    });
  });

  it('filters by provider, with the providers from the API plus All', async () => {
    const view = open('/live-casino-bets?page=2', createTestHost(), ok(pageOf([bet(1)], 40)));
    await screen.findByTestId(reportRowTestId('bet-1'));
    const select = screen.getByLabelText('Provider');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Evolution', 'Spribe']),
    );

    await view.user.selectOptions(select, 'Spribe');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ providerName: 'eqSpribe', page: '1' }));
    expect(search()).toBe('?provider=Spribe');

    await view.user.selectOptions(select, 'All');
    await waitFor(() => expect(lastQuery(view)).not.toHaveProperty('providerName'));
    expect(search()).toBe('');
  });

  it('sorts newest or oldest first', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId('bet-1'));
    await view.user.selectOptions(screen.getByLabelText('Order'), 'oldest');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ sort: 'createdAt:ASC' }));
    expect(search()).toBe('?sort=oldest');
  });

  it('asks for the range chosen, as the instants of those local days', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId('bet-1'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastQuery(view)).toMatchObject({
        createdAt: between({ from: '2026-03-01', to: '2026-03-31' }),
        page: '1',
      }),
    );
    expect(search()).toBe('?from=2026-03-01&to=2026-03-31');
  });

  it('searches game names once the player pauses, and only with 3 characters or more', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId('bet-1'));
    const box = screen.getByLabelText('Game');

    await view.user.type(box, 'av');
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(betCalls(view)).toHaveLength(1);

    await view.user.type(box, 'iator');
    expect(screen.queryByText('Type at least 3 characters.')).not.toBeInTheDocument();
    await waitFor(() => expect(betCalls(view)).toHaveLength(2), { timeout: 2000 });
    // One request for the whole word, not one per keystroke.
    expect(lastQuery(view)).toMatchObject({ searchBy: 'gameName', keyword: 'aviator', page: '1' });
    expect(search()).toBe('?q=aviator');

    await view.user.clear(box);
    await waitFor(() => expect(betCalls(view)).toHaveLength(3), { timeout: 2000 });
    expect(lastQuery(view)).not.toHaveProperty('searchBy');
    expect(lastQuery(view)).not.toHaveProperty('keyword');
  });

  it('searches at once on Enter', async () => {
    const view = open();
    await screen.findByTestId(reportRowTestId('bet-1'));
    await view.user.type(screen.getByLabelText('Game'), 'roulette{Enter}');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ keyword: 'roulette' }), {
      timeout: SEARCH_DEBOUNCE_MS - 100,
    });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(betCalls(view)).toHaveLength(2);
  });

  it('pages 15 at a time through the URL', async () => {
    const view = open('/live-casino-bets', createTestHost(), servePages(40));
    await screen.findByTestId(reportRowTestId('bet-1'));
    expect(within(screen.getByTestId(REPORT_TEST_IDS.rows)).getAllByRole('row')).toHaveLength(15);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByTestId(reportRowTestId('bet-16'));
    expect(lastQuery(view)).toMatchObject({ page: '2', limit: '15' });
    expect(search()).toBe('?page=2');

    await view.user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByTestId(reportRowTestId('bet-31'));
    expect(within(screen.getByTestId(REPORT_TEST_IDS.rows)).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    // A filter change goes back to page 1.
    await view.user.selectOptions(screen.getByLabelText('Order'), 'oldest');
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ page: '1', sort: 'createdAt:ASC' }));
    expect(search()).toBe('?sort=oldest');
  });
});

describe('Live Casino Bets: what it shows', () => {
  it('shows each round and the totals the API counted over every matching round', async () => {
    const rows = [
      bet(1),
      bet(2, {
        gameName: 'Lightning Roulette',
        providerName: 'Evolution',
        subProviderName: 'Evolution',
        roundId: 'EVO-77',
        stake: 1100,
        payout: 0,
        profitLoss: -1100,
        status: 'LOSS',
      }),
      bet(3, { status: 'OPEN', payout: 0, profitLoss: null, settledAt: null }),
      bet(4, { status: 'VOID', payout: 0, profitLoss: 0 }),
    ];
    open('/live-casino-bets', createTestHost(), ok(pageOf(rows, 57)));
    const first = await screen.findByTestId(reportRowTestId('bet-1'));
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDateTime(rows[0]!.createdAt),
      'Aviator',
      'Spribe · Spribe Originals',
      'R-1001',
      '100.00',
      '150.00',
      '+50.00',
      'WIN',
    ]);
    expect(within(first).getByText('+50.00')).toHaveAttribute('data-tone', 'up');

    const lost = screen.getByTestId(reportRowTestId('bet-2'));
    expect(
      within(lost)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDateTime(rows[1]!.createdAt),
      'Lightning Roulette',
      'Evolution',
      'EVO-77',
      '1,100.00',
      '0.00',
      '−1,100.00',
      'LOSS',
    ]);
    expect(within(lost).getByText('−1,100.00')).toHaveAttribute('data-tone', 'down');
    expect(
      within(screen.getByTestId(reportRowTestId('bet-3')))
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['—', 'OPEN']);
    expect(
      within(screen.getByTestId(reportRowTestId('bet-4')))
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['0.00', 'VOID']);

    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    const terms = within(totals)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(totals)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      Rounds: '57',
      Stake: '1,250.50',
      Payout: '1,100.00',
      'P/L': '−150.50',
    });
    expect(within(totals).getByText('−150.50')).toHaveAttribute('data-tone', 'down');
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    open('/live-casino-bets', createTestHost(), ok(pageOf([], 0, { stake: 0, payout: 0, profitLoss: 0 })));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent(
      'No live casino rounds for these filters.',
    );
    expect(screen.queryByTestId(REPORT_TEST_IDS.totals)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the server message and asks again on Retry', async () => {
    const view = open('/live-casino-bets', createTestHost(), fail(500, 'Database unavailable'));
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('Live casino bets could not be loaded.');
    expect(error).toHaveTextContent('Database unavailable');
    expect(view.httpToast).toHaveBeenCalledWith('Database unavailable', 'error', 1500);

    view.server.on('GET', PATH, ok(pageOf([bet(9)])));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId(reportRowTestId('bet-9'));
    expect(betCalls(view)).toHaveLength(2);
  });

  it('keeps the provider filter usable when the provider list fails', async () => {
    const view = open(
      '/live-casino-bets?provider=Evolution',
      createTestHost(),
      ok(pageOf([bet(1)])),
      fail(500, 'Providers unavailable'),
    );
    await screen.findByTestId(reportRowTestId('bet-1'));
    await waitFor(() => expect(view.httpToast).toHaveBeenCalledWith('Providers unavailable', 'error', 1500));
    expect(lastQuery(view)).toMatchObject({ providerName: 'eqEvolution' });
    expect(
      within(screen.getByLabelText('Provider'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Evolution');
    expect(screen.getByLabelText('Provider')).toHaveValue('Evolution');
  });

  it('refuses demo sessions without asking the API', () => {
    const testHost = createTestHost({ session: { isDemo: true } });
    open('/live-casino-bets', testHost);
    expect(screen.getByTestId(REPORT_TEST_IDS.casinoBets)).toHaveTextContent(DEMO_REFUSAL);
    expect(screen.queryByTestId(REPORT_TEST_IDS.filters)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(testHost.server.requests).toHaveLength(0);
  });
});

describe('Live Casino Bets: CSV export', () => {
  it('saves every page of the current filters, amounts as numbers and text guarded', async () => {
    const downloads = catchCsvDownloads();
    try {
      const view = open(
        '/live-casino-bets?from=2026-03-01&to=2026-03-05&provider=Spribe',
        createTestHost(),
        servePages(230),
      );
      await screen.findByTestId(reportRowTestId('bet-1'));
      await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));

      const exportCalls = betCalls(view).slice(1);
      expect(exportCalls.map((r) => [r.query.get('page'), r.query.get('limit')])).toEqual([
        ['1', '100'],
        ['2', '100'],
        ['3', '100'],
      ]);
      for (const call of exportCalls) {
        expect(call.query.get('providerName')).toBe('eqSpribe');
        expect(call.query.get('createdAt')).toBe(between({ from: '2026-03-01', to: '2026-03-05' }));
      }
      expect(downloads.files[0]?.name).toBe('live-casino-bets_2026-03-01_2026-03-05.csv');
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Date,Settled,Game,Provider,Sub-provider,Round ID,Bet ID,Stake,Payout,P/L,Status');
      // Header, 230 rounds and the final line end.
      expect(lines).toHaveLength(232);
      const b1 = bet(1);
      expect(lines[1]).toBe(
        `${formatDateTime(b1.createdAt)},${formatDateTime(b1.settledAt)},Game 1,Spribe,Spribe Originals,R-1001,bet-1,100,150,50,WIN`,
      );
      expect(lines[3]).toContain(`,"'=Crash, ""X""",`);
      expect(lines[230]).toContain(',bet-230,');
    } finally {
      downloads.restore();
    }
  });
});

describe('casinoBetQuery', () => {
  it('builds the shared call query from the filters', () => {
    const range = { from: '2026-03-01', to: '2026-03-02' };
    const { start, end } = localDayBounds(range);
    expect(casinoBetQuery(defaultCasinoBetFilters(range), 3, 15)).toEqual({
      page: 3,
      limit: 15,
      from: start,
      to: end,
      sort: 'createdAt:DESC',
    });
    expect(
      casinoBetQuery({ ...defaultCasinoBetFilters(range), provider: 'Evolution', q: 'roul', sort: 'oldest' }, 1, 100),
    ).toEqual({
      page: 1,
      limit: 100,
      from: start,
      to: end,
      sort: 'createdAt:ASC',
      providerName: 'Evolution',
      searchBy: 'gameName',
      keyword: 'roul',
    });
  });

  it('names the provider and sub-provider once each', () => {
    expect(providerText({ providerName: 'Evolution', subProviderName: 'Ezugi' })).toBe('Evolution · Ezugi');
    expect(providerText({ providerName: 'Evolution', subProviderName: 'Evolution' })).toBe('Evolution');
    expect(providerText({ providerName: 'Evolution', subProviderName: '' })).toBe('Evolution');
  });
});
