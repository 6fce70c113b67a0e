import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceBetRequest, PlaceOrderRequest } from '@backlay/shared/api';
import { ok } from '@backlay/shared/testing';
import { bookmaker, cricketSnapshot, fixture, matchOdds, matchState, withStatus } from '../../test/builders.js';
import { betOrder, filledOrder, placedBet, position, profile } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';

const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };
const MINUS = '\u2212';

const odds = () => screen.getByRole('region', { name: 'Match Odds' });
const slip = (name: string) => screen.getByRole('form', { name: `Bet slip: ${name}` });

async function openFrom(cellName: string, user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: cellName }));
}

describe('the bet slip', () => {
  it('opens under the market from a price, with side, runner and price, ready for the stake', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    expect(within(odds()).getByTestId('bet-slip')).toBe(form);
    expect(form).toHaveAttribute('data-side', 'back');
    expect(within(form).getByTestId('slip-runner')).toHaveTextContent('Team A');
    expect(within(form).getByLabelText('Odds')).toHaveValue('2.5');
    expect(within(form).getByLabelText('Stake')).toHaveFocus();
    expect(within(form).getByText('Min 100 · Max 500,000')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('opens from the keyboard (Enter and Space) and gives focus back to the price on Cancel', async () => {
    const user = userEvent.setup();
    openMatchPage();
    const lay = await screen.findByRole('button', { name: 'Lay Team B 1.67 4k' });
    lay.focus();
    await user.keyboard('{Enter}');
    expect(slip('Lay Team B')).toHaveAttribute('data-side', 'lay');
    await user.click(within(slip('Lay Team B')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
    expect(lay).toHaveFocus();

    const back = screen.getByRole('button', { name: 'Back Team B 1.66 5k' });
    back.focus();
    await user.keyboard(' ');
    expect(slip('Back Team B')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
  });

  it('does not open on a suspended market, and an empty box is not a button to press', async () => {
    const user = userEvent.setup();
    const { bus } = openMatchPage();
    await screen.findByRole('button', { name: 'Back Team A 2.5 1.2k' });
    act(() => bus.match('1001').next(withStatus(matchState(cricketSnapshot(), { seq: 4 }), 'mo', 'SUSPENDED')));
    await within(within(odds()).getByTestId('runner-1')).findByText('SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Back Team A 2.5 1.2k' }));
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No 10 over run TA -5 no price' })).toBeDisabled();
  });

  it('steps decimal odds along the exchange ladder and explains a typed price off it', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    const price = within(form).getByLabelText('Odds');
    await user.click(within(form).getByRole('button', { name: 'Raise the odds' }));
    expect(price).toHaveValue('2.52');
    await user.click(within(form).getByRole('button', { name: 'Lower the odds' }));
    await user.click(within(form).getByRole('button', { name: 'Lower the odds' }));
    expect(price).toHaveValue('2.48');
    await user.clear(price);
    await user.type(price, '2.98');
    await user.click(within(form).getByRole('button', { name: 'Raise the odds' }));
    await user.click(within(form).getByRole('button', { name: 'Raise the odds' }));
    expect(price).toHaveValue('3.05');
    await user.clear(price);
    await user.type(price, '2.51');
    expect(within(form).getByText('2.51 is not on the price ladder: try 2.5.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps bookmaker rates and session lines fixed', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 48 200k', user);
    const bookmaker = slip('Back Team A');
    expect(within(bookmaker).getByTestId('slip-price')).toHaveTextContent('48');
    expect(within(bookmaker).queryByLabelText('Odds')).not.toBeInTheDocument();

    await openFrom('Yes 6 over run TA 52 100', user);
    const session = slip('Yes 6 over run TA');
    expect(within(session).getByTestId('slip-price')).toHaveTextContent('52');
    expect(within(session).getByTestId('slip-rate')).toHaveTextContent('100');
    // One slip at a time: the bookmaker's closed when the session's opened.
    expect(screen.getAllByTestId('bet-slip')).toHaveLength(1);
  });

  it('fills the stake from the player’s Game button values', async () => {
    const user = userEvent.setup();
    openMatchPage({ before: ({ profile$ }) => profile$.next(profile({ '1k': 1000, '500': 500 })) });
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    const quick = within(form).getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['500', '1k']);
    await user.click(within(quick).getByRole('button', { name: '1k' }));
    expect(within(form).getByLabelText('Stake')).toHaveValue('1000');
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('shows every runner’s profit or loss as a back stake is typed: A +150, B −100', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    expect(within(form).getByTestId('outcome-1')).toHaveTextContent('Team A+150.00');
    expect(within(form).getByTestId('outcome-2')).toHaveTextContent(`Team B${MINUS}100.00`);
    // The same numbers beside the runners of the market.
    expect(within(within(odds()).getByTestId('runner-1')).getByTestId('position-next')).toHaveTextContent('+150.00');
    expect(within(within(odds()).getByTestId('runner-2')).getByTestId('position-next')).toHaveTextContent(
      `${MINUS}100.00`,
    );
    expect(within(within(odds()).getByTestId('runner-2')).getByTestId('position-next')).toHaveClass('bl-down');
  });

  it('shows what a win keeps after the market’s commission, and says what the commission is', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    // Match odds pay 1 % of net winnings: +150.00 keeps +148.50; a loss pays nothing.
    expect(await within(form).findByTestId('slip-commission')).toHaveTextContent(
      'Commission: 1 % of your net winnings on this market, taken when it settles.',
    );
    expect(within(within(form).getByTestId('outcome-1')).getByTestId('slip-kept')).toHaveTextContent(
      '+148.50 after 1 % commission',
    );
    expect(within(within(form).getByTestId('outcome-2')).queryByTestId('slip-kept')).not.toBeInTheDocument();
  });

  it('shows no commission on a market type that pays none', async () => {
    const user = userEvent.setup();
    const view = openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    await user.type(within(slip('Back Team A')).getByLabelText('Stake'), '100');
    await within(slip('Back Team A')).findByTestId('slip-kept');
    await user.click(screen.getByRole('button', { name: 'Back Team A 48 200k' }));
    const bookmaker = slip('Back Team A');
    await user.type(within(bookmaker).getByLabelText('Stake'), '100');
    expect(within(bookmaker).getByTestId('slip-outcomes')).toBeInTheDocument();
    expect(within(bookmaker).queryByTestId('slip-commission')).not.toBeInTheDocument();
    expect(within(bookmaker).queryByTestId('slip-kept')).not.toBeInTheDocument();
    // The schedule was asked for once, not per slip.
    expect(view.server.calls('GET', '/bet/commission')).toHaveLength(1);
  });

  it('shows a lay’s liability on its runner and the stake won on the others', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Lay Team A 2.52 800', user);
    const form = slip('Lay Team A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    expect(within(form).getByTestId('outcome-1')).toHaveTextContent(`${MINUS}152.00`);
    expect(within(form).getByTestId('outcome-2')).toHaveTextContent('+100.00');
    await user.clear(within(form).getByLabelText('Stake'));
    expect(within(form).queryByTestId('slip-outcomes')).not.toBeInTheDocument();
    expect(within(odds()).queryByTestId('position-next')).not.toBeInTheDocument();
  });

  it('adds the candidate to the player’s current bets on the market', async () => {
    const user = userEvent.setup();
    openMatchPage({
      bets: [placedBet({ stake: 100, odds: 2.5 })],
      positions: [position({ runners: { '1': 150, '2': -100 }, exposure: 100 })],
    });
    await within(await screen.findByRole('region', { name: 'Match Odds' })).findAllByTestId('position-now');
    await openFrom('Lay Team B 1.67 4k', user);
    await user.type(within(slip('Lay Team B')).getByLabelText('Stake'), '100');
    const teamA = within(within(odds()).getByTestId('runner-1'));
    const teamB = within(within(odds()).getByTestId('runner-2'));
    expect(teamA.getByTestId('position-now')).toHaveTextContent('+150.00');
    expect(teamA.getByTestId('position-next')).toHaveTextContent('+250.00');
    expect(teamB.getByTestId('position-now')).toHaveTextContent(`${MINUS}100.00`);
    expect(teamB.getByTestId('position-next')).toHaveTextContent(`${MINUS}167.00`);
  });

  it('explains a stake outside the market’s limits', async () => {
    const user = userEvent.setup();
    openMatchPage();
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    await user.type(within(form).getByLabelText('Stake'), '50');
    expect(within(form).getByTestId('stake-error')).toHaveTextContent('The minimum stake is 100.');
    expect(within(form).getByLabelText('Stake')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('shows a session bet’s win and liability and sends YES with the line and its rate', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage();
    server.on('POST', '/bet/session', (req) => {
      const body = req.body as PlaceBetRequest;
      return ok({
        bet: placedBet({
          kind: 'session',
          betId: 's6',
          marketType: 'session',
          betType: 'YES',
          teamName: '6 over run TA',
          odds: body.odds,
          rate: 100,
          stake: body.stake,
        }),
        balance: BALANCE,
      });
    });
    await openFrom('Yes 6 over run TA 52 100', user);
    const form = slip('Yes 6 over run TA');
    await user.type(within(form).getByLabelText('Stake'), '200');
    expect(within(form).getByTestId('slip-win')).toHaveTextContent('Win +200.00');
    expect(within(form).getByTestId('slip-liability')).toHaveTextContent(`Liability ${MINUS}200.00`);
    expect(within(screen.getByTestId('fancy-s6')).getByTestId('position-next')).toHaveTextContent(`${MINUS}200.00`);
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/session')).toHaveLength(1));
    expect(server.calls('POST', '/bet/session')[0]?.body).toMatchObject({
      matchId: '1001',
      betId: 's6',
      selectionId: 6,
      betType: 'YES',
      odds: 52,
      ratePercent: 100,
      stake: 200,
      acceptBetterOdds: true,
    });
    await waitFor(() => expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument());
  });
});

describe('placing a bet', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the in-play delay down while the server holds the bet, then confirms and refreshes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { server, toast } = openMatchPage();
    // Match odds are a ladder market: the slip sends an exchange order.
    server.on('POST', '/bet/order', { hold: true });
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    // In play already: no turn ahead to choose about, the slip says what waiting means instead.
    expect(within(form).queryByRole('group', { name: 'If unmatched at in-play:' })).not.toBeInTheDocument();
    expect(within(form).getByTestId('slip-unmatched-note')).toHaveTextContent(
      'What is not matched at once waits at your price until it is matched, you cancel it, or the market closes.',
    );
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));

    expect(within(form).getByTestId('slip-placing')).toHaveTextContent('Placing your bet… 5 s');
    expect(within(form).getByRole('button', { name: 'Placing…' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2_000));
    expect(within(form).getByTestId('slip-placing')).toHaveTextContent('Placing your bet… 3 s');

    const held = server.held('POST', '/bet/order');
    const body = held.request.body as PlaceOrderRequest;
    expect(body).toEqual({
      idempotencyKey: body.idempotencyKey,
      matchId: '1001',
      betId: 'mo',
      selectionId: 1,
      betType: 'BACK',
      odds: 2.5,
      stake: 100,
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(server.calls('POST', '/bet/matchBetting')).toHaveLength(0);
    const placedBefore = server.calls('GET', '/bet/placed').length;

    await act(async () => {
      held.release(201, {
        statusCode: 201,
        data: filledOrder(placedBet({ odds: 2.52, requestedOdds: 2.5 }), BALANCE),
      });
      // Lets the answer travel through the HTTP client's promise chain.
      await Promise.resolve();
    });
    expect(toast).toHaveBeenCalledWith('Bet placed: Back Team A, stake 100, matched at 2.52', 'success');
    expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(server.calls('GET', '/bet/placed').length).toBe(placedBefore + 1);
    expect(server.calls('POST', '/bet/profitLoss').length).toBeGreaterThan(1);
  });

  it('shows a refusal and offers the price on offer now, with a new key for the new attempt', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage();
    let calls = 0;
    server.on('POST', '/bet/matchBetting', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'PRICE_CHANGED',
              message: 'The rate has moved: 46 is on offer now.',
              current: { odds: 46 },
            },
          }
        : ok({ bet: placedBet({ marketType: 'bookmaker', betId: 'bm', odds: 46 }), balance: BALANCE });
    });
    // A bookmaker bet is placed at the rate on offer (POST /bet/matchBetting), never as an order.
    await openFrom('Back Team A 48 200k', user);
    const form = slip('Back Team A');
    expect(within(form).queryByRole('group', { name: 'If unmatched at in-play:' })).not.toBeInTheDocument();
    expect(within(form).queryByTestId('slip-unmatched-note')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The rate has moved: 46 is on offer now.');

    await user.click(within(alert).getByRole('button', { name: 'Take 46' }));
    expect(within(form).getByTestId('slip-price')).toHaveTextContent('46');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument());

    const [first, second] = server.calls('POST', '/bet/matchBetting').map((r) => r.body as PlaceBetRequest);
    expect(first).toMatchObject({ betId: 'bm', selectionId: 1, betType: 'BACK', odds: 48, stake: 100 });
    expect(second?.odds).toBe(46);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(server.calls('POST', '/bet/order')).toHaveLength(0);
  });

  it('sends the player’s choice on better odds and keeps it for the next slip', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('backlay.acceptBetterOdds');
    // Better odds apply to a bet at the price on offer: a bookmaker's.
    const { server } = openMatchPage({ snapshot: cricketSnapshot({ tournament: [bookmaker()] }) });
    server.on('POST', '/bet/matchBetting', ok({ bet: placedBet({ odds: 48 }), balance: BALANCE }));
    await openFrom('Back Team A 48 200k', user);
    let form = slip('Back Team A');
    const box = within(form).getByRole('checkbox', { name: 'Accept better odds' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/matchBetting')).toHaveLength(1));
    expect(server.calls('POST', '/bet/matchBetting')[0]?.body).toMatchObject({ acceptBetterOdds: false });
    expect(localStorage.getItem('backlay.acceptBetterOdds')).toBe('false');

    await openFrom('Back Team A 48 200k', user);
    form = slip('Back Team A');
    expect(within(form).getByRole('checkbox', { name: 'Accept better odds' })).not.toBeChecked();
    localStorage.removeItem('backlay.acceptBetterOdds');
  });

  it('sends an order on match odds with the in-play choice, and says what matched and what waits', async () => {
    const user = userEvent.setup();
    const { server, toast } = openMatchPage({ snapshot: cricketSnapshot({ fixture: fixture({ inPlay: false }) }) });
    const waiting = betOrder({ id: 'o1', odds: 2.6, stake: 500, unmatched: 500, inPlay: 'KEEP' });
    server.on('POST', '/bet/order', ok({ order: waiting, bets: [], balance: BALANCE }, 'Order placed.'));
    await openFrom('Back Team A 2.5 1.2k', user);
    let form = slip('Back Team A');
    // An order takes every better price on offer: no choice about it.
    expect(within(form).queryByRole('checkbox', { name: 'Accept better odds' })).toBeNull();
    const choice = within(form).getByRole('group', { name: 'If unmatched at in-play:' });
    expect(within(choice).getByRole('radio', { name: 'Cancel' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Keep' }));
    expect(within(choice).getByRole('radio', { name: 'Keep' })).toBeChecked();
    await user.clear(within(form).getByLabelText('Odds'));
    await user.type(within(form).getByLabelText('Odds'), '2.6');
    await user.type(within(form).getByLabelText('Stake'), '500');
    const ordersBefore = server.calls('GET', '/bet/orders').length;
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Back Team A: your bet of 500 at 2.6 waits unmatched.', 'success'),
    );
    expect(server.calls('POST', '/bet/order')[0]?.body).toMatchObject({
      matchId: '1001',
      betId: 'mo',
      selectionId: 1,
      betType: 'BACK',
      odds: 2.6,
      stake: 500,
      inPlay: 'KEEP',
    });
    expect(server.calls('POST', '/bet/order')[0]?.body).not.toHaveProperty('acceptBetterOdds');
    expect(server.calls('POST', '/bet/matchBetting')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId('bet-slip')).not.toBeInTheDocument());
    // The unmatched list follows the new order.
    await waitFor(() => expect(server.calls('GET', '/bet/orders').length).toBeGreaterThan(ordersBefore));

    // A lay that part matches at once: the default choice (Cancel) lapses the rest at the turn.
    server.on(
      'POST',
      '/bet/order',
      ok({
        order: betOrder({ id: 'o2', betType: 'LAY', odds: 2.56, stake: 500, matched: 300, unmatched: 200 }),
        bets: [placedBet({ id: 'b9', betType: 'LAY', odds: 2.52, requestedOdds: 2.56, stake: 300 })],
        balance: BALANCE,
      }),
    );
    await openFrom('Lay Team A 2.52 800', user);
    form = slip('Lay Team A');
    await user.clear(within(form).getByLabelText('Odds'));
    await user.type(within(form).getByLabelText('Odds'), '2.56');
    await user.type(within(form).getByLabelText('Stake'), '500');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Lay Team A: matched 300 at 2.52. 200 waits unmatched at 2.56.', 'success'),
    );
    expect(server.calls('POST', '/bet/order')[1]?.body).toMatchObject({
      betType: 'LAY',
      odds: 2.56,
      stake: 500,
      inPlay: 'LAPSE',
    });
  });

  it('retries the same attempt with the same key, and shows the server’s message', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ snapshot: cricketSnapshot({ tournament: [matchOdds({ betDelay: 0 })] }) });
    server.on('POST', '/bet/order', {
      status: 503,
      body: { statusCode: 503, message: 'Betting is busy, try again shortly.' },
    });
    await openFrom('Back Team A 2.5 1.2k', user);
    const form = slip('Back Team A');
    await user.type(within(form).getByLabelText('Stake'), '100');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Betting is busy, try again shortly.');
    expect(within(form).queryByRole('button', { name: /^Take/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/bet/order').map((r) => (r.body as PlaceOrderRequest).idempotencyKey);
    expect(second).toBe(first);

    await user.type(within(form).getByLabelText('Stake'), '0');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/order')).toHaveLength(3));
    expect((server.calls('POST', '/bet/order')[2]?.body as PlaceOrderRequest).idempotencyKey).not.toBe(first);
    expect((server.calls('POST', '/bet/order')[2]?.body as PlaceOrderRequest).stake).toBe(1000);
  });
});
