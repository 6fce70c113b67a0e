import { betOrder } from '../../test/builders.js';
import { BET_HISTORY_GUARDS, STATUS_OPTIONS } from '../bet-history/betHistory.js';
import { CURRENT_BETS_GUARDS, betListFilters } from './currentBets.js';
import { orderName, unmatchedLiabilityCents, unmatchedRows, unmatchedTotals } from './unmatchedOrders.js';

describe('unmatched orders', () => {
  it("takes a back's unmatched stake as its liability, and a lay's unmatched × (price − 1) rounded half up", () => {
    expect(unmatchedLiabilityCents(betOrder({ betType: 'BACK', odds: 7.4, unmatched: 12.34 }))).toBe(1234);
    expect(unmatchedLiabilityCents(betOrder({ betType: 'LAY', odds: 3, unmatched: 50 }))).toBe(10000);
    // 10.50 × 0.05 = 0.525 → 0.53; 0.01 × 1.5 = 0.015 → 0.02; 33.33 × 0.15 = 4.9995 → 5.00
    expect(unmatchedLiabilityCents(betOrder({ betType: 'LAY', odds: 1.05, unmatched: 10.5 }))).toBe(53);
    expect(unmatchedLiabilityCents(betOrder({ betType: 'LAY', odds: 2.5, unmatched: 0.01 }))).toBe(2);
    expect(unmatchedLiabilityCents(betOrder({ betType: 'LAY', odds: 1.15, unmatched: 33.33 }))).toBe(500);
  });

  it('totals the count, the unmatched stake and the liability exactly', () => {
    const rows = [
      betOrder({ id: 'a', unmatched: 0.1 }),
      betOrder({ id: 'b', unmatched: 0.2 }),
      betOrder({ id: 'c', betType: 'LAY', odds: 1.05, unmatched: 10.5 }),
    ];
    expect(unmatchedTotals(rows)).toEqual({ count: 3, stake: 10.8, liability: 0.83 });
    expect(unmatchedTotals([])).toEqual({ count: 0, stake: 0, liability: 0 });
  });

  it('keeps the orders that still wait, of the chosen sport', () => {
    const list = [
      betOrder({ id: 'a' }),
      betOrder({ id: 'b', eventType: 'football' }),
      betOrder({ id: 'c', status: 'FILLED', matched: 100, unmatched: 0 }),
      betOrder({ id: 'd', unmatched: 0 }),
    ];
    expect(unmatchedRows(list, 'all').map((o) => o.id)).toEqual(['a', 'b']);
    expect(unmatchedRows(list, 'football').map((o) => o.id)).toEqual(['b']);
    expect(unmatchedRows(list, 'tennis')).toEqual([]);
  });

  it('names an order by side, selection and price', () => {
    expect(orderName(betOrder({ betType: 'LAY', teamName: 'Draw', odds: 3.25 }))).toBe('lay on Draw at 3.25');
  });
});

describe('statuses', () => {
  it('offers Unmatched on Current Bet only: bet history lists settled bets', () => {
    expect(CURRENT_BETS_GUARDS.status('UNMATCHED')).toBe(true);
    expect(CURRENT_BETS_GUARDS.status('OPEN')).toBe(false);
    expect(betListFilters({ sport: 'all', status: 'UNMATCHED' })).toBeNull();
    expect(betListFilters({ sport: 'cricket', status: 'DELETED' })).toEqual({ sport: 'cricket', status: 'DELETED' });
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['MATCHED', 'DELETED']);
    expect(BET_HISTORY_GUARDS.status('UNMATCHED')).toBe(false);
  });
});
