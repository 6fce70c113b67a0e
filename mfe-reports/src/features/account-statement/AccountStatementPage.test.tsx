import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { REPORT_TEST_IDS, betRowTestId, reportRowTestId } from '../../testIds.js';
import { USER_ID, paged, placedBet, transaction } from '../../test/builders.js';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { LocationProbe } from '../../test/LocationProbe.js';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { lastDays, localDayBounds } from '../../ui/index.js';
import { AccountStatementPage } from './AccountStatementPage.js';

const PATH = `/transaction/get/${USER_ID}`;
const SORT = 'transaction.createdAt:DESC,transaction.uniqueId:DESC';
// Asia/Kolkata (the tests' zone, UTC+05:30): 1 October starts at 18:30 UTC on 30 September.
const OCTOBER_1_TO_15 = 'between2026-09-30T18:30:00.000Z|2026-10-15T18:29:59.999Z';

const ROWS = [
  transaction({
    uniqueId: 12,
    transType: 'win',
    amount: 150,
    closingBalance: 1150,
    description: 'India v Australia · Match Odds · India won',
    reference: 'market:1.1001',
    createdAt: '2026-10-10T12:00:00.000Z',
  }),
  transaction({
    uniqueId: 11,
    transType: 'loss',
    amount: -40.5,
    closingBalance: 1000,
    description: 'Harbour FC v Northside · Match Odds · Harbour FC won',
    reference: 'market:1.2002',
    createdAt: '2026-10-09T12:00:00.000Z',
  }),
  transaction({
    uniqueId: 10,
    transType: 'add',
    amount: 1040.5,
    closingBalance: 1040.5,
    description: 'Deposit',
    reference: null,
    createdAt: '2026-10-08T04:30:00.000Z',
  }),
];

function setup(
  path = '/account-statement',
  answer: (req: FakeRequest) => ReturnType<typeof ok> = () => ok(paged(ROWS)),
) {
  const testHost = createTestHost();
  testHost.server.on('GET', PATH, answer);
  const view = renderWithHost(
    <>
      <AccountStatementPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const calls = (host: TestHost) => host.server.calls('GET', PATH);
const lastCall = (host: TestHost) => calls(host).at(-1);
const location = () => screen.getByTestId('location').textContent;

describe('Account Statement', () => {
  it('asks for the last 7 days of the signed-in player, newest first, 15 a page', async () => {
    const view = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeInTheDocument();
    await screen.findByTestId(REPORT_TEST_IDS.rows);

    const { start, end } = localDayBounds(lastDays());
    const query = lastCall(view)?.query;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('15');
    expect(query?.get('sort')).toBe(SORT);
    expect(query?.get('transaction.createdAt')).toBe(`between${start}|${end}`);
    expect(query?.has('transaction.type')).toBe(false);
    expect(lastCall(view)?.authorization).toBe('Bearer test-token');
    expect(location()).toBe('/account-statement');
  });

  it('shows date, description, type, credit, debit, closing balance and statement number, and page totals', async () => {
    setup('/account-statement?from=2026-10-01&to=2026-10-15');
    const body = await screen.findByTestId(REPORT_TEST_IDS.rows);
    expect(within(body).getAllByRole('row')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Account statement' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Credit', 'Debit', 'Closing balance', 'Statement No']);
    const cells = (id: string) =>
      within(screen.getByTestId(reportRowTestId(id)))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // 12:00 UTC is 17:30 in Kolkata.
    expect(cells('12')).toEqual([
      '10/10/2026 17:30:00',
      'India v Australia · Match Odds · India wonView bets',
      'Win',
      '150.00',
      '—',
      '1,150.00',
      '12',
    ]);
    expect(cells('11')).toEqual([
      '09/10/2026 17:30:00',
      'Harbour FC v Northside · Match Odds · Harbour FC wonView bets',
      'Loss',
      '—',
      '40.50',
      '1,000.00',
      '11',
    ]);
    expect(cells('10')).toEqual(['08/10/2026 10:00:00', 'Deposit', 'Deposit', '1,040.50', '—', '1,040.50', '10']);

    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(totals).toHaveTextContent('Entries3 of 3');
    expect(totals).toHaveTextContent('Credit (this page)1,190.50');
    expect(totals).toHaveTextContent('Debit (this page)40.50');
    expect(screen.queryByTestId(REPORT_TEST_IDS.pager)).not.toBeInTheDocument();
  });

  it('sends the range and the type as the filter string, and keeps them in the URL', async () => {
    const view = setup('/account-statement?from=2026-10-01&to=2026-10-15&type=win');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    expect(lastCall(view)?.query.get('transaction.createdAt')).toBe(OCTOBER_1_TO_15);
    expect(lastCall(view)?.query.get('transaction.type')).toBe('inArr["win"]');
    expect(screen.getByLabelText('Type')).toHaveValue('win');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');

    await view.user.selectOptions(screen.getByLabelText('Type'), 'Credit reference');
    await waitFor(() => expect(lastCall(view)?.query.get('transaction.type')).toBe('inArr["creditReference"]'));
    expect(location()).toBe('/account-statement?from=2026-10-01&to=2026-10-15&type=creditReference');

    await view.user.selectOptions(screen.getByLabelText('Type'), 'All');
    await waitFor(() => expect(lastCall(view)?.query.has('transaction.type')).toBe(false));
    expect(location()).toBe('/account-statement?from=2026-10-01&to=2026-10-15');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Deposit',
      'Withdraw',
      'Win',
      'Loss',
      'Commission',
      'Credit reference',
    ]);
  });

  it('pages through the statement, going back to page 1 when a filter changes, and Back returns', async () => {
    const view = setup('/account-statement?from=2026-10-01&to=2026-10-15', (req) =>
      ok(
        paged(
          ROWS.map((r) => ({ ...r, uniqueId: r.uniqueId + 100 * (Number(req.query.get('page')) - 1) })),
          40,
        ),
      ),
    );
    const pager = await screen.findByRole('navigation', { name: 'Statement pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');

    await view.user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByTestId(reportRowTestId('112'));
    expect(lastCall(view)?.query.get('page')).toBe('2');
    expect(location()).toBe('/account-statement?from=2026-10-01&to=2026-10-15&page=2');
    expect(screen.getByRole('navigation', { name: 'Statement pages' })).toHaveTextContent('Page 2 of 3');

    await view.user.selectOptions(screen.getByLabelText('Type'), 'Withdraw');
    await waitFor(() => expect(lastCall(view)?.query.get('transaction.type')).toBe('inArr["withDraw"]'));
    expect(lastCall(view)?.query.get('page')).toBe('1');
    expect(location()).toBe('/account-statement?from=2026-10-01&to=2026-10-15&type=withDraw');

    await view.user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByTestId(reportRowTestId('112'));
    expect(screen.getByLabelText('Type')).toHaveValue('all');
    expect(lastCall(view)?.query.get('page')).toBe('2');
    expect(lastCall(view)?.query.has('transaction.type')).toBe(false);
  });

  it('opens the bets behind a settled market', async () => {
    const view = setup('/account-statement?from=2026-10-01&to=2026-10-15');
    view.server.on(
      'GET',
      '/bet/placed',
      ok(
        paged([
          placedBet({
            id: 'b1',
            teamName: 'India',
            betType: 'BACK',
            odds: 2.5,
            stake: 100,
            result: 'WIN',
            profitLoss: 150,
            settledAt: '2026-10-10T12:00:00.000Z',
          }),
          placedBet({
            id: 'b2',
            teamName: 'Australia',
            betType: 'LAY',
            odds: 3,
            stake: 50,
            lossAmount: 100,
            result: 'WIN',
            profitLoss: 50,
            settledAt: '2026-10-10T12:00:00.000Z',
          }),
        ]),
      ),
    );
    const row = await screen.findByTestId(reportRowTestId('12'));
    expect(
      within(screen.getByTestId(reportRowTestId('10'))).queryByRole('button', { name: /View bets/ }),
    ).not.toBeInTheDocument();

    await view.user.click(
      within(row).getByRole('button', { name: 'View bets: India v Australia · Match Odds · India won' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Bets: India v Australia · Match Odds · India won');
    await within(dialog).findByTestId(REPORT_TEST_IDS.betRows);
    const request = view.server.calls('GET', '/bet/placed')[0];
    expect(request?.query.get('betId')).toBe('eq1.1001');
    expect(request?.query.has('result')).toBe(false);
    expect(request?.query.get('sort')).toBe('betPlaced.createdAt:DESC');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Placed', 'Selection', 'Side', 'Odds', 'Stake', 'Result', 'P/L']);
    expect(
      within(within(dialog).getByTestId(betRowTestId('b2')))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10/10/2026 13:30:00', 'Australia', 'Lay', '3', '50.00', 'Won', '+50.00']);
    expect(within(dialog).getByTestId('report-bet-totals')).toHaveTextContent('P/L+200.00');

    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports every page of the current filter as CSV, not only the page on screen', async () => {
    const all = Array.from({ length: 230 }, (_, i) =>
      transaction({
        uniqueId: 230 - i,
        transType: i === 0 ? 'loss' : 'add',
        amount: i === 0 ? -25 : 10,
        closingBalance: 1000 - i,
        description: i === 0 ? '=HYPERLINK("x")' : `Deposit ${230 - i}`,
        createdAt: '2026-10-10T12:00:00.000Z',
      }),
    );
    const view = setup('/account-statement?from=2026-10-01&to=2026-10-15&type=add', (req) => {
      const page = Number(req.query.get('page'));
      const limit = Number(req.query.get('limit'));
      return ok(paged(all.slice((page - 1) * limit, page * limit), all.length));
    });
    const downloads = catchCsvDownloads();
    try {
      await screen.findByTestId(REPORT_TEST_IDS.rows);
      expect(screen.getByRole('navigation', { name: 'Statement pages' })).toHaveTextContent('Page 1 of 16');
      await view.user.click(screen.getByTestId(REPORT_TEST_IDS.export));
      await waitFor(() => expect(downloads.files).toHaveLength(1));

      const exportCalls = calls(view).filter((r) => r.query.get('limit') === '100');
      expect(exportCalls.map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
      for (const r of exportCalls) {
        expect(r.query.get('transaction.createdAt')).toBe(OCTOBER_1_TO_15);
        expect(r.query.get('transaction.type')).toBe('inArr["add"]');
        expect(r.query.get('sort')).toBe(SORT);
      }
      expect(downloads.files[0]?.name).toBe('account-statement_2026-10-01_2026-10-15_add.csv');
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Date,Statement No,Description,Type,Credit,Debit,Closing balance,Reference');
      expect(lines[1]).toBe(`10/10/2026 17:30:00,230,"'=HYPERLINK(""x"")",Loss,0,25,1000,`);
      expect(lines[2]).toBe('10/10/2026 17:30:00,229,Deposit 229,Deposit,10,0,999,');
      expect(lines).toHaveLength(232); // header, 230 rows, the final CRLF
      expect(lines[230]).toBe('10/10/2026 17:30:00,1,Deposit 1,Deposit,10,0,771,');
    } finally {
      downloads.restore();
    }
  });

  it('says when there is nothing, and offers no export', async () => {
    setup('/account-statement?from=2026-10-01&to=2026-10-15', () => ok(paged([], 0)));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('No statement entries for these dates.');
    expect(screen.getByTestId(REPORT_TEST_IDS.export)).toBeDisabled();
  });

  it("shows the server's message with a Retry, and the toast the client raises", async () => {
    const view = setup('/account-statement?from=2026-10-01&to=2026-10-15', () => fail(500, 'Database unavailable'));
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('The statement could not be loaded.');
    expect(error).toHaveTextContent('Database unavailable');
    expect(view.httpToast).toHaveBeenCalledWith('Database unavailable', 'error', 1500);

    view.server.on('GET', PATH, ok(paged(ROWS)));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(REPORT_TEST_IDS.rows)).toBeInTheDocument();
    expect(calls(view)).toHaveLength(2);
  });

  it('asks for nothing while the range in the URL is invalid, and says why', async () => {
    const view = setup('/account-statement?from=2026-10-15&to=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The To date must be on or after the From date.');
    expect(screen.getByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent(
      'Choose a valid date range to see the statement.',
    );
    expect(calls(view)).toHaveLength(0);
  });
});
