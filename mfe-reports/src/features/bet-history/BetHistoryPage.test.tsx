import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { REPORT_TEST_IDS, reportRowTestId } from '../../testIds.js';
import { paged, placedBet } from '../../test/builders.js';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { LocationProbe } from '../../test/LocationProbe.js';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { lastDays, localDayBounds } from '../../ui/index.js';
import { BetHistoryPage } from './BetHistoryPage.js';

const OCTOBER_1_TO_15 = 'between2026-09-30T18:30:00.000Z|2026-10-15T18:29:59.999Z';
const SETTLED = [
  placedBet({ id: 'w1', result: 'WIN', profitLoss: 150, settledAt: '2026-10-10T12:00:00.000Z' }),
  placedBet({
    id: 'l1',
    eventType: 'card',
    eventName: '20-20 Teenpatti',
    marketName: 'Round 26101',
    teamName: 'Player B',
    result: 'LOSS',
    profitLoss: -50,
    stake: 50,
    settledAt: '2026-10-09T12:00:00.000Z',
  }),
  placedBet({
    id: 't1',
    eventType: 'tennis',
    eventName: 'Sinner v Alcaraz',
    teamName: 'Sinner',
    betType: 'LAY',
    result: 'TIE',
    profitLoss: 0,
    stake: 20,
    settledAt: '2026-10-08T12:00:00.000Z',
  }),
];

function setup(path: string, answer: (req: FakeRequest) => ReturnType<typeof ok> = () => ok(paged(SETTLED))) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/bet', answer);
  const view = renderWithHost(
    <>
      <BetHistoryPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}
const lastQuery = (host: TestHost) => host.server.calls('GET', '/bet').at(-1)?.query;

describe('Bet History', () => {
  it('asks for settled bets of the last 7 days by settlement time, 15 a page', async () => {
    const view = setup('/bet-history');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    const { start, end } = localDayBounds(lastDays());
    expect(Object.fromEntries(lastQuery(view) ?? [])).toEqual({
      page: '1',
      limit: '15',
      status: 'MATCHED',
      sort: 'betPlaced.settledAt:DESC',
      result: 'inArr["WIN","LOSS","TIE"]',
      settledAt: `between${start}|${end}`,
    });
  });

  it('filters by sport (Casino is the card tables, Live Casino the provider rounds) and shows results with signed P/L', async () => {
    const view = setup('/bet-history?from=2026-10-01&to=2026-10-15&sport=card');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    expect(lastQuery(view)?.get('betPlaced.eventType')).toBe('eqcard');
    expect(lastQuery(view)?.get('settledAt')).toBe(OCTOBER_1_TO_15);
    expect(screen.getByLabelText('Sport')).toHaveDisplayValue('Casino');

    await view.user.selectOptions(screen.getByLabelText('Sport'), 'Live Casino');
    await waitFor(() => expect(lastQuery(view)?.get('betPlaced.eventType')).toBe('eqcasino'));
    expect(screen.getByTestId('location')).toHaveTextContent('/bet-history?from=2026-10-01&to=2026-10-15&sport=casino');
    await screen.findByTestId(REPORT_TEST_IDS.rows);

    const table = screen.getByRole('table', { name: 'Settled bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Settled', 'Sport', 'Event', 'Selection', 'Side', 'Odds', 'Stake', 'Result', 'P/L']);
    expect(
      within(screen.getByTestId(reportRowTestId('l1')))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '09/10/2026 17:30:00',
      'Casino',
      '20-20 TeenpattiRound 26101',
      'Player B',
      'Back',
      '2.5',
      '50.00',
      'Lost',
      '\u221250.00',
    ]);
    expect(within(screen.getByTestId(reportRowTestId('t1'))).getByText('Void')).toBeInTheDocument();
    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(totals).toHaveTextContent('Stake (this page)170.00');
    expect(totals).toHaveTextContent('P/L (this page)+100.00');
  });

  it('lists deleted bets with their reasons, by the day they were placed', async () => {
    const view = setup('/bet-history?from=2026-10-01&to=2026-10-15', (req) =>
      req.query.get('status') === 'DELETED'
        ? ok(paged([placedBet({ id: 'd1', deleteReason: 'Bet placed after the result', result: 'PENDING' })]))
        : ok(paged(SETTLED)),
    );
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Deleted');
    const row = await screen.findByTestId(reportRowTestId('d1'));
    expect(Object.fromEntries(lastQuery(view) ?? [])).toEqual({
      page: '1',
      limit: '15',
      status: 'DELETED',
      sort: 'betPlaced.createdAt:DESC',
      createdAt: OCTOBER_1_TO_15,
    });
    expect(screen.getByRole('table', { name: 'Deleted bets' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Bet placed after the result');
    expect(screen.getByTestId('location')).toHaveTextContent('status=DELETED');
  });

  it('pages 15 at a time', async () => {
    const view = setup('/bet-history?from=2026-10-01&to=2026-10-15&page=2', (req) =>
      ok(paged([placedBet({ id: `p${req.query.get('page') ?? ''}`, result: 'WIN', profitLoss: 1 })], 31)),
    );
    expect(await screen.findByTestId(reportRowTestId('p2'))).toBeInTheDocument();
    expect(lastQuery(view)?.get('page')).toBe('2');
    const pager = screen.getByTestId(REPORT_TEST_IDS.pager);
    expect(pager).toHaveTextContent('Page 2 of 3');
    await view.user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId(reportRowTestId('p3'))).toBeInTheDocument();
    expect(within(screen.getByTestId(REPORT_TEST_IDS.pager)).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('exports every page of the filter', async () => {
    const all = Array.from({ length: 120 }, (_, i) =>
      placedBet({ id: `b${i}`, result: 'WIN', profitLoss: 10, settledAt: '2026-10-10T12:00:00.000Z' }),
    );
    const view = setup('/bet-history?from=2026-10-01&to=2026-10-15&sport=cricket', (req) => {
      const page = Number(req.query.get('page'));
      const limit = Number(req.query.get('limit'));
      return ok(paged(all.slice((page - 1) * limit, page * limit), all.length));
    });
    const downloads = catchCsvDownloads();
    try {
      await screen.findByTestId(REPORT_TEST_IDS.rows);
      await view.user.click(screen.getByTestId(REPORT_TEST_IDS.export));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const exports = view.server.calls('GET', '/bet').filter((r) => r.query.get('limit') === '100');
      expect(
        exports.map((r) => [r.query.get('page'), r.query.get('betPlaced.eventType'), r.query.get('settledAt')]),
      ).toEqual([
        ['1', 'eqcricket', OCTOBER_1_TO_15],
        ['2', 'eqcricket', OCTOBER_1_TO_15],
      ]);
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Settled,Sport,Event,Market,Selection,Side,Odds,Rate,Stake,Result,P/L,Bet id');
      expect(lines[1]).toBe('10/10/2026 17:30:00,Cricket,India v Australia,Match Odds,India,Back,2.5,,100,Won,10,b0');
      expect(lines.filter((l) => l !== '')).toHaveLength(121);
      expect(downloads.files[0]?.name).toBe('bet-history_2026-10-01_2026-10-15_cricket_matched.csv');
    } finally {
      downloads.restore();
    }
  });

  it('says when there are no settled bets', async () => {
    setup('/bet-history?from=2026-10-01&to=2026-10-15', () => ok(paged([], 0)));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('No settled bets for these dates.');
  });

  it("shows the server's message and retries", async () => {
    const view = setup('/bet-history?from=2026-10-01&to=2026-10-15', () =>
      fail(400, 'Filter "settledAt" must be a date.'),
    );
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('Filter "settledAt" must be a date.');
    view.server.on('GET', '/bet', ok(paged(SETTLED)));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(REPORT_TEST_IDS.rows)).toBeInTheDocument();
  });
});
