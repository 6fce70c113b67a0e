import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitLossReport } from '@backlay/shared/api';
import { fail, ok, type FakeReply } from '@backlay/shared/testing';
import { REPORT_TEST_IDS, reportRowTestId, sportRowTestId } from '../../testIds.js';
import { paged, placedBet, plMarket, plReport } from '../../test/builders.js';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { LocationProbe } from '../../test/LocationProbe.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { lastDays } from '../../ui/index.js';
import { ProfitLossPage } from './ProfitLossPage.js';

const PATH = '/report/profitLoss';
const MARKETS = [
  plMarket({
    marketId: '1.1001',
    eventName: 'India v Australia',
    marketName: 'Match Odds',
    bets: 2,
    stake: 300,
    profitLoss: 150,
    commission: 1.5,
    settledAt: '2026-10-10T12:00:00.000Z',
  }),
  plMarket({
    marketId: 'fancy-6',
    eventName: 'India v Australia',
    marketName: '6 over runs IND',
    marketType: 'session',
    bets: 1,
    stake: 100,
    profitLoss: -100,
    settledAt: '2026-10-10T09:00:00.000Z',
  }),
  plMarket({
    eventType: 'football',
    marketId: '1.2002',
    eventName: 'Harbour FC v Northside',
    marketName: 'Match Odds',
    bets: 1,
    stake: 50,
    profitLoss: 0,
    settledAt: '2026-10-09T20:00:00.000Z',
  }),
];

function setup(
  path = '/profit-loss?from=2026-10-01&to=2026-10-15',
  reply: FakeReply | ((sport: string | null) => FakeReply) = ok(plReport(MARKETS)),
) {
  const testHost = createTestHost();
  testHost.server.on('GET', PATH, (req) => (typeof reply === 'function' ? reply(req.query.get('eventType')) : reply));
  const view = renderWithHost(
    <>
      <ProfitLossPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('Profit & Loss', () => {
  it('asks for the last 7 days by default, all sports', async () => {
    const view = setup('/profit-loss');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    const query = view.server.calls('GET', PATH)[0]?.query;
    // The tests run in India (UTC+05:30): the report's days are the player's local days.
    expect(Object.fromEntries(query ?? [])).toEqual({ ...lastDays(), utcOffset: '330' });
  });

  it('sends the days and the sport, and keeps them in the URL', async () => {
    const view = setup('/profit-loss?from=2026-10-01&to=2026-10-15&sport=cricket');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    expect(Object.fromEntries(view.server.calls('GET', PATH)[0]?.query ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-10-15',
      eventType: 'cricket',
      utcOffset: '330',
    });
    expect(screen.getByLabelText('Sport')).toHaveValue('cricket');

    await view.user.selectOptions(screen.getByLabelText('Sport'), 'Live Casino');
    await waitFor(() => expect(view.server.calls('GET', PATH).at(-1)?.query.get('eventType')).toBe('casino'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profit-loss?from=2026-10-01&to=2026-10-15&sport=casino');

    await view.user.selectOptions(screen.getByLabelText('Sport'), 'All');
    await waitFor(() => expect(view.server.calls('GET', PATH).at(-1)?.query.has('eventType')).toBe(false));
  });

  it('shows the totals, a by-sport summary with its total, then the markets, P/L signed and coloured', async () => {
    setup();
    await screen.findByTestId(REPORT_TEST_IDS.rows);

    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(totals).toHaveTextContent('Markets3');
    expect(totals).toHaveTextContent('Bets4');
    expect(totals).toHaveTextContent('Stake450.00');
    expect(totals).toHaveTextContent('P/L+50.00');
    expect(totals).toHaveTextContent('Commission1.50');
    expect(totals).toHaveTextContent('Net+48.50');

    const sports = screen.getByRole('table', { name: 'Profit & loss by sport' });
    expect(
      within(sports)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sport', 'Markets', 'Bets', 'Stake', 'P/L', 'Commission', 'Net']);
    expect(
      within(screen.getByTestId(sportRowTestId('cricket')))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cricket', '2', '3', '400.00', '+50.00', '1.50', '+48.50']);
    expect(
      within(screen.getByTestId(sportRowTestId('football')))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Football', '1', '1', '50.00', '0.00', '0.00', '0.00']);
    expect(within(sports).getAllByRole('row').at(-1)).toHaveTextContent('Total34450.00+50.001.50+48.50');

    const markets = screen.getByRole('table', { name: 'Profit & loss by market' });
    expect(
      within(markets)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Settled', 'Sport', 'Event', 'Market', 'Bets', 'Stake', 'P/L', 'Commission', 'Net', '']);
    // The market that paid commission: 150.00 won, 1.50 taken, 148.50 kept.
    expect(
      within(screen.getByTestId(reportRowTestId('1.1001')))
        .getAllByRole('cell')
        .slice(6, 9)
        .map((c) => c.textContent),
    ).toEqual(['+150.00', '1.50', '+148.50']);
    // A loss pays no commission: P/L and Net are the same, both signed and coloured down.
    const losses = within(screen.getByTestId(reportRowTestId('fancy-6'))).getAllByText('\u2212100.00');
    expect(losses).toHaveLength(2);
    for (const loss of losses) expect(loss).toHaveAttribute('data-tone', 'down');
    expect(within(screen.getByTestId(reportRowTestId('1.1001'))).getByText('+150.00')).toHaveAttribute(
      'data-tone',
      'up',
    );
    expect(within(screen.getByTestId(reportRowTestId('1.1001'))).getAllByRole('cell')[0]).toHaveTextContent(
      '10/10/2026 17:30:00',
    );
  });

  it('opens the settled bets of a market', async () => {
    const view = setup();
    view.server.on(
      'GET',
      '/bet/placed',
      ok(
        paged([
          placedBet({
            id: 's1',
            betId: 'fancy-6',
            marketName: '6 over runs IND',
            teamName: '6 over runs IND',
            betType: 'YES',
            odds: 45,
            rate: 100,
            stake: 100,
            result: 'LOSS',
            profitLoss: -100,
          }),
        ]),
      ),
    );
    const row = await screen.findByTestId(reportRowTestId('fancy-6'));
    await view.user.click(within(row).getByRole('button', { name: 'View bets: India v Australia · 6 over runs IND' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bets: India v Australia · 6 over runs IND' });
    const bet = await within(dialog).findByTestId('report-bet-s1');
    expect(
      within(bet)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['6 over runs IND', 'Yes', '45 (100)', '100.00', 'Lost', '\u2212100.00']);
    const query = view.server.calls('GET', '/bet/placed')[0]?.query;
    expect(query?.get('betId')).toBe('eqfancy-6');
    expect(query?.get('result')).toBe('inArr["WIN","LOSS","TIE"]');
  });

  it('pages the markets 15 at a time and exports all of them', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      plMarket({ marketId: `m${i + 1}`, marketName: `Market ${i + 1}`, profitLoss: i === 0 ? -5 : 10 }),
    );
    const view = setup('/profit-loss?from=2026-10-01&to=2026-10-15', ok(plReport(many)));
    const downloads = catchCsvDownloads();
    try {
      const body = await screen.findByTestId(REPORT_TEST_IDS.rows);
      expect(within(body).getAllByRole('row')).toHaveLength(15);
      await view.user.click(
        within(screen.getByRole('navigation', { name: 'Market pages' })).getByRole('button', { name: 'Next' }),
      );
      expect(await screen.findByTestId(reportRowTestId('m20'))).toBeInTheDocument();
      expect(within(screen.getByTestId(REPORT_TEST_IDS.rows)).getAllByRole('row')).toHaveLength(5);
      expect(screen.getByTestId('location')).toHaveTextContent('page=2');
      // The report came whole: paging does not ask again.
      expect(view.server.calls('GET', PATH)).toHaveLength(1);

      await view.user.click(screen.getByTestId(REPORT_TEST_IDS.export));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.name).toBe('profit-loss_2026-10-01_2026-10-15_all.csv');
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Settled,Sport,Event,Market,Bets,Stake,P/L,Commission,Net,Market id');
      expect(lines[1]).toBe('10/10/2026 17:30:00,Cricket,India v Australia,Market 1,2,300,-5,0,-5,m1');
      expect(lines.filter((l) => l !== '')).toHaveLength(21);
    } finally {
      downloads.restore();
    }
  });

  it('says when nothing was settled', async () => {
    const empty: ProfitLossReport = plReport([]);
    setup('/profit-loss?from=2026-10-01&to=2026-10-15', ok(empty));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('No settled bets for these dates.');
    expect(screen.getByTestId(REPORT_TEST_IDS.export)).toBeDisabled();
  });

  it("shows the server's message when the report is refused", async () => {
    const view = setup(
      '/profit-loss?from=2026-10-01&to=2026-10-15',
      fail(400, 'A report covers at most 366 days; this range has 400.'),
    );
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('A report covers at most 366 days; this range has 400.');
    expect(view.httpToast).toHaveBeenCalledWith('A report covers at most 366 days; this range has 400.', 'error', 1500);
    view.server.on('GET', PATH, ok(plReport(MARKETS)));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(REPORT_TEST_IDS.rows)).toBeInTheDocument();
  });
});
