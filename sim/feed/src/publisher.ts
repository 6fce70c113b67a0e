/**
 * FeedPublisher: the feed side of the protocol. It runs the simulator on a clock (a timer in a
 * process, `advanceTo` in tests), turns what the simulator says into numbered ticks (FeedState),
 * publishes them through a transport and stores a snapshot every few seconds of feed time.
 *
 * A restarted feed continues its world: it loads the last snapshot, applies the ticks stored after
 * it, rebuilds the simulator from the same seed and start and runs it silently to the last tick's
 * time (the simulator is deterministic and does not depend on how finely time is advanced), then
 * goes on publishing from the next tick. Markets open before the restart go on and are settled.
 */
import { performance } from 'node:perf_hooks';
import type { FeedOptions, MatchSnapshot } from '@backlay/shared/sports';
import { FeedSimulator } from './sim/simulator.js';
import { FeedState } from './protocol/state.js';
import type { FeedTransport } from './protocol/transport.js';

/** Real (and simulated) milliseconds between ticks. */
export const FEED_TICK_MS = 250;
/** A catch-up is cut into at most this many ticks (ten minutes of them; longer gaps make bigger ones). */
const MAX_STEPS_PER_CALL = 2400;
/** Feed time between snapshots. */
const SNAPSHOT_EVERY_MS = 5_000;
/** Stored worlds older than this start afresh (see maxWorldAgeMs). */
const DEFAULT_MAX_WORLD_AGE_MS = 24 * 3_600_000;
/** The silent replay of a restart advances the simulator in steps of this much feed time. */
const REPLAY_STEP_MS = 60_000;

export interface FeedPublisherOptions {
  transport: FeedTransport;
  seed: number;
  /** Simulated epoch ms of a new world (a restored one keeps its own). */
  startMs: number;
  /** The clock the timer advances to (default Date.now). */
  now?: () => number;
  tickMs?: number;
  /** Passed to the simulator (fixtures per sport, race meetings, outrights). */
  simulator?: Omit<Partial<FeedOptions>, 'seed' | 'startMs'>;
  /** Ignore a stored snapshot and start a new world. */
  fresh?: boolean;
  /**
   * A stored world older than this (feed time since its start) is not continued: rebuilding it
   * costs about 10 s of simulation per hour of its age. Default 24 hours.
   */
  maxWorldAgeMs?: number;
  snapshotEveryMs?: number;
  /** Where a failing publish, snapshot or timer tick is reported (default console.error). */
  onError?: (error: unknown) => void;
}

export interface PublisherStats {
  ticks: number;
  published: number;
  /** Whether this publisher continued a stored world, and how long rebuilding it took. */
  restored: { fromTick: number; replayMs: number } | null;
  /** A stored world found too old to continue (a new one was started instead). */
  abandoned: { tick: number; ageMs: number } | null;
  last: { at: number; changes: number; simMs: number; serviceMs: number };
}

export class FeedPublisher {
  readonly seed: number;
  readonly startMs: number;
  readonly tickMs: number;
  readonly state: FeedState;
  private readonly sim: FeedSimulator;
  private readonly transport: FeedTransport;
  private readonly clock: () => number;
  private readonly onError: (error: unknown) => void;
  private readonly snapshotEveryMs: number;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private lastSnapshotAt: number;
  private saving: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** A publish failed: the next snapshot repairs what readers missed. */
  private damaged = false;
  private readonly pending = new Set<Promise<void>>();
  private readonly statsValue: PublisherStats;

  private constructor(
    options: FeedPublisherOptions,
    sim: FeedSimulator,
    state: FeedState,
    seed: number,
    startMs: number,
    restored: PublisherStats['restored'],
    abandoned: PublisherStats['abandoned'] = null,
  ) {
    this.transport = options.transport;
    this.seed = seed;
    this.startMs = startMs;
    this.sim = sim;
    this.state = state;
    this.tickMs = options.tickMs ?? FEED_TICK_MS;
    if (!Number.isFinite(this.tickMs) || this.tickMs <= 0) throw new RangeError('tickMs must be a positive number');
    this.clock = options.now ?? Date.now;
    this.onError = options.onError ?? ((error) => console.error('feed:', error));
    this.snapshotEveryMs = options.snapshotEveryMs ?? SNAPSHOT_EVERY_MS;
    this.lastSnapshotAt = state.at;
    this.statsValue = {
      ticks: 0,
      published: 0,
      restored,
      abandoned,
      last: { at: state.at, changes: 0, simMs: 0, serviceMs: 0 },
    };
  }

  /** A publisher continuing the stored world, or a new one when none is stored (or `fresh`). */
  static async open(options: FeedPublisherOptions): Promise<FeedPublisher> {
    const stored = options.fresh ? null : await options.transport.loadSnapshot();
    const now = (options.now ?? Date.now)();
    const ageMs = stored?.startMs !== undefined ? now - stored.startMs : 0;
    const tooOld = stored !== null && ageMs > (options.maxWorldAgeMs ?? DEFAULT_MAX_WORLD_AGE_MS);
    const snapshot = tooOld ? null : stored;
    if (snapshot && snapshot.seed !== undefined && snapshot.startMs !== undefined) {
      const t0 = performance.now();
      const state = FeedState.fromSnapshot(snapshot);
      for (const m of await options.transport.ticksAfter(snapshot.tick)) {
        if (m.tick === state.tick + 1) state.apply(m);
      }
      const sim = new FeedSimulator({ ...options.simulator, seed: snapshot.seed, startMs: snapshot.startMs });
      for (let t = sim.now; t < state.at;) {
        t = Math.min(state.at, t + REPLAY_STEP_MS);
        sim.advanceTo(t);
      }
      const restored = { fromTick: state.tick, replayMs: performance.now() - t0 };
      return new FeedPublisher(options, sim, state, snapshot.seed, snapshot.startMs, restored);
    }
    const sim = new FeedSimulator({ ...options.simulator, seed: options.seed, startMs: options.startMs });
    const initial: MatchSnapshot[] = [];
    for (const f of sim.fixtures()) {
      const s = sim.snapshot(f.id);
      if (s) initial.push(s);
    }
    const publisher = new FeedPublisher(
      options,
      sim,
      FeedState.initial(sim.now, initial),
      options.seed,
      options.startMs,
      null,
      tooOld && stored ? { tick: stored.tick, ageMs } : null,
    );
    await publisher.saveSnapshot();
    return publisher;
  }

  /** Simulated time the feed is at (epoch ms). */
  get now(): number {
    return this.sim.now;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  get stats(): PublisherStats {
    return { ...this.statsValue, last: { ...this.statsValue.last } };
  }

  /** The simulator's own full snapshot of one match (a fresh copy; tests compare it with readers'). */
  simulatorSnapshot(matchId: string): MatchSnapshot | undefined {
    return this.sim.snapshot(matchId);
  }

  /**
   * Advances the feed to `ms` (earlier times are ignored), in ticks of about `tickMs`: a call
   * covering one tick's time makes one tick, a longer one several, so ticks stay tick-sized.
   */
  advanceTo(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError('advanceTo: ms must be finite');
    if (this.ticking) throw new Error('advanceTo called from inside a tick');
    const from = this.sim.now;
    if (ms <= from) return;
    const steps = Math.min(MAX_STEPS_PER_CALL, Math.max(1, Math.round((ms - from) / this.tickMs)));
    this.ticking = true;
    try {
      for (let i = 1; i <= steps; i++) this.step(i === steps ? ms : from + Math.round(((ms - from) * i) / steps));
    } finally {
      this.ticking = false;
    }
    if (this.damaged || this.state.at - this.lastSnapshotAt >= this.snapshotEveryMs) void this.saveSnapshot();
  }

  private step(to: number): void {
    const t0 = performance.now();
    const changes = this.sim.advanceTo(to);
    const t1 = performance.now();
    this.statsValue.ticks += 1;
    const message = this.state.ingest(to, changes);
    if (message) {
      this.statsValue.published += 1;
      const sent: Promise<void> = this.transport
        .publish(message)
        .catch((error: unknown) => {
          this.damaged = true;
          this.onError(error);
        })
        .finally(() => this.pending.delete(sent));
      this.pending.add(sent);
    }
    this.statsValue.last = { at: to, changes: changes.length, simMs: t1 - t0, serviceMs: performance.now() - t1 };
  }

  /**
   * Stores the current state as the snapshot. One save at a time: a call during a save queues one
   * more, which takes the state as it is when it runs (so the last call is never lost).
   */
  saveSnapshot(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.saving) {
      const queued: Promise<void> = this.saving.then(() => {
        this.queued = null;
        return this.saveSnapshot();
      });
      this.queued = queued;
      return queued;
    }
    const snapshot = this.state.snapshot({ seed: this.seed, startMs: this.startMs });
    const wasDamaged = this.damaged;
    this.damaged = false;
    this.lastSnapshotAt = snapshot.at;
    const saving = this.transport
      .saveSnapshot(snapshot)
      .catch((error: unknown) => {
        this.damaged = this.damaged || wasDamaged;
        this.onError(error);
      })
      .finally(() => {
        this.saving = null;
      });
    this.saving = saving;
    return saving;
  }

  /** Starts the real-time timer (idempotent). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.advanceTo(this.clock());
      } catch (error) {
        this.onError(error);
      }
    }, this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops the timer, waits for every publish and stores a last snapshot. */
  async close(): Promise<void> {
    this.stop();
    await Promise.allSettled([...this.pending]);
    await this.saveSnapshot();
  }
}
