/**
 * The production topology on the CI's PostgreSQL and Redis: one feed process and two API processes
 * (scripts/cluster.mjs starts the built ones). Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 *
 * - Clients on both API processes receive identical deltas (seqs and changes) for a busy match.
 * - A bet placed through process B at a price process A pushed is accepted; one on a market A shows
 *   suspended is refused by B too.
 * - kill -9 the feed and restart it: the markets continue where they were (the next delta follows
 *   the last seq), nothing settles twice.
 * - kill -9 an API process under a bet load: every acknowledged bet is in the database, the ledger
 *   invariants hold, and its socket client is back in sync on the other process within 2 s.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { BET_KIND_MARKETS, BET_KIND_PATHS, type BetKind } from '@backlay/shared/api';
import {
  applyMatchChanges,
  liveDataEvent,
  MATCH_NAMESPACE,
  type ListMessage,
  type LiveDataMessage,
  type Market,
  type MatchSnapshot,
} from '@backlay/shared/sports';
import { openDatabase } from '../db/client.js';
import { checkLedgerInvariants } from '../wallet/invariants.js';
// The repository's cluster launcher (scripts/cluster.d.mts types it).
import { startCluster, type Cluster } from '../../../scripts/cluster.mjs';

const DB_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const enabled = Boolean(DB_URL && REDIS_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A match-socket client that keeps the state of one match from what it receives. */
class Watcher {
  readonly socket: ClientSocket;
  readonly deltas: { seq: number; at: number; changes: string }[] = [];
  readonly lists: ListMessage[] = [];
  snapshots = 0;
  state: { seq: number; data: MatchSnapshot } | null = null;
  synced = 0;

  constructor(url: string, token: string) {
    this.socket = io(`${url}${MATCH_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      ackTimeout: 10_000,
    });
    this.socket.on('listData', (m: ListMessage) => this.lists.push(m));
  }

  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  async follow(id: string, seq?: number): Promise<{ ok: boolean; seq?: number; resumed?: boolean }> {
    this.socket.off(liveDataEvent(id));
    this.socket.on(liveDataEvent(id), (m: LiveDataMessage) => {
      if (m.type === 'snapshot') {
        this.snapshots += 1;
        this.state = { seq: m.seq, data: m.data };
        return;
      }
      if (m.type === 'sessionBettings') return;
      this.deltas.push({ seq: m.seq, at: Date.now(), changes: JSON.stringify(m.changes) });
      if (this.state && m.seq === this.state.seq + 1) {
        const next = applyMatchChanges(this.state.data, m.changes);
        if (next) this.state = { seq: m.seq, data: next };
      }
    });
    const ack = (await this.socket.emitWithAck('matchRoom', seq === undefined ? { id } : { id, seq })) as {
      ok: boolean;
      seq?: number;
      resumed?: boolean;
    };
    if (ack.ok) this.synced = Date.now();
    return ack;
  }

  close(): void {
    this.socket.disconnect();
  }
}

function kindOf(market: Market): BetKind {
  const kind = (Object.keys(BET_KIND_MARKETS) as BetKind[]).find(
    (k) => k !== 'cardBetting' && BET_KIND_MARKETS[k].includes(market.type),
  );
  if (!kind) throw new Error(`no bet path for ${market.type}`);
  return kind;
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'player1', password: 'Backlay#2026' }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

interface PlaceAnswer {
  status: number;
  message: string;
  id?: string;
}

async function place(url: string, token: string, matchId: string, market: Market, odds: number): Promise<PlaceAnswer> {
  const runner = market.runners[0];
  assert.ok(runner);
  const res = await fetch(`${url}/${BET_KIND_PATHS[kindOf(market)]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      idempotencyKey: randomBytes(12).toString('hex'),
      matchId,
      betId: market.id,
      selectionId: runner.selectionId,
      betType: market.priceKind === 'line' ? 'YES' : 'BACK',
      odds,
      stake: 100,
    }),
  });
  const body = (await res.json()) as { message: string; data?: { bet?: { id: string } } };
  return { status: res.status, message: body.message, ...(body.data?.bet ? { id: body.data.bet.id } : {}) };
}

async function query<R extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

/** The listed matches as the list room shows them (a snapshot from `url`). */
async function listRows(w: Watcher) {
  const before = w.lists.length;
  await w.socket.emitWithAck('listRoom');
  for (let i = 0; i < 100 && w.lists.length === before; i++) await sleep(20);
  const first = w.lists.find((m) => m.type === 'snapshot');
  assert.ok(first && first.type === 'snapshot');
  return first.rows;
}

describe('two API processes and one feed', { skip: !enabled && 'needs TEST_DATABASE_URL and TEST_REDIS_URL' }, () => {
  let cluster: Cluster;
  let admin: pg.Client;
  let dbName: string;
  let databaseUrl: string;
  let token: string;
  let busy: string;
  let prematch: string;

  before(async () => {
    admin = new pg.Client({ connectionString: DB_URL });
    await admin.connect();
    dbName = `cluster_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    const url = new URL(DB_URL ?? '');
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    cluster = await startCluster({ databaseUrl, redisUrl: REDIS_URL });
    token = await login(cluster.apis[0]?.url ?? '');
    const w = new Watcher(cluster.apis[0]?.url ?? '', token);
    await w.ready();
    const rows = await listRows(w);
    w.close();
    const live = rows.filter((r) => r.inPlay && !r.finished && r.status === 'OPEN');
    busy = (live.find((r) => r.sport === 'cricket') ?? live[0])?.id ?? '';
    prematch = rows.find((r) => !r.inPlay && r.status === 'OPEN' && r.runners.length >= 2)?.id ?? '';
    assert.ok(busy && prematch, 'a match in play and one before its start');
  });

  after(async () => {
    await cluster?.stop();
    await admin?.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin?.end();
  });

  test('clients on both processes receive identical deltas for a busy in-play match over 60 s', async () => {
    const [a, b] = cluster.apis.map((p) => new Watcher(p.url, token));
    assert.ok(a && b);
    await Promise.all([a.ready(), b.ready()]);
    await Promise.all([
      a.follow(busy),
      b.follow(busy),
      a.socket.emitWithAck('listRoom'),
      b.socket.emitWithAck('listRoom'),
    ]);
    await sleep(60_000);
    a.close();
    b.close();
    const from = Math.max(a.deltas[0]?.seq ?? 0, b.deltas[0]?.seq ?? 0);
    const to = Math.min(a.deltas.at(-1)?.seq ?? 0, b.deltas.at(-1)?.seq ?? 0);
    const pick = (w: Watcher) => w.deltas.filter((d) => d.seq >= from && d.seq <= to).map((d) => [d.seq, d.changes]);
    console.log(`  ${to - from + 1} deltas of match ${busy} compared between the two processes`);
    assert.ok(to - from > 60, `a busy match: ${to - from} deltas in common`);
    assert.deepEqual(pick(a), pick(b), 'same seqs, same changes');
    const seqs = pick(a).map(([seq]) => seq);
    assert.deepEqual(
      seqs,
      seqs.map((_, i) => from + i),
      'no gaps',
    );
    const listDeltas = (w: Watcher) => w.lists.filter((m) => m.type === 'delta').map((m) => JSON.stringify(m));
    const common = listDeltas(a).filter((m) => listDeltas(b).includes(m));
    assert.ok(common.length > 30, `list deltas in common: ${common.length}`);
  });

  test('a bet through B at a price A pushed is accepted; a market A shows suspended is refused by B', async () => {
    const [apiA, apiB] = cluster.apis;
    assert.ok(apiA && apiB);
    const a = new Watcher(apiA.url, token);
    await a.ready();
    // Accepted: the best back price of the main market, as A shows it.
    let accepted: PlaceAnswer | null = null;
    const refusals: string[] = [];
    for (let attempt = 0; attempt < 5 && !accepted; attempt++) {
      await a.follow(prematch);
      const s = a.state?.data;
      const main = s?.tournament.find((m) => m.id === s.marketId);
      const price = main?.runners[0]?.ex.availableToBack[0]?.price;
      assert.ok(main && price, 'a price to back');
      const answer = await place(apiB.url, token, prematch, main, price);
      if (answer.status === 201) accepted = answer;
      else refusals.push(answer.message);
    }
    assert.ok(accepted, `accepted through B (refused: ${refusals.join(' | ')})`);

    // Refused: the first market of the busy match that A shows going out of OPEN.
    await a.follow(busy);
    const deadline = Date.now() + 60_000;
    let refused: PlaceAnswer | null = null;
    let marketName = '';
    while (!refused && Date.now() < deadline) {
      const s = a.state?.data;
      const suspended = s
        ? [...s.tournament, ...Object.values(s.apiSession).flat()].find(
            (m) => (m.status === 'SUSPENDED' || m.status === 'BALL RUNNING') && m.runners.length > 0,
          )
        : undefined;
      if (suspended && s) {
        marketName = suspended.name;
        const answer = await place(apiB.url, token, s.id, suspended, suspended.priceKind === 'decimal' ? 2 : 100);
        const still = a.state?.data;
        const now = still
          ? [...still.tournament, ...Object.values(still.apiSession).flat()].find((m) => m.id === suspended.id)
          : undefined;
        // Only a verdict while A still shows it suspended counts.
        if (now && now.status !== 'OPEN') refused = answer;
      } else {
        await sleep(50);
      }
    }
    a.close();
    assert.ok(refused, 'a suspension seen within a minute');
    assert.equal(refused.status, 400, refused.message);
    assert.match(refused.message, /suspended|ball running/i, `${marketName}: ${refused.message}`);
  });

  test('kill -9 the feed and restart it: markets continue from the same seqs, nothing settles twice', async () => {
    const api = cluster.apis[0];
    assert.ok(api);
    const w = new Watcher(api.url, token);
    await w.ready();
    await w.follow(busy);
    await sleep(2_000);
    const killedAt = Date.now();
    await cluster.feed.kill('SIGKILL');
    const lastBefore = w.deltas.at(-1)?.seq ?? w.state?.seq ?? 0;
    const snapshotsBefore = w.snapshots;
    await sleep(1_000);
    await cluster.feed.restart();
    const until = Date.now() + 30_000;
    while (Date.now() < until && (w.deltas.at(-1)?.seq ?? 0) <= lastBefore + 3) await sleep(100);
    w.close();
    const after = w.deltas.filter((d) => d.seq > lastBefore);
    if (after[0]) console.log(`  feed killed and restarted: deltas again ${after[0].at - killedAt} ms after the kill`);
    assert.ok(after.length >= 3, 'deltas again after the restart');
    assert.equal(after[0]?.seq, lastBefore + 1, 'the first delta after the restart follows the last one before it');
    assert.equal(w.snapshots, snapshotsBefore, 'no new snapshot was needed');
    const dup = await query(
      databaseUrl,
      'select bet_id from bet_settlements where not reversed group by bet_id having count(*) > 1',
    );
    assert.equal(dup.rows.length, 0, 'no bet settled twice');
  });

  test('kill -9 an API process under a bet load: every acknowledged bet is kept, clients resync on the other within 2 s', async () => {
    const [apiA, apiB] = cluster.apis;
    assert.ok(apiA && apiB);
    const w = new Watcher(apiA.url, token);
    await w.ready();
    await w.follow(busy);
    const acked: string[] = [];
    let stop = false;
    let killedAt = 0;
    const bettor = async (url: string) => {
      while (!stop) {
        const probe = new Watcher(apiB.url, token);
        try {
          await probe.ready();
          await probe.follow(prematch);
          const s = probe.state?.data;
          const main = s?.tournament.find((m) => m.id === s.marketId);
          const price = main?.runners[0]?.ex.availableToBack[0]?.price;
          probe.close();
          if (!main || !price) continue;
          for (let i = 0; i < 10 && !stop; i++) {
            const answer = await place(url, token, prematch, main, price).catch(() => null);
            if (answer?.status === 201 && answer.id) acked.push(answer.id);
          }
        } finally {
          probe.close();
        }
      }
    };
    const load = [bettor(apiA.url), bettor(apiB.url), bettor(apiA.url), bettor(apiB.url)];
    await sleep(3_000);
    const lastSeq = () => w.state?.seq ?? 0;
    const resync = new Promise<number>((resolve) => {
      w.socket.once('disconnect', () => {
        void (async () => {
          const other = new Watcher(apiB.url, token);
          await other.ready();
          const ack = await other.follow(busy, lastSeq());
          assert.ok(ack.ok);
          resolve(Date.now() - killedAt);
          other.close();
        })();
      });
    });
    killedAt = Date.now();
    await apiA.kill('SIGKILL');
    const resyncMs = await resync;
    await sleep(2_000);
    stop = true;
    await Promise.all(load);
    console.log(
      `  ${acked.length} bets acknowledged under load; socket back in sync on the other process ${resyncMs} ms after the kill`,
    );
    assert.ok(resyncMs <= 2_000, `back in sync after ${resyncMs} ms`);
    assert.ok(acked.length > 20, `bets acknowledged under load: ${acked.length}`);
    const database = openDatabase(databaseUrl);
    try {
      const found = await query<{ n: number }>(
        databaseUrl,
        'select count(*)::int as n from bets where id = any($1::uuid[])',
        [acked],
      );
      assert.equal(found.rows[0]?.n, new Set(acked).size, 'every acknowledged bet is in the database');
      assert.deepEqual(await checkLedgerInvariants(database.db), []);
    } finally {
      await database.close();
    }
    await apiA.restart();
  });
});
