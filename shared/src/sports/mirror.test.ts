import { makeFixture, makeMarket, makeRunner, makeSessions, makeSnapshot } from '../testing/sports.js';
import {
  applyMatchChange,
  applyMatchChanges,
  emptySnapshot,
  findMarket,
  isSessionMarket,
  patchLevels,
  patchMarket,
} from './mirror.js';
import type { FeedChange, Market, MatchSnapshot } from './types.js';

const AT = Date.UTC(2026, 0, 10, 15, 30);

function session(id: string, line: number): Market {
  return makeMarket({
    id,
    name: `${id} runs`,
    type: 'session',
    gtype: 'fancy',
    priceKind: 'line',
    sno: 10,
    runners: [makeRunner(1, `${id} runs`, [{ price: line + 1, size: 100 }], [{ price: line, size: 100 }])],
  });
}

function cricketSnapshot(): MatchSnapshot {
  const fixture = makeFixture({ id: '2002', sport: 'cricket', matchType: 'cricket', marketId: '1.2002' });
  return makeSnapshot({
    fixture,
    tournament: [
      makeMarket({ id: '1.2002', matchId: '2002', sno: 1 }),
      makeMarket({ id: 'bm-2002', matchId: '2002', name: 'Bookmaker', type: 'bookmaker', sno: 2 }),
    ],
    apiSession: makeSessions({ session: [session('s6', 48)], overByover: [] }),
  });
}

describe('patchLevels', () => {
  it('writes levels with a size and returns a new array', () => {
    const side = [{ price: 2.1, size: 500 }];
    const next = patchLevels(side, [
      { level: 0, price: 2.12, size: 450 },
      { level: 1, price: 2.1, size: 90 },
    ]);
    expect(next).toEqual([
      { price: 2.12, size: 450 },
      { price: 2.1, size: 90 },
    ]);
    expect(side).toEqual([{ price: 2.1, size: 500 }]);
  });

  it('size 0 removes that level and every level after it', () => {
    const side = [
      { price: 2.1, size: 500 },
      { price: 2.08, size: 300 },
      { price: 2.06, size: 100 },
    ];
    expect(patchLevels(side, [{ level: 1, price: 2.08, size: 0 }])).toEqual([{ price: 2.1, size: 500 }]);
  });
});

describe('patchMarket', () => {
  it('returns a new market; runners the patch does not name keep their identity', () => {
    const market = makeMarket();
    const [first, second] = market.runners;
    const next = patchMarket(market, { runners: [{ selectionId: 2, back: [{ level: 0, price: 3.45, size: 320 }] }] });

    expect(next).not.toBe(market);
    expect(next.runners[0]).toBe(first);
    expect(next.runners[1]).not.toBe(second);
    expect(next.runners[1]?.ex.availableToBack).toEqual([{ price: 3.45, size: 320 }]);
    // The untouched side keeps its identity too.
    expect(next.runners[1]?.ex.availableToLay).toBe(second?.ex.availableToLay);
    // The input is not modified.
    expect(second?.ex.availableToBack).toEqual([{ price: 3.5, size: 300 }]);
  });

  it('applies status, version, inPlay, betDelay and remark, keeping the rest', () => {
    const market = makeMarket();
    const next = patchMarket(market, { status: 'SUSPENDED', version: 2, inPlay: true, betDelay: 5, remark: 'Goal' });
    expect(next).toMatchObject({ status: 'SUSPENDED', version: 2, inPlay: true, betDelay: 5, remark: 'Goal' });
    expect(next.runners).toBe(market.runners);
  });

  it('applies a runner status and ignores runners the market does not have', () => {
    const market = makeMarket();
    const next = patchMarket(market, {
      runners: [
        { selectionId: 1, status: 'SUSPENDED' },
        { selectionId: 99, status: 'REMOVED' },
      ],
    });
    expect(next.runners.map((r) => r.status)).toEqual(['SUSPENDED', 'ACTIVE']);
  });
});

describe('applyMatchChange', () => {
  it('a market patch makes a new snapshot; other markets and session lists keep their identity', () => {
    const s = cricketSnapshot();
    const change: FeedChange = {
      kind: 'market',
      seq: 7,
      at: AT,
      matchId: '2002',
      marketId: 'bm-2002',
      patch: { status: 'BALL RUNNING' },
    };
    const next = applyMatchChange(s, change);

    expect(next).not.toBe(s);
    expect(next?.updatedAt).toBe(AT);
    expect(next?.tournament[0]).toBe(s.tournament[0]);
    expect(next?.tournament[1]?.status).toBe('BALL RUNNING');
    expect(next?.apiSession).toBe(s.apiSession);
    expect(s.tournament[1]?.status).toBe('OPEN');
  });

  it('patches a session market inside its family only', () => {
    const s = cricketSnapshot();
    const next = applyMatchChange(s, {
      kind: 'market',
      seq: 8,
      at: AT,
      matchId: '2002',
      marketId: 's6',
      patch: { runners: [{ selectionId: 1, lay: [{ level: 0, price: 50, size: 100 }] }] },
    });
    expect(next?.tournament).toBe(s.tournament);
    expect(next?.apiSession.overByover).toBe(s.apiSession.overByover);
    expect(next?.apiSession.session[0]?.runners[0]?.ex.availableToLay).toEqual([{ price: 50, size: 100 }]);
    expect(next && findMarket(next, 's6')).toBe(next?.apiSession.session[0]);
  });

  it('status, score and result changes', () => {
    const s = cricketSnapshot();
    const live = applyMatchChange(s, {
      kind: 'status',
      seq: 1,
      at: AT,
      matchId: '2002',
      inPlay: true,
      finished: false,
      stopAt: null,
    });
    expect(live?.fixture.inPlay).toBe(true);
    expect(s.fixture.inPlay).toBe(false);

    const score = {
      kind: 'goals',
      home: 1,
      away: 0,
      period: 1,
      periodLabel: '1st Half',
      minute: 12,
      clock: "12'",
    } as const;
    expect(applyMatchChange(s, { kind: 'score', seq: 2, at: AT, matchId: '2002', score })?.scoreBoard).toEqual(score);

    const settled = applyMatchChange(s, {
      kind: 'result',
      seq: 3,
      at: AT,
      matchId: '2002',
      marketId: '1.2002',
      result: { type: 'winner', selectionId: 1, name: 'Harbour FC', placed: [] },
    });
    expect(settled?.tournament[0]?.result).toEqual({ type: 'winner', selectionId: 1, name: 'Harbour FC', placed: [] });
    expect(settled?.tournament[1]).toBe(s.tournament[1]);
  });

  it('adds match-level markets in sno order and session markets to their family', () => {
    const s = cricketSnapshot();
    const tied = makeMarket({ id: 'tied-2002', matchId: '2002', name: 'Tied Match', type: 'tiedMatch', sno: 1.5 });
    const withTied = applyMatchChange(s, { kind: 'marketAdded', seq: 4, at: AT, matchId: '2002', market: tied });
    expect(withTied?.tournament.map((m) => m.id)).toEqual(['1.2002', 'tied-2002', 'bm-2002']);
    // A copy: later changes to the change's own object don't leak in.
    expect(withTied?.tournament[1]).not.toBe(tied);
    expect(withTied?.tournament[1]).toEqual(tied);

    const s10 = session('s10', 80);
    const withSession = applyMatchChange(s, { kind: 'marketAdded', seq: 5, at: AT, matchId: '2002', market: s10 });
    expect(withSession?.apiSession.session.map((m) => m.id)).toEqual(['s6', 's10']);
    expect(withSession?.tournament).toBe(s.tournament);
  });

  it('removes markets from wherever they are', () => {
    const s = cricketSnapshot();
    const noSession = applyMatchChange(s, { kind: 'marketRemoved', seq: 6, at: AT, matchId: '2002', marketId: 's6' });
    expect(noSession?.apiSession.session).toEqual([]);
    expect(noSession?.tournament).toBe(s.tournament);
    const noBookmaker = applyMatchChange(s, {
      kind: 'marketRemoved',
      seq: 6,
      at: AT,
      matchId: '2002',
      marketId: 'bm-2002',
    });
    expect(noBookmaker?.tournament.map((m) => m.id)).toEqual(['1.2002']);
    expect(noBookmaker?.apiSession).toBe(s.apiSession);
  });

  it('a removed fixture gives null; changes about another match give the same snapshot', () => {
    const s = cricketSnapshot();
    expect(applyMatchChange(s, { kind: 'removed', seq: 9, at: AT, matchId: '2002' })).toBeNull();
    expect(
      applyMatchChange(s, {
        kind: 'score',
        seq: 9,
        at: AT,
        matchId: '999',
        score: { kind: 'chess', move: 1, evaluation: 0 },
      }),
    ).toBe(s);
    expect(applyMatchChange(s, { kind: 'added', seq: 9, at: AT, fixture: makeFixture({ id: '999' }) })).toBe(s);
  });

  it('an added change for the same fixture starts over from an empty snapshot', () => {
    const fixture = makeFixture({ id: '2002' });
    const next = applyMatchChange(cricketSnapshot(), { kind: 'added', seq: 1, at: AT, fixture });
    expect(next).toEqual(emptySnapshot(fixture, AT));
    expect(next?.tournament).toEqual([]);
  });

  it('applyMatchChanges applies in order and stops at a removal', () => {
    const s = cricketSnapshot();
    const next = applyMatchChanges(s, [
      { kind: 'market', seq: 1, at: AT, matchId: '2002', marketId: '1.2002', patch: { status: 'SUSPENDED' } },
      {
        kind: 'market',
        seq: 2,
        at: AT + 1,
        matchId: '2002',
        marketId: '1.2002',
        patch: { status: 'OPEN', version: 2 },
      },
    ]);
    expect(next?.tournament[0]).toMatchObject({ status: 'OPEN', version: 2 });
    expect(next?.updatedAt).toBe(AT + 1);
    expect(
      applyMatchChanges(s, [
        { kind: 'removed', seq: 3, at: AT, matchId: '2002' },
        { kind: 'score', seq: 4, at: AT, matchId: '2002', score: { kind: 'chess', move: 1, evaluation: 0 } },
      ]),
    ).toBeNull();
  });
});

describe('isSessionMarket', () => {
  it('tells fancy families from match-level markets', () => {
    expect(isSessionMarket('session')).toBe(true);
    expect(isSessionMarket('cricketCasino')).toBe(true);
    expect(isSessionMarket('matchOdds')).toBe(false);
    expect(isSessionMarket('bookmaker')).toBe(false);
  });
});
