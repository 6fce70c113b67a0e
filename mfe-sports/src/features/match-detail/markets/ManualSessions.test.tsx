import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceBetRequest } from '@backlay/shared/api';
import type { Market, MatchSnapshot } from '@backlay/shared/sports';
import { ok } from '@backlay/shared/testing';
import { cricketSnapshot, market, matchState, runner } from '../../../test/builders.js';
import { placedBet, position } from '../../../test/betting.js';
import { openMatchPage } from '../../../test/matchPage.js';

const BALANCE = { currentBalance: 9_800, exposure: 200, profitLoss: 0, totalBalance: 10_000, creditReference: 0 };

/** A manual session as the API sends it: a run-line session market with one runner. */
function manual(id: number, name: string, no: [number, number], yes: [number, number], over: Partial<Market> = {}) {
  return market({
    id: `manual:${id}`,
    type: 'session',
    name,
    gtype: 'fancy',
    priceKind: 'line',
    minBet: 10,
    maxBet: 5_000,
    sno: 1000 + id,
    runners: [runner(id, name, [yes], [no])],
    ...over,
  });
}

function withManual(sessions: Market[], snapshot: MatchSnapshot = cricketSnapshot()): MatchSnapshot {
  return { ...snapshot, sessionBettings: sessions };
}

const section = () => screen.getByRole('region', { name: 'Manual Session' });
const cells = (row: HTMLElement) => [...row.querySelectorAll('.bl-cell')];

describe('manual sessions on the match page', () => {
  it('shows them under their own heading right after the feed’s sessions, NO before YES, line big and rate small', async () => {
    openMatchPage({ snapshot: withManual([manual(1, '15 over runs', [118, 100], [120, 90])]) });
    expect(await screen.findByRole('heading', { name: 'Manual Session' })).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.indexOf('Manual Session')).toBe(regions.indexOf('Session') + 1);
    const row = within(section()).getByTestId('fancy-manual:1');
    expect(within(row).getByText('15 over runs')).toBeInTheDocument();
    expect(within(row).getByText('Min: 10 Max: 5K')).toBeInTheDocument();
    const [no, yes] = cells(row);
    expect(no).toHaveClass('bl-lay');
    expect(yes).toHaveClass('bl-back');
    expect(no?.querySelector('.bl-cell__price')).toHaveTextContent('118');
    expect(no?.querySelector('.bl-cell__size')).toHaveTextContent('100');
    expect(yes?.querySelector('.bl-cell__price')).toHaveTextContent('120');
    expect(yes?.querySelector('.bl-cell__size')).toHaveTextContent('90');
  });

  it('has no heading while none is open', async () => {
    openMatchPage();
    expect(await screen.findByRole('heading', { name: 'Cricket Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manual Session' })).not.toBeInTheDocument();
  });

  it('takes a bet through the session slip: NO with the line and its rate', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ snapshot: withManual([manual(1, '15 over runs', [118, 100], [120, 90])]) });
    server.on('POST', '/bet/session', (req) => {
      const body = req.body as PlaceBetRequest;
      return ok({
        bet: placedBet({
          kind: 'session',
          betId: 'manual:1',
          marketType: 'session',
          betType: 'NO',
          teamName: '15 over runs',
          odds: body.odds,
          rate: 100,
          stake: body.stake,
        }),
        balance: BALANCE,
      });
    });
    const row = await screen.findByTestId('fancy-manual:1');
    await user.click(cells(row)[0]!);
    const form = within(row).getByTestId('bet-slip');
    expect(within(form).getByTestId('slip-price')).toHaveTextContent('118');
    expect(within(form).getByTestId('slip-rate')).toHaveTextContent('100');
    await user.type(within(form).getByLabelText('Stake'), '200');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/session')).toHaveLength(1));
    expect(server.calls('POST', '/bet/session')[0]?.body).toMatchObject({
      matchId: '1001',
      betId: 'manual:1',
      selectionId: 1,
      betType: 'NO',
      odds: 118,
      ratePercent: 100,
      stake: 200,
    });
  });

  it('offers the book where the player holds bets on it', async () => {
    openMatchPage({
      snapshot: withManual([manual(1, '15 over runs', [118, 100], [120, 90])]),
      positions: [position({ betId: 'manual:1', marketType: 'session', exposure: 200 })],
    });
    const row = await screen.findByTestId('fancy-manual:1');
    expect(await within(row).findByRole('button', { name: 'Book: 15 over runs' })).toBeInTheDocument();
  });

  it('follows the bus: a new rate in place, a suspension covers the row, a closed session leaves', async () => {
    const { bus } = openMatchPage({ snapshot: withManual([manual(1, '15 over runs', [118, 100], [120, 90])]) });
    const row = await screen.findByTestId('fancy-manual:1');
    const push = (sessions: Market[]) =>
      act(() => bus.match('1001').next(matchState(withManual(sessions), { seq: 4 })));

    push([manual(1, '15 over runs', [121, 100], [123, 100]), manual(2, 'Fall of 2nd wkt', [60, 100], [62, 100])]);
    await waitFor(() => expect(cells(row)[1]?.querySelector('.bl-cell__price')).toHaveTextContent('123'));
    expect(cells(row)[0]?.querySelector('.bl-cell__price')).toHaveTextContent('121');
    expect(within(section()).getByTestId('fancy-manual:2')).toBeInTheDocument();

    push([manual(1, '15 over runs', [121, 100], [123, 100], { status: 'SUSPENDED' })]);
    await waitFor(() => expect(within(row).getByText('SUSPENDED')).toHaveClass('bl-overlay'));
    expect(screen.queryByTestId('fancy-manual:2')).not.toBeInTheDocument();

    push([]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Manual Session' })).not.toBeInTheDocument());
  });
});
