import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashOutRequest } from '@backlay/shared/api';
import { ok } from '@backlay/shared/testing';
import { cricketSnapshot, matchState, withBestBack, withStatus } from '../../test/builders.js';
import { placedBet } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';

const BALANCE = { currentBalance: 9_000, exposure: 0, profitLoss: 0, totalBalance: 9_000, creditReference: 10_000 };
// Back Team A 1,000 at 3.00: A +2,000, B −1,000. On offer: A lay 2.52, B back 1.66.
const BACK_A = placedBet({ id: 'b1', betId: 'mo', selectionId: 1, betType: 'BACK', odds: 3, stake: 1000 });

const odds = () => screen.getByRole('region', { name: 'Match Odds' });
const loaded = () => screen.findByRole('region', { name: 'Match Odds' });

describe('cash out', () => {
  it('shows the live quote for the bets on a market: backing B 1,807.23 at 1.66 leaves +192.77 on both', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ bets: [BACK_A] });
    await loaded();
    server.on(
      'POST',
      '/bet/cashOut',
      ok({ bet: placedBet({ id: 'b2', betType: 'BACK', selectionId: 2 }), balance: BALANCE }),
    );
    // Laying A (1,190.48 at 2.52) would leave 190.47; backing B leaves more.
    const open = await within(odds()).findByRole('button', { name: 'Cash out +192.77' });
    await user.click(open);
    const panel = within(odds()).getByRole('group', { name: 'Cash out' });
    expect(within(panel).getByTestId('cash-out-bet')).toHaveTextContent('Back Team B 1,807.23 at 1.66');
    expect(within(panel).getByTestId('cash-out-after')).toHaveTextContent('Team A+192.77Team B+192.77');

    await user.click(within(panel).getByRole('button', { name: 'Cash out for +192.77' }));
    await waitFor(() => expect(server.calls('POST', '/bet/cashOut')).toHaveLength(1));
    const body = server.calls('POST', '/bet/cashOut')[0]?.body as CashOutRequest;
    expect(body).toMatchObject({
      matchId: '1001',
      marketId: 'mo',
      percent: 100,
      selectionId: 2,
      betType: 'BACK',
      odds: 1.66,
      stake: 1807.23,
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('a part: half hedges half the difference (back B 903.61) and leaves the rest of the position', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ bets: [BACK_A] });
    await loaded();
    server.on('POST', '/bet/cashOut', ok({ bet: placedBet({ id: 'b2' }), balance: BALANCE }));
    await user.click(await within(odds()).findByRole('button', { name: /^Cash out / }));
    const panel = within(odds()).getByRole('group', { name: 'Cash out' });
    await user.click(within(panel).getByRole('radio', { name: '50 %' }));
    expect(within(panel).getByRole('radio', { name: '50 %' })).toHaveAttribute('aria-checked', 'true');
    expect(within(panel).getByTestId('cash-out-bet')).toHaveTextContent('Back Team B 903.61 at 1.66');
    // A: 2,000 − 903.61; B: −1,000 + round(903.61 × 0.66).
    expect(within(panel).getByTestId('cash-out-after')).toHaveTextContent('Team A+1,096.39Team B−403.62');
    await user.click(within(panel).getByRole('button', { name: 'Cash out 50 %' }));
    await waitFor(() => expect(server.calls('POST', '/bet/cashOut')).toHaveLength(1));
    expect(server.calls('POST', '/bet/cashOut')[0]?.body).toMatchObject({ percent: 50, stake: 903.61 });
  });

  it('follows the prices, is not offered while the market is suspended, and shows a refusal', async () => {
    const user = userEvent.setup();
    const { bus, server } = openMatchPage({ bets: [BACK_A] });
    await loaded();
    await within(odds()).findByRole('button', { name: 'Cash out +192.77' });
    // B's back price drifts to 1.70: 3,000 / 1.70 = 1,764.71 → A +235.29, B +235.30.
    let state = withBestBack(matchState(cricketSnapshot(), { seq: 4 }), 'mo', 2, 1.7);
    act(() => bus.match('1001').next(state));
    const open = await within(odds()).findByRole('button', { name: 'Cash out +235.29' });

    await user.click(open);
    server.on('POST', '/bet/cashOut', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'QUOTE_CHANGED',
        message: 'The cash-out quote has changed: back 1800.00 at 1.66.',
      },
    });
    const panel = within(odds()).getByRole('group', { name: 'Cash out' });
    await user.click(within(panel).getByRole('button', { name: 'Cash out for +235.29' }));
    expect(await within(panel).findByTestId('cash-out-refusal')).toHaveTextContent(
      'The cash-out quote has changed: back 1800.00 at 1.66.',
    );

    state = withStatus(state, 'mo', 'SUSPENDED');
    act(() => bus.match('1001').next(state));
    expect(await within(odds()).findByText('Not offered while the market is suspended.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cash out for +235.29' })).toBeDisabled();
  });

  it('is not shown without bets on the market, nor on a session', async () => {
    openMatchPage({
      bets: [placedBet({ betId: 's1', kind: 'session', marketType: 'session', betType: 'YES', odds: 52, rate: 100 })],
    });
    await loaded();
    await within(odds()).findByRole('button', { name: 'Back Team A 2.5 1.2k' });
    expect(screen.queryByTestId('cash-out')).not.toBeInTheDocument();
  });
});
