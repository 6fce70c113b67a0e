import { cricketSnapshot, matchState, withMarket, withStatus } from '../../test/builders.js';
import { pickPrice } from './useSlipOpener.js';

describe('what a click on a price opens', () => {
  const state = matchState(cricketSnapshot());

  it('takes the price of the clicked level as the store has it now', () => {
    expect(pickPrice(state, 'mo', 1, 'back', 0)).toEqual({
      marketId: 'mo',
      selectionId: 1,
      side: 'back',
      price: 2.5,
      rate: null,
    });
    expect(pickPrice(state, 'mo', 2, 'lay', 2)).toEqual({
      marketId: 'mo',
      selectionId: 2,
      side: 'lay',
      price: 1.69,
      rate: null,
    });
  });

  it('takes a session box’s rate from its size', () => {
    expect(pickPrice(state, 's10', 10, 'lay', 0)).toEqual({
      marketId: 's10',
      selectionId: 10,
      side: 'lay',
      price: 82,
      rate: 110,
    });
  });

  it('opens nothing on a suspended or settled market, a suspended runner or an empty box', () => {
    expect(pickPrice(withStatus(state, 'mo', 'SUSPENDED'), 'mo', 1, 'back', 0)).toBeNull();
    expect(pickPrice(withStatus(state, 's6', 'BALL RUNNING'), 's6', 6, 'back', 0)).toBeNull();
    expect(pickPrice(withStatus(state, 'mo', 'CLOSED'), 'mo', 1, 'back', 0)).toBeNull();
    const suspendedRunner = withMarket(state, 'mo', (m) => ({
      ...m,
      runners: m.runners.map((r) => (r.selectionId === 2 ? { ...r, status: 'SUSPENDED' } : r)),
    }));
    expect(pickPrice(suspendedRunner, 'mo', 2, 'back', 0)).toBeNull();
    expect(pickPrice(state, 'k10', 10, 'lay', 0)).toBeNull();
    expect(pickPrice(state, 'nope', 1, 'back', 0)).toBeNull();
    expect(pickPrice(null, 'mo', 1, 'back', 0)).toBeNull();
  });
});
