import { TEEN20 } from '../../test/tables.js';
import { cardBet, NOW, snapshotOf, suspendRows } from '../../test/builders.js';
import {
  groupRows,
  newerSnapshot,
  pnlForRound,
  pnlSettled,
  resultLetter,
  roundBets,
  secondsLeft,
  settledMid,
  withResult,
  withSnapshot,
  EMPTY_FEED,
} from './tableState.js';

describe('the rows of a table', () => {
  it('follow the definition: groups in its order, each with its rows in feed order', () => {
    const groups = groupRows(TEEN20, snapshotOf(TEEN20), false);
    expect(groups.map((g) => [g.group.title, g.rows.map((r) => r.nat)])).toEqual([
      ['Winner', ['Player A', 'Player B']],
      ['Pair plus', ['Pair plus A', 'Pair plus B']],
    ]);
  });

  it('take live prices, limits and state from t2 by sid', () => {
    const snapshot = snapshotOf(TEEN20);
    snapshot.t2 = snapshot.t2.map((r) => (r.sid === 3 ? { ...r, b1: 2.1, l1: null, max: 9_000 } : r));
    const [main] = groupRows(TEEN20, suspendRows(snapshot, [1]), false);
    expect(main?.rows).toEqual([
      { sid: 1, nat: 'Player A', back: 1.98, lay: 2.02, min: 100, max: 25_000, suspended: true },
      { sid: 3, nat: 'Player B', back: 2.1, lay: null, min: 100, max: 9_000, suspended: false },
    ]);
  });

  it('are all suspended without a snapshot, between rounds, for rows the feed lacks and once the window has run out', () => {
    const all = (groups: ReturnType<typeof groupRows>) => groups.flatMap((g) => g.rows.map((r) => r.suspended));
    expect(all(groupRows(TEEN20, null, false))).toEqual([true, true, true, true]);
    expect(all(groupRows(TEEN20, snapshotOf(TEEN20, { mid: '0' }), false))).toEqual([true, true, true, true]);
    expect(all(groupRows(TEEN20, snapshotOf(TEEN20), true))).toEqual([true, true, true, true]);
    const partial = snapshotOf(TEEN20);
    partial.t2 = partial.t2.filter((r) => r.sid !== 4);
    expect(all(groupRows(TEEN20, partial, false))).toEqual([false, false, false, true]);
  });
});

describe('the feed of a table', () => {
  it('keeps the later snapshot whichever way HTTP and the socket arrive', () => {
    const older = snapshotOf(TEEN20, {}, 4);
    const newer = snapshotOf(TEEN20, {}, 5);
    expect(newerSnapshot(null, older)).toBe(true);
    expect(newerSnapshot(newer, older)).toBe(false);
    const feed = withSnapshot(withSnapshot(EMPTY_FEED, newer, NOW - 2_000), older, NOW);
    expect(feed.snapshot).toBe(newer);
    expect(feed.offsetMs).toBe(2_000);
  });

  it('counts down by the server clock, to zero, and not at all without a window', () => {
    const t1 = { closesAt: NOW + 15_000 };
    expect(secondsLeft(t1, 0, NOW)).toBe(15);
    expect(secondsLeft(t1, 0, NOW + 14_100)).toBe(1);
    // The browser runs 3 s behind the server: 3 s fewer are left than its clock suggests.
    expect(secondsLeft(t1, 3_000, NOW)).toBe(12);
    expect(secondsLeft(t1, 0, NOW + 20_000)).toBe(0);
    expect(secondsLeft({ closesAt: null }, 0, NOW)).toBeNull();
    expect(secondsLeft(null, 0, NOW)).toBeNull();
  });

  it('puts each settled round once at the front of the strip and keeps the last ten', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ mid: `m${i}`, result: '1' }));
    const next = withResult(ten, { mid: 'new', win: '3' });
    expect(next).toHaveLength(10);
    expect(next[0]).toEqual({ mid: 'new', result: '3' });
    expect(next.at(-1)?.mid).toBe('m8');
    expect(withResult(next, { mid: 'new', win: '3' })).toBe(next);
  });

  it("letters results from the definition, 'R' where it has none", () => {
    expect(resultLetter(TEEN20, '3')).toBe('B');
    expect(resultLetter(TEEN20, '99')).toBe('R');
  });
});

describe("the player's round", () => {
  it('is the open, undeleted bets whose betId names this table and round', () => {
    const bets = [
      cardBet({ id: 'a' }),
      cardBet({ id: 'old', betId: 'card:teen20:1' }),
      cardBet({ id: 'other', betId: 'card:dt20:102260110140000' }),
      cardBet({ id: 'gone', deleteReason: 'void' }),
      cardBet({ id: 'won', result: 'WIN' }),
    ];
    expect(roundBets(bets, 'teen20', '102260110140000').map((b) => b.id)).toEqual(['a']);
  });

  it("reads a settlement's round from the card result, else from the betId", () => {
    expect(settledMid('card:teen20:77', { type: 'card', mid: '78' })).toBe('78');
    expect(settledMid('card:teen20:77', { type: 'void' })).toBe('77');
  });

  it('shows P/L for the settled round only, replaced not added on a repeat, and clears it on the next mid', () => {
    let state = pnlForRound({ mid: '0', cents: null }, 'r1');
    state = pnlSettled(state, 'r1', 9_800);
    state = pnlSettled(state, 'r1', 9_800);
    expect(state).toEqual({ mid: 'r1', cents: 9_800 });
    expect(pnlSettled(state, 'r0', -500)).toBe(state);
    expect(pnlForRound(state, '0')).toEqual({ mid: '0', cents: null });
    expect(pnlForRound(state, 'r1')).toBe(state);
  });
});
