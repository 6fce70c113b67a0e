import { betOrder, placedBet } from '../../test/betting.js';
import { orderEventWords, orderRequest, orderWords, repriceWords, takesOrders } from './orders.js';

describe('exchange orders', () => {
  it('are taken on decimal runner markets only', () => {
    expect(takesOrders({ type: 'matchOdds', priceKind: 'decimal' })).toBe(true);
    expect(takesOrders({ type: 'raceWin', priceKind: 'decimal' })).toBe(true);
    expect(takesOrders({ type: 'bookmaker', priceKind: 'rate' })).toBe(false);
    expect(takesOrders({ type: 'session', priceKind: 'line' })).toBe(false);
    expect(takesOrders({ type: 'fancy1', priceKind: 'decimal' })).toBe(false);
    expect(takesOrders({ type: 'khado', priceKind: 'line' })).toBe(false);
  });

  it('send the in-play choice only when there is a turn ahead', () => {
    const choice = {
      matchId: '1001',
      marketId: 'mo',
      selectionId: 1,
      betType: 'BACK' as const,
      odds: 2.2,
      stakeCents: 50_000,
      idempotencyKey: 'key-12345678',
    };
    expect(orderRequest({ ...choice, inPlay: 'KEEP' })).toEqual({
      idempotencyKey: 'key-12345678',
      matchId: '1001',
      betId: 'mo',
      selectionId: 1,
      betType: 'BACK',
      odds: 2.2,
      stake: 500,
      inPlay: 'KEEP',
    });
    expect(orderRequest({ ...choice, inPlay: null })).not.toHaveProperty('inPlay');
  });

  it('say what matched at once and what waits', () => {
    const order = betOrder({ odds: 2.2, stake: 500 });
    expect(orderWords({ order, bets: [] })).toBe('Back Team A: your bet of 500 at 2.2 waits unmatched.');
    expect(
      orderWords({
        order: { ...order, matched: 300, unmatched: 200 },
        bets: [placedBet({ odds: 2.24, stake: 100 }), placedBet({ odds: 2.22, stake: 200 })],
      }),
    ).toBe('Back Team A: matched 300 (100 at 2.24 and 200 at 2.22). 200 waits unmatched at 2.2.');
    const filled = { ...order, matched: 500, unmatched: 0, status: 'FILLED' as const };
    expect(orderWords({ order: filled, bets: [placedBet({ odds: 2.22, stake: 500 })] })).toBe(
      'Bet placed: Back Team A, stake 500, matched at 2.22',
    );
    expect(
      orderWords({
        order: filled,
        bets: [placedBet({ odds: 2.24, stake: 100 }), placedBet({ odds: 2.22, stake: 400 })],
      }),
    ).toBe('Bet placed: Back Team A, stake 500, matched 100 at 2.24 and 400 at 2.22');
    expect(repriceWords({ order: { ...order, odds: 2.3 }, bets: [] })).toBe('Back Team A: 500 waits unmatched at 2.3.');
  });

  it('tell of a later match or a lapse, not of the player’s own changes', () => {
    const order = betOrder({ betType: 'LAY', odds: 2.2, stake: 500, matched: 500, unmatched: 0, status: 'FILLED' });
    expect(orderEventWords({ order, bet: placedBet({ betType: 'LAY', odds: 2.2, stake: 200 }) })).toBe(
      'Matched: Lay Team A 200 at 2.2',
    );
    const kept = { ...order, matched: 0, cancelled: 500, status: 'LAPSED' as const, inPlay: 'KEEP' as const };
    expect(orderEventWords({ order: kept, bet: null })).toBe(
      'Lapsed: Lay Team A, unmatched 500 at 2.2 cancelled as the market closed',
    );
    expect(orderEventWords({ order: { ...kept, status: 'CANCELLED' }, bet: null })).toBeNull();
    expect(orderEventWords({ order: { ...order, status: 'OPEN' }, bet: null })).toBeNull();
  });
});
