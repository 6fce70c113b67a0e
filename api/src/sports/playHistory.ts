/**
 * What the embedded scoreboard and "TV" pages show: each match's recent play as frames (score,
 * status, the last event described in words), kept for a short window so the TV view can show the
 * state of five seconds ago, as a delayed stream would.
 */
import type { Fixture, MatchSnapshot, Score } from '@backlay/shared/sports';
import type { FeedService, FeedTick } from './feedService.js';
import { findSport } from './catalog.js';

/** The TV view's delay (spec section 7: streaming is 5 seconds behind). */
export const TV_DELAY_MS = 5_000;
const RETAIN_MS = 30_000;

export type PlayEventKind =
  | 'dot'
  | 'run'
  | 'four'
  | 'six'
  | 'wicket'
  | 'extra'
  | 'innings'
  | 'goal'
  | 'period'
  | 'point'
  | 'game'
  | 'round'
  | 'knockdown'
  | 'move'
  | 'lead'
  | 'start'
  | 'finish';

export interface PlayEvent {
  /** Simulated time of the event. */
  at: number;
  kind: PlayEventKind;
  text: string;
  /** The side it favours (0 = teamA / home, 1 = teamB / away), when there is one. */
  side: 0 | 1 | null;
}

export interface PlayFrame {
  at: number;
  inPlay: boolean;
  finished: boolean;
  stopAt: string | null;
  scoreBoard: Score | null;
  /** The latest event at or before `at`. */
  event: PlayEvent | null;
}

/** The JSON of GET /embed/state/{id}. */
export interface EmbedState {
  id: string;
  title: string;
  sport: string;
  sportName: string;
  engine: string;
  competitionName: string;
  teamA: string | null;
  teamB: string | null;
  startAt: string;
  view: 'live' | 'tv';
  /** How far behind the feed this state is (ms). */
  delayMs: number;
  /** Simulated time the state is of, and the feed's time now. */
  at: number;
  now: number;
  inPlay: boolean;
  finished: boolean;
  stopAt: string | null;
  scoreBoard: Score | null;
  event: PlayEvent | null;
}

const TENNIS_POINTS = ['0', '15', '30', '40', 'AD'];
const GOAL_SPORTS: ReadonlySet<string> = new Set(['football', 'soccer', 'futsal', 'esoccer', 'iceHockey', 'handball']);

function tennisRank(p: string): number {
  const i = TENNIS_POINTS.indexOf(p);
  return i >= 0 ? i : Number(p) || 0;
}

/** Who won the latest point from two successive pairs of counters, or null. */
function gainer(before: readonly number[], after: readonly number[]): 0 | 1 | null {
  const a = (after[0] ?? 0) - (before[0] ?? 0);
  const b = (after[1] ?? 0) - (before[1] ?? 0);
  if (a > 0 && b <= 0) return 0;
  if (b > 0 && a <= 0) return 1;
  if (a < 0 && b >= 0) return 1;
  if (b < 0 && a >= 0) return 0;
  return null;
}

/** What one delivery of the scoreboard's lastBalls was. */
function ballEvent(ball: string, at: number): PlayEvent {
  const side = null;
  if (ball === 'W') return { at, kind: 'wicket', text: 'WICKET!', side };
  if (ball === '4') return { at, kind: 'four', text: 'FOUR!', side };
  if (ball === '6') return { at, kind: 'six', text: 'SIX!', side };
  if (ball === '0') return { at, kind: 'dot', text: 'Dot ball', side };
  if (/^\d$/.test(ball)) return { at, kind: 'run', text: ball === '1' ? '1 run' : `${ball} runs`, side };
  if (ball.startsWith('wd')) return { at, kind: 'extra', text: 'Wide', side };
  if (ball.startsWith('nb')) {
    const runs = ball.split('+')[1];
    return { at, kind: 'extra', text: runs ? `No ball + ${runs}` : 'No ball', side };
  }
  return { at, kind: 'run', text: ball, side };
}

function cricketEvent(
  prev: Extract<Score, { kind: 'cricket' }>,
  next: Extract<Score, { kind: 'cricket' }>,
  at: number,
): PlayEvent | null {
  if (next.currentInnings !== prev.currentInnings) return { at, kind: 'innings', text: 'Innings break', side: null };
  if (JSON.stringify(next.innings) === JSON.stringify(prev.innings)) return null;
  return ballEvent(next.lastBalls[next.lastBalls.length - 1] ?? '', at);
}

/** The latest thing a scoreboard itself tells (the last ball of a cricket over), for a first frame. */
export function lastPlay(score: Score | null, at: number): PlayEvent | null {
  if (score?.kind !== 'cricket') return null;
  const ball = score.lastBalls[score.lastBalls.length - 1];
  return ball === undefined ? null : ballEvent(ball, at);
}

/** The event that turned `prev` into `next`, described for the viewer, or null for a mere clock tick. */
export function describePlay(prev: Score | null, next: Score, fixture: Fixture, at: number): PlayEvent | null {
  const name = (side: 0 | 1 | null) => (side === 0 ? fixture.teamA : side === 1 ? fixture.teamB : null) ?? '';
  if (prev === null || prev.kind !== next.kind) return { at, kind: 'start', text: 'Play under way', side: null };
  switch (next.kind) {
    case 'cricket':
      return prev.kind === 'cricket' ? cricketEvent(prev, next, at) : null;
    case 'goals': {
      if (prev.kind !== 'goals') return null;
      const side = gainer([prev.home, prev.away], [next.home, next.away]);
      if (side !== null)
        return { at, kind: 'goal', text: `${GOAL_SPORTS.has(fixture.sport) ? 'GOAL' : 'Score'} – ${name(side)}`, side };
      if (next.periodLabel !== prev.periodLabel) return { at, kind: 'period', text: next.periodLabel, side: null };
      return null;
    }
    case 'tennis': {
      if (prev.kind !== 'tennis') return null;
      if (prev.sets.length !== next.sets.length) {
        const set = next.sets[next.sets.length - 1];
        const side: 0 | 1 | null = set ? (set[0] > set[1] ? 0 : 1) : null;
        return { at, kind: 'game', text: `Set ${name(side)}`.trim(), side };
      }
      if (prev.games.join() !== next.games.join()) {
        const side = gainer(prev.games, next.games);
        return { at, kind: 'game', text: `Game ${name(side)}`.trim(), side };
      }
      if (prev.points.join() === next.points.join()) return null;
      const side = gainer(prev.points.map(tennisRank), next.points.map(tennisRank));
      return { at, kind: 'point', text: `Point ${name(side)}`.trim(), side };
    }
    case 'sets': {
      if (prev.kind !== 'sets') return null;
      if (prev.setsWon.join() !== next.setsWon.join()) {
        const side = gainer(prev.setsWon, next.setsWon);
        return {
          at,
          kind: 'game',
          text: `${next.unit[0]?.toUpperCase() ?? ''}${next.unit.slice(1)} ${name(side)}`.trim(),
          side,
        };
      }
      if (prev.points.join() === next.points.join()) return null;
      const side = gainer(prev.points, next.points);
      return { at, kind: 'point', text: `Point ${name(side)}`.trim(), side };
    }
    case 'rounds': {
      if (prev.kind !== 'rounds') return null;
      if (prev.knockdowns.join() !== next.knockdowns.join()) {
        const side = gainer(prev.knockdowns, next.knockdowns);
        return { at, kind: 'knockdown', text: `Knockdown by ${name(side)}`, side };
      }
      if (prev.round !== next.round) return { at, kind: 'round', text: `Round ${next.round}`, side: null };
      return null;
    }
    case 'chess':
      if (prev.kind !== 'chess' || prev.move === next.move) return null;
      return { at, kind: 'move', text: `Move ${next.move}`, side: next.evaluation >= 0 ? 0 : 1 };
    case 'field': {
      if (prev.kind !== 'field') return null;
      const lead = next.leaders[0];
      if (lead && prev.leaders[0]?.selectionId !== lead.selectionId)
        return { at, kind: 'lead', text: `${lead.name} leads`, side: null };
      return null;
    }
  }
}

function frameOf(s: MatchSnapshot, at: number, event: PlayEvent | null): PlayFrame {
  const f = s.fixture;
  return { at, inPlay: f.inPlay, finished: f.finished, stopAt: f.stopAt, scoreBoard: s.scoreBoard, event };
}

export class PlayHistory {
  private readonly frames = new Map<string, PlayFrame[]>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: FeedService,
    private readonly retainMs = RETAIN_MS,
  ) {
    for (const s of feed.views()) {
      if (s.fixture.inPlay || s.fixture.finished)
        this.frames.set(s.id, [frameOf(s, feed.now, lastPlay(s.scoreBoard, feed.now))]);
    }
    this.unsubscribe = feed.onTick((tick) => this.record(tick));
  }

  dispose(): void {
    this.unsubscribe();
    this.frames.clear();
  }

  private record(tick: FeedTick): void {
    const cutoff = tick.at - this.retainMs;
    for (const matchId of tick.removed) this.frames.delete(matchId);
    for (const batch of tick.batches) {
      let at = -1;
      for (const c of batch.changes) if (c.kind === 'score' || c.kind === 'status') at = c.at;
      if (at < 0) continue;
      const s = this.feed.view(batch.matchId);
      if (!s) continue;
      let list = this.frames.get(batch.matchId);
      if (!list) this.frames.set(batch.matchId, (list = []));
      const last = list[list.length - 1];
      let event = last?.event ?? null;
      if (s.scoreBoard && s.scoreBoard !== (last?.scoreBoard ?? null)) {
        event = describePlay(last?.scoreBoard ?? null, s.scoreBoard, s.fixture, at) ?? event;
      }
      if (s.fixture.finished && !(last?.finished ?? false))
        event = { at, kind: 'finish', text: 'Finished', side: null };
      list.push(frameOf(s, at, event));
      // Keep the newest frame older than the window: it is the state at the window's start.
      while (list.length > 1 && (list[1]?.at ?? Infinity) <= cutoff) list.shift();
    }
  }

  /** The frame in force at simulated time `at`: the newest one not after it (else the oldest kept). */
  frameAt(matchId: string, at: number): PlayFrame | undefined {
    const list = this.frames.get(matchId);
    if (!list || list.length === 0) return undefined;
    for (let i = list.length - 1; i >= 0; i--) {
      const f = list[i];
      if (f && f.at <= at) return f;
    }
    return list[0];
  }

  /** The embed page's state: live (the feed now) or tv (TV_DELAY_MS behind). */
  state(matchId: string, view: 'live' | 'tv'): EmbedState | undefined {
    const s = this.feed.view(matchId);
    if (!s) return undefined;
    const f = s.fixture;
    const now = this.feed.now;
    const delayMs = view === 'tv' ? TV_DELAY_MS : 0;
    const current = frameOf(s, now, this.frameAt(matchId, now)?.event ?? null);
    const frame = view === 'tv' ? (this.frameAt(matchId, now - delayMs) ?? current) : current;
    const sport = findSport(f.sport);
    return {
      id: f.id,
      title: f.title,
      sport: f.sport,
      sportName: f.sportName,
      engine: sport?.engine ?? 'field',
      competitionName: f.competitionName,
      teamA: f.teamA,
      teamB: f.teamB,
      startAt: f.startAt,
      view,
      delayMs,
      at: now - delayMs,
      now,
      inPlay: frame.inPlay,
      finished: frame.finished,
      stopAt: frame.stopAt,
      scoreBoard: frame.scoreBoard,
      event: frame.event,
    };
  }
}
