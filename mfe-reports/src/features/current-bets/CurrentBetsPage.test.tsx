import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { REPORT_TEST_IDS, reportRowTestId } from '../../testIds.js';
import { paged, placedBet } from '../../test/builders.js';
import { catchCsvDownloads } from '../../test/csvDownloads.js';
import { LocationProbe } from '../../test/LocationProbe.js';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { CurrentBetsPage } from './CurrentBetsPage.js';

const OPEN = [
  placedBet({ id: 'o1', betType: 'BACK', odds: 2.5, stake: 100, lossAmount: 100 }),
  placedBet({
    id: 'o2',
    betType: 'LAY',
    odds: 3,
    stake: 50,
    lossAmount: 100,
    result: 'UNDECLARE',
    teamName: 'Australia',
  }),
];

function setup(path: string, answer: (req: FakeRequest) => ReturnType<typeof ok> = () => ok(paged(OPEN))) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/bet', answer);
  const view = renderWithHost(
    <>
      <CurrentBetsPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}
const lastQuery = (host: TestHost) => host.server.calls('GET', '/bet').at(-1)?.query;

describe('Current Bet', () => {
  it("asks for the player's open bets, matched, 10 a page", async () => {
    const view = setup('/unsettled-bet');
    expect(screen.getByRole('heading', { level: 1, name: 'Current Bet' })).toBeInTheDocument();
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    expect(Object.fromEntries(lastQuery(view) ?? [])).toEqual({
      page: '1',
      limit: '10',
      status: 'MATCHED',
      result: 'inArr["PENDING","UNDECLARE"]',
    });
    expect(screen.getByTestId(REPORT_TEST_IDS.currentBets)).toBeInTheDocument();
  });

  it('shows stake and liability per bet, and their totals', async () => {
    setup('/unsettled-bet');
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    const table = screen.getByRole('table', { name: 'Open bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Placed', 'Sport', 'Event', 'Selection', 'Side', 'Odds', 'Stake', 'Liability', 'Result']);
    expect(
      within(screen.getByTestId(reportRowTestId('o2')))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3),
    ).toEqual(['Australia', 'Lay', '3', '50.00', '100.00', 'Undeclared']);
    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(totals).toHaveTextContent('Stake (this page)150.00');
    expect(totals).toHaveTextContent('Liability (this page)200.00');
  });

  it('filters by type and by Matched / Deleted, showing delete reasons', async () => {
    const view = setup('/unsettled-bet', (req) =>
      req.query.get('status') === 'DELETED'
        ? ok(paged([placedBet({ id: 'd1', deleteReason: 'Void: wrong price' })]))
        : ok(paged(OPEN)),
    );
    await screen.findByTestId(REPORT_TEST_IDS.rows);
    await view.user.selectOptions(screen.getByLabelText('Type'), 'Football');
    await waitFor(() => expect(lastQuery(view)?.get('betPlaced.eventType')).toBe('eqfootball'));

    await view.user.selectOptions(screen.getByLabelText('Status'), 'Deleted (void)');
    const row = await screen.findByTestId(reportRowTestId('d1'));
    expect(Object.fromEntries(lastQuery(view) ?? [])).toEqual({
      page: '1',
      limit: '10',
      status: 'DELETED',
      'betPlaced.eventType': 'eqfootball',
      result: 'inArr["PENDING","UNDECLARE"]',
    });
    expect(screen.getByRole('table', { name: 'Deleted open bets' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Void: wrong price');
    expect(screen.getByTestId('location')).toHaveTextContent('/unsettled-bet?sport=football&status=DELETED');

    await view.user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByTestId(reportRowTestId('o1'));
    expect(lastQuery(view)?.get('status')).toBe('MATCHED');
  });

  it('pages 10 at a time and exports all open bets', async () => {
    const all = Array.from({ length: 25 }, (_, i) => placedBet({ id: `b${i}` }));
    const view = setup('/unsettled-bet', (req) => {
      const page = Number(req.query.get('page'));
      const limit = Number(req.query.get('limit'));
      return ok(paged(all.slice((page - 1) * limit, page * limit), all.length));
    });
    const downloads = catchCsvDownloads();
    try {
      const pager = await screen.findByRole('navigation', { name: 'Current bet pages' });
      expect(pager).toHaveTextContent('Page 1 of 3');
      await view.user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await screen.findByTestId(reportRowTestId('b10'))).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/unsettled-bet?page=2');

      await view.user.click(screen.getByTestId(REPORT_TEST_IDS.export));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const lines = (await downloads.text()).split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toBe('Placed,Sport,Event,Market,Selection,Side,Odds,Rate,Stake,Liability,Result,Bet id');
      expect(lines).toHaveLength(26);
      expect(view.server.calls('GET', '/bet').filter((r) => r.query.get('limit') === '100')).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });

  it('says when there are no open bets', async () => {
    setup('/unsettled-bet', () => ok(paged([], 0)));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('You have no open bets.');
    expect(screen.getByTestId(REPORT_TEST_IDS.export)).toBeDisabled();
  });

  it("shows the server's message and retries", async () => {
    const view = setup('/unsettled-bet', () => fail(500, 'Database unavailable'));
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('Database unavailable');
    view.server.on('GET', '/bet', ok(paged(OPEN)));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(REPORT_TEST_IDS.rows)).toBeInTheDocument();
  });
});
