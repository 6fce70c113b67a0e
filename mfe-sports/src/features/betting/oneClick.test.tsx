import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetSettings, BetSettingsUpdate, PlaceBetRequest, PlaceOrderRequest } from '@backlay/shared/api';
import { fail, ok, type FakeServer } from '@backlay/shared/testing';
import { betOrder, filledOrder, placedBet, profile } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';

const BALANCE = { currentBalance: 9_500, exposure: 500, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };
const BUTTONS = { '1k': 1000, '500': 500, '5k': 5000 };

/** A settings endpoint that keeps what it is sent, as the server does. */
function settingsServer(server: FakeServer, start: BetSettings): { current: () => BetSettings } {
  let current = start;
  server.on('GET', '/user/betSettings', () => ok(current));
  server.on('POST', '/user/betSettings', (request) => {
    current = { ...current, ...(request.body as BetSettingsUpdate) };
    return ok(current, 'Bet settings saved.');
  });
  return { current: () => current };
}

function open(start: BetSettings) {
  let saved: { current: () => BetSettings } | null = null;
  const view = openMatchPage({
    before: ({ server, profile$ }) => {
      profile$.next(profile(BUTTONS));
      saved = settingsServer(server, start);
    },
  });
  if (!saved) throw new Error('no settings server');
  return { ...view, settings: saved as { current: () => BetSettings } };
}

const OFF: BetSettings = { oneClick: false, oneClickStake: null, confirmBets: false };
const ON_500: BetSettings = { oneClick: true, oneClickStake: 500, confirmBets: false };
const bar = () => screen.getByRole('group', { name: 'One-click betting' });
const price = (name: string) => screen.findByRole('button', { name });

describe('one-click betting', () => {
  it('is off at first; turning it on takes the smallest button value, and a stake button changes it', async () => {
    const user = userEvent.setup();
    const { server, settings } = open(OFF);
    const toggle = await screen.findByRole('switch', { name: 'One-click betting' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(bar()).getByTestId('one-click-note')).toHaveTextContent('A price click opens the bet slip.');

    await user.click(toggle);
    expect(server.calls('POST', '/user/betSettings').map((c) => c.body)).toEqual([
      { oneClick: true, oneClickStake: 500 },
    ]);
    const stakes = within(bar()).getByRole('group', { name: 'One-click stake' });
    expect(within(stakes).getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar()).getByTestId('one-click-note')).toHaveTextContent(
      'One-click is on: a price click places a bet of 500 at once.',
    );

    await user.click(within(stakes).getByRole('button', { name: '1k' }));
    await waitFor(() =>
      expect(settings.current()).toEqual({ oneClick: true, oneClickStake: 1000, confirmBets: false }),
    );
    expect(within(stakes).getByRole('button', { name: '1k' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(stakes).getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    await waitFor(() => expect(settings.current().oneClick).toBe(false));
    expect(settings.current().oneClickStake).toBe(1000);
    expect(within(bar()).queryByRole('group', { name: 'One-click stake' })).not.toBeInTheDocument();
  });

  it('a price click places the bet at once: no slip, a toast says what is placed and then the result', async () => {
    const user = userEvent.setup();
    const { server, toast } = open(ON_500);
    // On match odds it is an exchange order, as from the slip.
    server.on('POST', '/bet/order', { hold: true });
    await waitFor(() => expect(within(bar()).getByRole('switch')).toBeChecked());
    const back = await price('Back Team A 2.5 1.2k');
    await user.click(back);
    // A second click on the same price while its bet is on the way is the same bet.
    await user.click(back);

    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
    // It stays up while the bet is held for the in-play delay (5 s here), not the usual 1.5 s.
    expect(toast).toHaveBeenCalledWith('Placing: Back Team A at 2.5, stake 500 (in-play delay 5 s)…', 'info', 6_500);
    const held = server.held('POST', '/bet/order');
    expect(server.calls('POST', '/bet/order')).toHaveLength(1);
    const body = held.request.body as PlaceOrderRequest;
    expect(body).toEqual({
      idempotencyKey: body.idempotencyKey,
      matchId: '1001',
      betId: 'mo',
      selectionId: 1,
      betType: 'BACK',
      odds: 2.5,
      stake: 500,
    });

    const placedBefore = server.calls('GET', '/bet/placed').length;
    await act(async () => {
      held.release(200, { statusCode: 201, data: filledOrder(placedBet({ stake: 500 }), BALANCE) });
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Bet placed: Back Team A, stake 500, matched at 2.5', 'success'),
    );
    await waitFor(() => expect(server.calls('GET', '/bet/placed').length).toBe(placedBefore + 1));

    // Once it is answered the same price places a new bet, with a key of its own.
    server.on('POST', '/bet/order', ok(filledOrder(placedBet({ stake: 500 }), BALANCE)));
    await user.click(back);
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/bet/order').map((c) => c.body as PlaceOrderRequest);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(server.calls('POST', '/bet/matchBetting')).toHaveLength(0);
  });

  it('an order the size on offer cannot take waits unmatched, and the toast says so', async () => {
    const user = userEvent.setup();
    const { server, toast } = open(ON_500);
    const waiting = betOrder({ odds: 2.5, stake: 500, unmatched: 500, matched: 0 });
    server.on('POST', '/bet/order', ok({ order: waiting, bets: [], balance: BALANCE }));
    await waitFor(() => expect(within(bar()).getByRole('switch')).toBeChecked());
    await user.click(await price('Back Team A 2.5 1.2k'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Back Team A: your bet of 500 at 2.5 waits unmatched.', 'success'),
    );
  });

  it('lays, bookmaker rates and session lines go as the slip would send them', async () => {
    const user = userEvent.setup();
    const { server } = open(ON_500);
    server.on('POST', '/bet/order', ok(filledOrder(placedBet({ betType: 'LAY', selectionId: 2 }), BALANCE)));
    server.on('POST', '/bet/matchBetting', ok({ bet: placedBet(), balance: BALANCE }));
    server.on('POST', '/bet/session', ok({ bet: placedBet(), balance: BALANCE }));
    await waitFor(() => expect(within(bar()).getByRole('switch')).toBeChecked());
    await user.click(await price('Lay Team B 1.67 4k'));
    await user.click(await price('Back Team A 48 200k'));
    await user.click(await price('Yes 6 over run TA 52 100'));
    await waitFor(() => expect(server.calls('POST', '/bet/session')).toHaveLength(1));
    await waitFor(() => expect(server.calls('POST', '/bet/matchBetting')).toHaveLength(1));
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(1));
    const lay = server.calls('POST', '/bet/order')[0]?.body as PlaceOrderRequest;
    const bookmaker = server.calls('POST', '/bet/matchBetting')[0]?.body as PlaceBetRequest;
    expect(lay).toMatchObject({ selectionId: 2, betType: 'LAY', odds: 1.67, stake: 500 });
    expect(bookmaker).toMatchObject({ betType: 'BACK', odds: 48, stake: 500 });
    expect(server.calls('POST', '/bet/session')[0]?.body).toMatchObject({
      betType: 'YES',
      odds: 52,
      ratePercent: 100,
      stake: 500,
    });
  });

  it('a refusal is a toast in the server’s words, and nothing opens', async () => {
    const user = userEvent.setup();
    const { server, toast } = open(ON_500);
    server.on('POST', '/bet/order', fail(400, 'Insufficient balance: 300 available, 500 needed.'));
    await waitFor(() => expect(within(bar()).getByRole('switch')).toBeChecked());
    await user.click(await price('Back Team A 2.5 1.2k'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'Not placed: Back Team A at 2.5, stake 500. Insufficient balance: 300 available, 500 needed.',
        'error',
      ),
    );
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
  });

  it('a stake under the market’s minimum is not sent', async () => {
    const user = userEvent.setup();
    const { server, toast } = open({ oneClick: true, oneClickStake: 50, confirmBets: false });
    await waitFor(() => expect(within(bar()).getByRole('switch')).toBeChecked());
    await user.click(await price('Back Team A 2.5 1.2k'));
    expect(toast).toHaveBeenCalledWith(
      expect.stringMatching(/^One-click bet not placed \(Back Team A at 2.5, stake 50\): /),
      'error',
    );
    expect(server.calls('POST', '/bet/order')).toHaveLength(0);
  });

  it('a setting the server refuses goes back as it was, with a message', async () => {
    const user = userEvent.setup();
    const { server, toast } = open(OFF);
    server.on('POST', '/user/betSettings', fail(400, 'Choose a one-click stake before turning one-click betting on.'));
    const toggle = await screen.findByRole('switch', { name: 'One-click betting' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Choose a one-click stake before turning one-click betting on.', 'error'),
    );
    expect(toggle).not.toBeChecked();
    // Still the slip.
    await user.click(await price('Back Team A 2.5 1.2k'));
    expect(screen.getByTestId('bet-slip')).toBeInTheDocument();
  });
});

// The slip places match odds as an exchange order (POST /bet/order), as one-click does.
describe('confirm before placing', () => {
  const slip = () => screen.getByRole('form', { name: 'Bet slip: Back Team A' });

  it('the slip’s choice is saved for the player; with it on, Place shows the bet once more and Confirm places it', async () => {
    const user = userEvent.setup();
    const { server, settings } = open(OFF);
    server.on('POST', '/bet/order', ok(filledOrder(placedBet(), BALANCE)));
    await user.click(await price('Back Team A 2.5 1.2k'));
    const choice = within(slip()).getByRole('checkbox', { name: 'Confirm before placing' });
    await waitFor(() => expect(choice).not.toBeChecked());
    await user.click(choice);
    await waitFor(() => expect(settings.current().confirmBets).toBe(true));
    expect(choice).toBeChecked();

    await user.type(within(slip()).getByLabelText('Stake'), '100');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    const step = within(slip()).getByRole('group', { name: 'Confirm your bet' });
    expect(step).toHaveTextContent('Place this bet? Back Team A at 2.5, stake 100.');
    expect(within(step).getByRole('button', { name: 'Confirm bet' })).toHaveFocus();
    expect(server.calls('POST', '/bet/order')).toHaveLength(0);

    // Edit goes back to the slip; a changed stake is confirmed as changed.
    await user.click(within(step).getByRole('button', { name: 'Edit' }));
    expect(within(slip()).queryByRole('group', { name: 'Confirm your bet' })).not.toBeInTheDocument();
    await user.type(within(slip()).getByLabelText('Stake'), '0');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    const again = within(slip()).getByRole('group', { name: 'Confirm your bet' });
    expect(again).toHaveTextContent('Place this bet? Back Team A at 2.5, stake 1,000.');
    await user.click(within(again).getByRole('button', { name: 'Confirm bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(1));
    expect(server.calls('POST', '/bet/order')[0]?.body).toMatchObject({ stake: 1000, odds: 2.5 });
  });

  it('off (the default): Place places at once', async () => {
    const user = userEvent.setup();
    const { server } = open(OFF);
    server.on('POST', '/bet/order', ok(filledOrder(placedBet(), BALANCE)));
    await user.click(await price('Back Team A 2.5 1.2k'));
    await user.type(within(slip()).getByLabelText('Stake'), '100');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(1));
  });
});
