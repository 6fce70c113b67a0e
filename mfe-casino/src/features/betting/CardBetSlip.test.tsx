import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceBetRequest } from '@backlay/shared/api';
import { fail, ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { cardBet, profileWithCasinoButtons, snapshotOf, suspendRows, tableState } from '../../test/builders.js';
import { TEEN20 } from '../../test/tables.js';
import { openTable } from '../../test/tablePage.js';

const MID = '102260110140000';
const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };
const MINUS = '\u2212';

const slip = (name: string) => screen.getByRole('form', { name: `Bet slip: ${name}` });

async function openSlip(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.click(await screen.findByRole('button', { name: price }));
}

describe('the card bet slip', () => {
  beforeEach(() => localStorage.clear());

  it('opens from a back price with the selection, side, price and round, ready for the stake', async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    await openSlip(user, 'Back Player A 1.98');
    const form = slip('Back Player A');
    expect(form).toHaveAttribute('data-testid', CASINO_TEST_IDS.betSlip);
    expect(form).toHaveAttribute('data-side', 'back');
    expect(within(form).getByTestId('slip-selection')).toHaveTextContent('Player A');
    expect(within(form).getByTestId('slip-price')).toHaveTextContent('1.98');
    expect(within(form).getByText(`Round ${MID}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('Stake')).toHaveFocus();
    expect(within(form).getByText('Min 100 · Max 25,000')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('opens from a lay price on the lay side, and a new price replaces the open slip', async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    await openSlip(user, 'Lay Player B 2.02');
    expect(slip('Lay Player B')).toHaveAttribute('data-side', 'lay');
    expect(within(slip('Lay Player B')).getByTestId('slip-price')).toHaveTextContent('2.02');
    await openSlip(user, 'Back Pair plus A 2');
    expect(screen.getAllByTestId(CASINO_TEST_IDS.betSlip)).toHaveLength(1);
    expect(slip('Back Pair plus A')).toBeInTheDocument();
  });

  it("fills the stake from the profile's casino buttons (not the game ones) and shows profit and liability", async () => {
    const user = userEvent.setup();
    openTable(TEEN20, { profile: profileWithCasinoButtons({ '1k': 1_000, '100': 100, '500': 500 }) });
    await openSlip(user, 'Back Player A 1.98');
    const form = slip('Back Player A');
    const quick = within(form).getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['100', '500', '1k']);
    expect(within(form).queryByRole('button', { name: 'Game 5k' })).not.toBeInTheDocument();
    await user.click(within(quick).getByRole('button', { name: '500' }));
    expect(within(form).getByLabelText('Stake')).toHaveValue('500');
    expect(within(form).getByTestId('slip-profit')).toHaveTextContent('Profit +490.00');
    expect(within(form).getByTestId('slip-liability')).toHaveTextContent(`Liability ${MINUS}500.00`);
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('prices a lay the other way round: it wins the stake and risks the price', async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    await openSlip(user, 'Lay Player A 2.02');
    const form = slip('Lay Player A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    expect(within(form).getByTestId('slip-profit')).toHaveTextContent('Profit +100.00');
    expect(within(form).getByTestId('slip-liability')).toHaveTextContent(`Liability ${MINUS}102.00`);
  });

  it("explains a stake outside the row's limits and will not place it", async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    await openSlip(user, 'Back Pair plus B 2');
    const form = slip('Back Pair plus B');
    await user.type(within(form).getByLabelText('Stake'), '50');
    expect(within(form).getByTestId('stake-error')).toHaveTextContent('The minimum stake is 100.');
    await user.clear(within(form).getByLabelText('Stake'));
    await user.type(within(form).getByLabelText('Stake'), '6000');
    expect(within(form).getByTestId('stake-error')).toHaveTextContent('The maximum stake is 5,000.');
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('places the bet on the round through cardBetting, confirms it and refreshes the open bets', async () => {
    const user = userEvent.setup();
    const { server, toast, tables } = openTable(TEEN20, { profile: profileWithCasinoButtons({ '100': 100 }) });
    const placed = cardBet({ id: 'new1' });
    server.on('POST', '/bet/cardBetting', ok({ bet: placed, balance: BALANCE }));
    await openSlip(user, 'Back Player A 1.98');
    await waitFor(() => expect(server.calls('GET', '/bet/placed')).toHaveLength(1));
    server.on('GET', '/bet/placed', ok({ count: 1, rows: [placed] }));
    await user.click(within(slip('Back Player A')).getByRole('button', { name: '100' }));
    await user.click(within(slip('Back Player A')).getByRole('button', { name: 'Place bet' }));

    const [request] = server.calls('POST', '/bet/cardBetting');
    const { idempotencyKey, ...body } = request?.body as PlaceBetRequest;
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body).toEqual({
      matchId: 'teen20',
      betId: MID,
      selectionId: 1,
      betType: 'BACK',
      odds: 1.98,
      stake: 100,
      acceptBetterOdds: true,
    });
    expect(await screen.findByTestId('bet-placed')).toHaveTextContent('Bet placed: Back Player A');
    expect(toast).toHaveBeenCalledWith('Bet placed: Back Player A, stake 100 at 1.98', 'success');
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', '/bet/placed')).toHaveLength(2));
    expect(server.calls('GET', '/bet/placed')[1]?.query.get('betPlaced.matchId')).toBe('eqteen20');
    expect(within(screen.getByTestId(CASINO_TEST_IDS.myBets)).getByTestId('my-bet-new1')).toHaveTextContent(
      'Player ABack1.98100',
    );

    // The confirmation and the round's bets belong to the round: the next one starts clean.
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: '102260110140100' }, 2))));
    expect(screen.queryByTestId('bet-placed')).not.toBeInTheDocument();
    expect(within(screen.getByTestId(CASINO_TEST_IDS.myBets)).queryByTestId('my-bet-new1')).not.toBeInTheDocument();
  });

  it('sends a lay with its price and the choice not to take better odds', async () => {
    const user = userEvent.setup();
    const { server } = openTable(TEEN20);
    server.on('POST', '/bet/cardBetting', ok({ bet: cardBet({ betType: 'LAY', odds: 2.02 }), balance: BALANCE }));
    await openSlip(user, 'Lay Player B 2.02');
    const form = slip('Lay Player B');
    await user.type(within(form).getByLabelText('Stake'), '250');
    await user.click(within(form).getByRole('checkbox', { name: 'Accept better odds' }));
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/cardBetting')).toHaveLength(1));
    expect(server.calls('POST', '/bet/cardBetting')[0]?.body).toMatchObject({
      selectionId: 3,
      betType: 'LAY',
      odds: 2.02,
      stake: 250,
      acceptBetterOdds: false,
    });
    // Kept under the key the sports slip reads too: one choice per browser.
    expect(localStorage.getItem('backlay.acceptBetterOdds')).toBe('false');
  });

  it('opens with the better-odds choice made on any slip in this browser', async () => {
    const user = userEvent.setup();
    localStorage.setItem('backlay.acceptBetterOdds', 'false');
    openTable(TEEN20);
    await openSlip(user, 'Back Player A 1.98');
    expect(within(slip('Back Player A')).getByRole('checkbox', { name: 'Accept better odds' })).not.toBeChecked();
  });

  it("shows the API's refusal in words and keeps the slip for another try", async () => {
    const user = userEvent.setup();
    const { server } = openTable(TEEN20);
    server.on('POST', '/bet/cardBetting', {
      status: 400,
      body: { statusCode: 400, message: 'Betting has closed on this round.', code: 'MARKET_SUSPENDED' },
    });
    await openSlip(user, 'Back Player A 1.98');
    const form = slip('Back Player A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Betting has closed on this round.');
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('offers the new price when the API says the price moved', async () => {
    const user = userEvent.setup();
    const { server } = openTable(TEEN20);
    server.on('POST', '/bet/cardBetting', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'The price has changed to 1.95.',
        code: 'PRICE_CHANGED',
        current: { odds: 1.95 },
      },
    });
    await openSlip(user, 'Back Player A 1.98');
    const form = slip('Back Player A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await user.click(await within(form).findByRole('button', { name: 'Take 1.95' }));
    expect(within(form).getByTestId('slip-price')).toHaveTextContent('1.95');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    server.on('POST', '/bet/cardBetting', ok({ bet: cardBet({ odds: 1.95 }), balance: BALANCE }));
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/cardBetting')).toHaveLength(2));
    expect(server.calls('POST', '/bet/cardBetting')[1]?.body).toMatchObject({ odds: 1.95 });
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const { server } = openTable(TEEN20);
    server.on('POST', '/bet/cardBetting', fail(503, 'Service unavailable'));
    await openSlip(user, 'Back Player A 1.98');
    const form = slip('Back Player A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    expect(await within(form).findByTestId('slip-refusal')).toHaveTextContent('Service unavailable');
  });

  it('stops placing when its row is suspended while open', async () => {
    const user = userEvent.setup();
    const { tables } = openTable(TEEN20);
    await openSlip(user, 'Back Player A 1.98');
    await user.type(within(slip('Back Player A')).getByLabelText('Stake'), '100');
    act(() => tables.table('teen20').next(tableState(suspendRows(snapshotOf(TEEN20), [1], 2))));
    const form = slip('Back Player A');
    expect(within(form).getByTestId('slip-closed')).toHaveTextContent('Betting is closed on Player A for now.');
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('is cleared when the round changes', async () => {
    const user = userEvent.setup();
    const { tables } = openTable(TEEN20);
    await openSlip(user, 'Back Player A 1.98');
    act(() =>
      tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: '0', phase: 'idle', closesAt: null }, 2))),
    );
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: '102260110140100' }, 3))));
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
  });

  it('closes on Cancel and on Escape, giving focus back to the price', async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    await openSlip(user, 'Back Player A 1.98');
    await user.click(within(slip('Back Player A')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Player A 1.98' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(slip('Back Player A')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
  });
});
