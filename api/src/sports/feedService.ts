/**
 * FeedService: how the API reads the market feed. It holds no market state of its own beyond what
 * the feed protocol gives it (`@backlay/feed/protocol`): it loads the feed's snapshot, applies every
 * tick after it in order (FeedState), and tells subscribers — the match socket, settlement, the play
 * history — what each tick meant. Every API process reading the same log holds the same versions
 * and seqs, so any process can serve any client and check any bet.
 *
 * A tick it did not expect (a gap: the process fell behind the stream's retention, or the feed
 * repaired a failed publish) makes it reload the snapshot; ticks it already has are ignored.
 *
 * Two ways to be fed:
 * - `FeedService.embedded(publisher)`: the simulator runs in this process (the default without
 *   Redis, and the tests), over the in-process transport, which delivers each tick synchronously.
 * - `FeedService.remote(transport)`: the feed is its own process; ticks arrive over Redis.
 */
import {
  FeedState,
  type FeedSnapshot,
  type FeedTick,
  type FeedTickMessage,
  type FeedTransport,
  type ResultRecord,
  type Subscription,
} from '@backlay/feed/protocol';
import type { FeedPublisher } from '@backlay/feed';
import type {
  Fixture,
  ListRow,
  ListSnapshotMessage,
  Market,
  MatchDeltaMessage,
  MatchSnapshot,
  MatchSnapshotMessage,
} from '@backlay/shared/sports';

export type { FeedTick, ResultRecord, MatchBatch } from '@backlay/feed/protocol';
export { listRowOf } from '@backlay/feed/protocol';

/** Deltas kept per match for clients that resume after a short gap. */
export const REPLAY_DELTAS = 64;
/** Time between two snapshot reloads while the feed cannot be read. */
const RESYNC_PAUSE_MS = 500;

type Listener<T> = (value: T) => void;

export interface FeedServiceOptions {
  transport: FeedTransport;
  /** The feed running in this process, when it does (tests drive it through `advanceTo`). */
  publisher?: FeedPublisher;
  /** Where a failing subscriber or transport is reported (default console.error). */
  onError?: (error: unknown) => void;
}

export class FeedService {
  private state: FeedState;
  private readonly transport: FeedTransport;
  private readonly publisher: FeedPublisher | undefined;
  private readonly onError: (error: unknown) => void;
  private readonly tickListeners = new Set<Listener<FeedTick>>();
  private readonly resultListeners = new Set<Listener<ResultRecord>>();
  private readonly resyncListeners = new Set<Listener<FeedSnapshot>>();
  private readonly recent = new Map<string, MatchDeltaMessage[]>();
  private subscription: Subscription | null = null;
  private resyncing: Promise<void> | null = null;
  private closed = false;
  private resyncs = 0;

  private constructor(options: FeedServiceOptions, state: FeedState) {
    this.transport = options.transport;
    this.publisher = options.publisher;
    this.onError = options.onError ?? ((error) => console.error('feed:', error));
    this.state = state;
  }

  /** Reads the feed that runs in this process (its transport delivers synchronously). */
  static embedded(publisher: FeedPublisher, transport: FeedTransport, onError?: (error: unknown) => void): FeedService {
    const service = new FeedService(
      { transport, publisher, ...(onError ? { onError } : {}) },
      FeedState.fromSnapshot(publisher.state.snapshot()),
    );
    service.subscribe();
    return service;
  }

  /**
   * Reads a feed published elsewhere. Resolves once the feed's snapshot is loaded, or after
   * `waitMs` without one (the service then serves an empty market and keeps asking).
   */
  static async remote(
    transport: FeedTransport,
    options: { waitMs?: number; onError?: (error: unknown) => void; now?: () => number } = {},
  ): Promise<FeedService> {
    const service = new FeedService(
      { transport, ...(options.onError ? { onError: options.onError } : {}) },
      FeedState.initial((options.now ?? Date.now)(), []),
    );
    const deadline = Date.now() + (options.waitMs ?? 10_000);
    for (;;) {
      const snapshot = await transport.loadSnapshot().catch((error: unknown) => {
        service.onError(error);
        return null;
      });
      if (snapshot) {
        service.adopt(snapshot);
        break;
      }
      if (Date.now() >= deadline) {
        service.onError(new Error('the market feed has published no snapshot yet; waiting for it'));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_PAUSE_MS));
    }
    service.subscribe();
    return service;
  }

  private subscribe(): void {
    this.subscription = this.transport.subscribe(this.state.tick, {
      tick: (message) => this.receive(message),
      error: (error) => this.onError(error),
    });
  }

  private receive(message: FeedTickMessage): void {
    if (this.closed || this.resyncing || message.tick <= this.state.tick) return;
    if (message.tick !== this.state.tick + 1) {
      void this.resync();
      return;
    }
    this.applyTick(message);
  }

  private applyTick(message: FeedTickMessage): void {
    const tick = this.state.apply(message);
    for (const batch of tick.batches) {
      const delta: MatchDeltaMessage = {
        type: 'delta',
        matchId: batch.matchId,
        seq: batch.seq,
        changes: batch.changes,
      };
      const list = this.recent.get(batch.matchId);
      if (list) {
        list.push(delta);
        if (list.length > REPLAY_DELTAS) list.shift();
      } else {
        this.recent.set(batch.matchId, [delta]);
      }
    }
    for (const id of tick.removed) this.recent.delete(id);
    for (const listener of this.tickListeners) this.call(listener, tick);
    for (const r of tick.results) for (const listener of this.resultListeners) this.call(listener, r);
  }

  /**
   * After a gap: the missing ticks from the log when it still has them, else the feed's snapshot
   * (waiting for one at least as recent as this state); then reads on from there.
   */
  private resync(): Promise<void> {
    if (this.resyncing) return this.resyncing;
    this.resyncs += 1;
    const run = async () => {
      await this.subscription?.close();
      this.subscription = null;
      const missing = await this.transport.ticksAfter(this.state.tick).catch(() => []);
      if (missing[0]?.tick === this.state.tick + 1) {
        for (const m of missing) if (m.tick === this.state.tick + 1) this.applyTick(m);
        return;
      }
      while (!this.closed) {
        const snapshot = await this.transport.loadSnapshot().catch((error: unknown) => {
          this.onError(error);
          return null;
        });
        if (snapshot && snapshot.tick >= this.state.tick) {
          this.adopt(snapshot);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, RESYNC_PAUSE_MS));
      }
    };
    this.resyncing = run().finally(() => {
      this.resyncing = null;
      if (!this.closed) this.subscribe();
    });
    return this.resyncing;
  }

  private adopt(snapshot: FeedSnapshot): void {
    this.state = FeedState.fromSnapshot(snapshot);
    this.recent.clear();
    for (const listener of this.resyncListeners) this.call(listener, snapshot);
  }

  private call<T>(listener: Listener<T>, value: T): void {
    try {
      listener(value);
    } catch (error) {
      this.onError(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.publisher?.stop();
    await this.subscription?.close();
    this.subscription = null;
    if (this.publisher) await this.publisher.close();
    await this.transport.close();
  }

  // ---------------------------------------------------------------------------------------------
  // The feed in this process (tests; the embedded default's timer)

  /** The feed running in this process; throws when the feed is a process of its own. */
  private local(): FeedPublisher {
    if (!this.publisher) throw new Error('the market feed runs in its own process here');
    return this.publisher;
  }

  /** Advances the embedded feed to `ms` (tests). */
  advanceTo(ms: number): void {
    this.local().advanceTo(ms);
  }

  /** Starts the embedded feed's timer (no-op when the feed is remote). */
  start(): void {
    this.publisher?.start();
  }

  stop(): void {
    this.publisher?.stop();
  }

  get running(): boolean {
    return this.publisher?.running ?? this.subscription !== null;
  }

  /** The embedded simulator's own full snapshot of one match (a fresh copy, for tests). */
  snapshot(matchId: string): MatchSnapshot | undefined {
    return this.local().simulatorSnapshot(matchId);
  }

  get seed(): number | undefined {
    return this.publisher?.seed;
  }

  get tickMs(): number | undefined {
    return this.publisher?.tickMs;
  }

  /** How often this process reloaded the snapshot after a gap. */
  get resyncCount(): number {
    return this.resyncs;
  }

  // ---------------------------------------------------------------------------------------------
  // Subscriptions

  /** Every applied tick with changes; returns the unsubscribe function. */
  onTick(listener: Listener<FeedTick>): () => void {
    this.tickListeners.add(listener);
    return () => void this.tickListeners.delete(listener);
  }

  /** Every market result as it is declared (after the tick listeners saw its tick). */
  onResult(listener: Listener<ResultRecord>): () => void {
    this.resultListeners.add(listener);
    return () => void this.resultListeners.delete(listener);
  }

  /** Every time the state was replaced by a snapshot (after a gap, or the remote feed's first). */
  onResync(listener: Listener<FeedSnapshot>): () => void {
    this.resyncListeners.add(listener);
    return () => void this.resyncListeners.delete(listener);
  }

  // ---------------------------------------------------------------------------------------------
  // Reads (shared, immutable values: never mutate what these return)

  /** Simulated time the feed is at (epoch ms). */
  get now(): number {
    return this.publisher?.now ?? this.state.at;
  }

  /** The last tick applied. */
  get tick(): number {
    return this.state.tick;
  }

  /** Listed fixtures by start time (copies). */
  fixtures(): Fixture[] {
    return this.state.views().map((s) => ({ ...s.fixture }));
  }

  views(): MatchSnapshot[] {
    return this.state.views();
  }

  view(matchId: string): MatchSnapshot | undefined {
    return this.state.view(matchId);
  }

  /** The seq the match's state is current to (0 before its first batch), or undefined. */
  seq(matchId: string): number | undefined {
    return this.state.seq(matchId);
  }

  /** What a client joining the match room gets: the current state and its seq. */
  snapshotMessage(matchId: string): MatchSnapshotMessage | undefined {
    const data = this.state.view(matchId);
    const seq = this.state.seq(matchId);
    if (!data || seq === undefined) return undefined;
    return { type: 'snapshot', matchId, seq, data };
  }

  /**
   * The deltas after `seq` of one match, when this process still has every one of them (a client
   * resuming after a short gap); undefined when a snapshot is needed instead.
   */
  deltasAfter(matchId: string, seq: number): MatchDeltaMessage[] | undefined {
    const current = this.state.seq(matchId);
    if (current === undefined || seq > current) return undefined;
    if (seq === current) return [];
    const list = this.recent.get(matchId);
    const first = list?.[0];
    if (!list || !first || first.seq > seq + 1) return undefined;
    return list.filter((d) => d.seq > seq);
  }

  market(marketId: string): { matchId: string; market: Market } | undefined {
    return this.state.market(marketId);
  }

  listRow(matchId: string): ListRow | undefined {
    return this.state.listRow(matchId);
  }

  listSnapshot(): ListSnapshotMessage {
    return { type: 'snapshot', seq: this.state.listSeq, rows: this.state.listRows() };
  }

  /** Results declared so far (the most recent ones, oldest first). */
  results(): ResultRecord[] {
    return this.state.results();
  }

  result(marketId: string): ResultRecord | undefined {
    return this.state.result(marketId);
  }
}
