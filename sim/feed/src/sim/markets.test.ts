import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BACK_OVERROUND_MAX, BACK_OVERROUND_MIN, LAY_OVERROUND_MAX, LAY_OVERROUND_MIN, overround } from './book.js';
import { isOnLadder, ticksBetween } from './ladder.js';
import { allMarkets, run } from './feed-harness.js';
import type { FeedChange, Market, MarketStatus, MarketType, PriceKind, PriceSize } from './types.js';

const EXCHANGE = new Set<MarketType>([
  'matchOdds',
  'tiedMatch',
  'completedMatch',
  'overUnder',
  'outright',
  'tournamentWinner',
  'raceWin',
]);

function checkExchangeBook(m: Market): number {
  if (!EXCHANGE.has(m.type) || m.status === 'CLOSED' || m.runners.length < 2) return 0;
  const bestBack: number[] = [];
  const bestLay: number[] = [];
  for (const r of m.runners) {
    assert.equal(r.status, 'ACTIVE', `${m.name}: runners of an open book are active`);
    const b = r.ex.availableToBack;
    const l = r.ex.availableToLay;
    assert.ok(
      b.length >= 1 && b.length <= 3 && l.length >= 1 && l.length <= 3,
      `${m.name} ${r.nat}: 1–3 levels a side`,
    );
    for (let i = 1; i < b.length; i++) assert.ok((b[i]?.price ?? 0) < (b[i - 1]?.price ?? 0), 'back levels descend');
    for (let i = 1; i < l.length; i++) assert.ok((l[i]?.price ?? 0) > (l[i - 1]?.price ?? 0), 'lay levels ascend');
    for (const x of [...b, ...l]) assert.ok(isOnLadder(x.price) && Number.isInteger(x.size) && x.size > 0);
    const bb = b[0]?.price ?? 0;
    const ll = l[0]?.price ?? 0;
    assert.ok(ticksBetween(bb, ll) >= 1, `${m.name} ${r.nat}: best back ${bb} below best lay ${ll}`);
    bestBack.push(bb);
    bestLay.push(ll);
  }
  const sb = overround(bestBack);
  const sl = overround(bestLay);
  assert.ok(
    sb >= BACK_OVERROUND_MIN - 1e-9 && sb <= BACK_OVERROUND_MAX + 1e-9,
    `${m.name}: Σ1/back ${sb.toFixed(4)} ${bestBack.join(' ')}`,
  );
  assert.ok(
    sl >= LAY_OVERROUND_MIN - 1e-9 && sl <= LAY_OVERROUND_MAX + 1e-9,
    `${m.name}: Σ1/lay ${sl.toFixed(4)} ${bestLay.join(' ')}`,
  );
  return 1;
}

describe('prices', () => {
  test('every decimal price ever emitted is on the ladder; rates and lines are whole numbers (across seeds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const kinds = new Map<string, PriceKind>();
        let checked = 0;
        const checkLevel = (kind: PriceKind | undefined, l: PriceSize): void => {
          assert.ok(kind, 'market is known');
          if (kind === 'decimal') assert.ok(isOnLadder(l.price), `decimal price ${l.price} on the ladder`);
          else
            assert.ok(
              Number.isInteger(l.price) && Number.isInteger(l.size) && l.price >= 0,
              `${kind} ${l.price}/${l.size} whole`,
            );
          checked += 1;
        };
        const seeMarket = (m: Market): void => {
          kinds.set(m.id, m.priceKind);
          for (const r of m.runners)
            for (const l of [...r.ex.availableToBack, ...r.ex.availableToLay]) checkLevel(m.priceKind, l);
        };
        const r = run(seed, 3, 1000);
        for (const s of r.initial) allMarkets(s).forEach(seeMarket);
        for (const c of r.changes) {
          if (c.kind === 'marketAdded') seeMarket(c.market);
          if (c.kind !== 'market') continue;
          for (const rp of c.patch.runners ?? []) {
            for (const u of [...(rp.back ?? []), ...(rp.lay ?? [])])
              if (u.size > 0) checkLevel(kinds.get(c.marketId), u);
          }
        }
        assert.ok(checked > 5000, `${checked} levels checked`);
      }),
      { numRuns: 5 },
    );
  });

  test('exchange books keep the overround bounds and back below lay in every snapshot', () => {
    let books = 0;
    let t = 0;
    run(3, 10, 1000, {}, (sim) => {
      t += 1;
      if (t % 5 !== 0) return;
      for (const f of sim.fixtures()) {
        const s = sim.snapshot(f.id);
        assert.ok(s);
        for (const m of s.tournament) books += checkExchangeBook(m);
      }
    });
    assert.ok(books > 10_000, `${books} books checked`);
  });

  test('bookmaker rates are whole paise with lay above back, and lays over 99.99 only with rateThan100', () => {
    let seen = 0;
    run(4, 5, 1000, {}, (sim) => {
      for (const f of sim.fixtures()) {
        if (!f.isBookmaker) continue;
        const s = sim.snapshot(f.id);
        const bm = s?.tournament.find((m) => m.type === 'bookmaker');
        assert.ok(bm && bm.priceKind === 'rate' && bm.parentBetId === f.marketId);
        for (const r of bm.runners) {
          const b = r.ex.availableToBack;
          const l = r.ex.availableToLay;
          if (b[0] && l[0]) assert.ok(l[0].price > b[0].price);
          for (let i = 1; i < b.length; i++) assert.equal(b[i]?.price, (b[0]?.price ?? 0) - i);
          for (let i = 1; i < l.length; i++) assert.equal(l[i]?.price, (l[0]?.price ?? 0) + i);
          if (!f.rateThan100)
            assert.ok(
              l.every((x) => x.price <= 99.99),
              `lay ${l.map((x) => x.price).join('/')} without rateThan100`,
            );
          seen += 1;
        }
      }
    });
    assert.ok(seen > 1000);
  });
});

describe('statuses', () => {
  const r = run(8, 40, 500);

  test('versions increase by one on every suspension and only then', () => {
    const version = new Map<string, number>();
    const status = new Map<string, MarketStatus>();
    for (const s of r.initial)
      for (const m of allMarkets(s)) {
        version.set(m.id, m.version);
        status.set(m.id, m.status);
      }
    let suspensions = 0;
    for (const c of r.changes) {
      if (c.kind === 'marketAdded') {
        version.set(c.market.id, c.market.version);
        status.set(c.market.id, c.market.status);
      }
      if (c.kind !== 'market') continue;
      const p = c.patch;
      const prev = version.get(c.marketId) ?? 0;
      if (p.status === 'SUSPENDED' || p.status === 'BALL RUNNING') {
        assert.equal(p.version, prev + 1, 'a suspension carries the next version');
        suspensions += 1;
      } else if (p.version !== undefined) {
        // Suspended and settled (or reopened) within one event: still exactly one step.
        assert.equal(p.version, prev + 1);
        assert.ok(p.status === 'CLOSED' || p.status === 'OPEN', 'a version change comes with a status change');
      }
      if (p.version !== undefined) version.set(c.marketId, p.version);
      if (p.status !== undefined) status.set(c.marketId, p.status);
      // Prices never move on a suspended market.
      const moves = (p.runners ?? []).some((x) => [...(x.back ?? []), ...(x.lay ?? [])].some((u) => u.size > 0));
      if (moves) assert.equal(status.get(c.marketId), 'OPEN', 'prices only move while OPEN');
    }
    assert.ok(suspensions > 500, `${suspensions} suspensions`);
  });

  test('a market is CLOSED before its result, and nothing changes after', () => {
    const status = new Map<string, MarketStatus>();
    const settled = new Set<string>();
    for (const s of r.initial) for (const m of allMarkets(s)) status.set(m.id, m.status);
    let results = 0;
    for (const c of r.changes) {
      if (c.kind === 'marketAdded') status.set(c.market.id, c.market.status);
      if (c.kind === 'market') {
        assert.ok(!settled.has(c.marketId), 'no patch after the result');
        if (c.patch.status) status.set(c.marketId, c.patch.status);
      }
      if (c.kind === 'result') {
        assert.equal(status.get(c.marketId), 'CLOSED');
        assert.ok(!settled.has(c.marketId), 'one result per market');
        settled.add(c.marketId);
        results += 1;
      }
    }
    assert.ok(results > 300, `${results} results`);
  });

  test('football match odds suspend for about 10 s after a goal, then reopen', () => {
    const moOf = new Map<string, string>();
    for (const s of r.initial) moOf.set(s.id, s.marketId);
    for (const c of r.changes) if (c.kind === 'added') moOf.set(c.fixture.id, c.fixture.marketId);
    const goals = new Map<string, number>();
    let checked = 0;
    const footballIds = new Set<string>();
    for (const s of r.initial)
      if (s.fixture.sport === 'football' || s.fixture.sport === 'soccer') footballIds.add(s.id);
    for (const s of r.initial)
      if (s.scoreBoard?.kind === 'goals') goals.set(s.id, s.scoreBoard.home + s.scoreBoard.away);
    r.changes.forEach((c, i) => {
      if (c.kind !== 'score' || c.score.kind !== 'goals' || !footballIds.has(c.matchId)) return;
      const total = c.score.home + c.score.away;
      const before = goals.get(c.matchId) ?? 0;
      goals.set(c.matchId, total);
      if (total <= before) return;
      const mo = moOf.get(c.matchId);
      const sameEvent = r.changes.slice(i + 1).filter((x) => x.at === c.at);
      const suspend = sameEvent.find(
        (x): x is Extract<FeedChange, { kind: 'market' }> => x.kind === 'market' && x.marketId === mo,
      );
      assert.ok(suspend && suspend.patch.status === 'SUSPENDED', 'match odds suspended with the goal');
      const next = r.changes
        .slice(i + 1)
        .find((x) => x.kind === 'market' && x.marketId === mo && x.patch.status !== undefined && x.at > c.at);
      if (next && next.kind === 'market' && next.patch.status === 'OPEN') {
        const gap = next.at - c.at;
        assert.ok(gap >= 8_000 && gap <= 15_000, `reopened after ${gap} ms`);
        checked += 1;
      }
    });
    assert.ok(checked >= 5, `${checked} goals checked`);
  });

  test('cricket markets go BALL RUNNING while each ball is bowled', () => {
    const cricket = new Set<string>();
    for (const s of r.initial) if (s.fixture.sport === 'cricket' && s.fixture.kind === 'match') cricket.add(s.id);
    const lastBallRunning = new Map<string, number>();
    let deliveries = 0;
    for (const c of r.changes) {
      if (!('matchId' in c) || !cricket.has(c.matchId)) continue;
      if (c.kind === 'market' && c.patch.status === 'BALL RUNNING') lastBallRunning.set(c.matchId, c.at);
      if (
        c.kind === 'score' &&
        c.score.kind === 'cricket' &&
        c.score.lastBalls.length > 0 &&
        lastBallRunning.has(c.matchId)
      ) {
        const since = c.at - (lastBallRunning.get(c.matchId) ?? 0);
        if (since < 20_000) {
          assert.ok(since >= 4_000 && since <= 7_000, `ball took ${since} ms`);
          deliveries += 1;
        }
      }
    }
    assert.ok(deliveries > 100, `${deliveries} deliveries`);
  });
});
