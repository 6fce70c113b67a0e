/**
 * FeedSimulator: a seeded, deterministic exchange feed. Fixtures for every sport, race meetings
 * and outrights live on one simulated clock that only moves through `advanceTo(ms)`; each call
 * returns the changes since the previous one, in order. The simulator never reads the wall
 * clock or Math.random(): the same seed and the same calls give the same output, and the output
 * does not depend on how finely time is advanced.
 *
 * Pure logic: no database, network or sockets. Wire `advanceTo` to a timer and the changes to
 * whatever transport.
 */
import { CricketMatch } from './engine-cricket.js';
import { DuelMatch } from './engine-duel.js';
import { FieldMatch } from './engine-field.js';
import { GoalsMatch } from './engine-goals.js';
import { SetsMatch, TennisMatch } from './engine-sets.js';
import { at } from './math.js';
import { MatchSim, iso, type Bus, type MatchSetup, type TeamRef } from './match.js';
import { greyhoundName, horseName, partyName, personName, teamName, uniqueNames, VENUES } from './names.js';
import { EntityHeap, type Entity } from './queue.js';
import { createRng, mixSeed, type Rng } from './rng.js';
import { SPORTS, sportSetup, type CompetitionSetup, type FieldConfig, type SportSetup } from './sports.js';
import type {
  FeedChange,
  FeedChangeBody,
  FeedOptions,
  Fixture,
  FixtureKind,
  MatchSnapshot,
  SportKey,
} from './types.js';

/** What the generators may ask of the simulator (kept off its public surface). */
interface Host {
  clock(): number;
  listedCount(sport: SportKey): number;
  target(sport: SportKey): number;
  createFixture(setup: SportSetup, initial: boolean): boolean;
  ensureOutrights(sport: SportKey): void;
  createRace(meeting: RaceMeeting, startMs: number, initial: boolean): void;
  pickVenue(rng: Rng, sport: 'horseRacing' | 'greyHound'): { country: string; venue: string };
}

interface Competition {
  id: string;
  setup: CompetitionSetup;
  sport: SportKey;
  teams: TeamRef[];
}

const HORSE_COUNTRIES = ['GB', 'IE', 'FR', 'AU', 'US', 'ZA', 'NZ', 'AE'];
const DOG_COUNTRIES = ['GB', 'IE', 'AU', 'NZ'];
const MINUTE = 60_000;
const OUTRIGHT_SPORTS: readonly SportKey[] = ['cricket', 'football'];

/** The sports the other provider also lists matches of; two of every three of their matches carry its id. */
const OTHER_PROVIDER_SPORTS: ReadonlySet<SportKey> = new Set(['football', 'tennis', 'basketball', 'iceHockey']);

/**
 * The other provider's event id of a match it lists too, or null. Decided by the match's serial,
 * not drawn from the seed's random stream, so the rest of the world stays as it was.
 */
export function otherProviderEventId(sport: SportKey, kind: FixtureKind, serial: number): string | null {
  if (kind !== 'match' || !OTHER_PROVIDER_SPORTS.has(sport) || serial % 3 === 0) return null;
  return String(30_000_000 + serial * 7);
}

export class FeedSimulator {
  private readonly seed: number;
  private nowMs: number;
  private readonly world: Rng;
  private readonly heap = new EntityHeap();
  private readonly matches = new Map<string, MatchSim>();
  private readonly competitions = new Map<SportKey, Competition[]>();
  private readonly targets = new Map<SportKey, number>();
  /** Tournament-winner outrights (not counted against a sport's fixture target). */
  private readonly tournaments = new Set<string>();
  private readonly idBase: number;
  private out: FeedChange[] = [];
  private seq = 0;
  private recording = false;
  private serial = 0;
  private teamSerial = 0;
  private readonly bus: Bus;
  private readonly host: Host;
  private readonly withOutrights: boolean;

  constructor(options: FeedOptions) {
    if (!Number.isFinite(options.seed)) throw new RangeError('seed must be a finite number');
    if (!Number.isFinite(options.startMs)) throw new RangeError('startMs must be a finite number');
    this.seed = options.seed;
    this.nowMs = Math.floor(options.startMs);
    this.world = createRng(mixSeed(options.seed, 7));
    this.idBase = 30_000_000 + this.world.int(0, 8_999) * 1000;
    this.bus = {
      emit: (body: FeedChangeBody, at: number): FeedChange | null => {
        if (!this.recording) return null;
        this.seq += 1;
        const change = { ...body, seq: this.seq, at };
        this.out.push(change);
        return change;
      },
    };

    this.withOutrights = options.outrights ?? true;
    this.host = {
      clock: () => this.nowMs,
      listedCount: (sport) => this.listedCount(sport),
      target: (sport) => this.targets.get(sport) ?? 0,
      createFixture: (setup, initial) => this.createFixture(setup, initial),
      ensureOutrights: (sport) => this.ensureOutrights(sport),
      createRace: (meeting, startMs, initial) => this.createRace(meeting, startMs, initial),
      pickVenue: (rng, sport) => this.pickVenue(rng, sport),
    };

    for (const info of SPORTS) {
      const setup = sportSetup(info.key);
      if (info.racing) continue;
      this.targets.set(info.key, Math.max(0, Math.floor(options.fixturesPerSport?.[info.key] ?? setup.count)));
      this.competitions.set(
        info.key,
        setup.competitions.map((c, i) => this.makeCompetition(info.key, c, i)),
      );
    }
    for (const info of SPORTS) {
      if (info.racing) continue;
      const setup = sportSetup(info.key);
      const n = this.targets.get(info.key) ?? 0;
      for (let i = 0; i < n; i++) this.createFixture(setup, true);
      this.addEntity(
        new SportGenerator(this.host, setup, this.nextSerial(), createRng(mixSeed(this.seed, info.id, 13))),
      );
    }
    for (const key of OUTRIGHT_SPORTS) this.ensureOutrights(key);
    const horse = Math.max(0, Math.floor(options.racingMeetings?.horseRacing ?? 3));
    const dogs = Math.max(0, Math.floor(options.racingMeetings?.greyHound ?? 2));
    for (let i = 0; i < horse; i++)
      this.addEntity(
        new RaceMeeting(this.host, 'horseRacing', this.nextSerial(), createRng(mixSeed(this.seed, 7, i, 17))),
      );
    for (let i = 0; i < dogs; i++)
      this.addEntity(
        new RaceMeeting(this.host, 'greyHound', this.nextSerial(), createRng(mixSeed(this.seed, 4339, i, 17))),
      );
    this.recording = true;
  }

  /** Current simulated time (epoch ms). */
  get now(): number {
    return this.nowMs;
  }

  /**
   * Advances the simulated clock to `ms` (not backwards) and returns every change since the
   * previous call, in order.
   */
  advanceTo(ms: number): FeedChange[] {
    if (!Number.isFinite(ms)) throw new RangeError('advanceTo: ms must be finite');
    if (ms < this.nowMs) throw new RangeError(`advanceTo(${ms}): the clock is already at ${this.nowMs}`);
    while (this.heap.peekTime() <= ms) {
      const entry = this.heap.pop();
      if (!entry) break;
      const e = entry.entity;
      this.nowMs = entry.t;
      e.runNext();
      if (e instanceof MatchSim && e.removed) {
        this.matches.delete(e.fx.id);
        this.tournaments.delete(e.fx.id);
      }
      this.heap.push(e);
    }
    this.nowMs = ms;
    const out = this.out;
    this.out = [];
    return out;
  }

  /** Listed fixtures, by start time. */
  fixtures(): Fixture[] {
    return [...this.matches.values()]
      .map((m) => ({ ...m.fx }))
      .sort((a, b) => a.startMs - b.startMs || Number(a.id) - Number(b.id));
  }

  fixture(id: string): Fixture | undefined {
    const m = this.matches.get(id);
    return m ? { ...m.fx } : undefined;
  }

  /** Full current state of one fixture (all markets, scoreboard), or undefined. */
  snapshot(matchId: string): MatchSnapshot | undefined {
    return this.matches.get(matchId)?.snapshot();
  }

  // ---------------------------------------------------------------------------------------------
  // Used by the generators (through `host`)

  private listedCount(sport: SportKey): number {
    let n = 0;
    for (const m of this.matches.values())
      if (m.fx.sport === sport && !this.tournaments.has(m.fx.id) && !m.fx.finished) n += 1;
    return n;
  }

  private nextSerial(): number {
    this.serial += 1;
    return this.serial;
  }

  private addEntity(e: Entity): void {
    this.heap.push(e);
  }

  private makeCompetition(sport: SportKey, c: CompetitionSetup, index: number): Competition {
    const setup = sportSetup(sport);
    const rng = createRng(mixSeed(this.seed, setup.info.id, index, 3));
    const size = setup.teamStyle === 'person' ? rng.int(18, 28) : rng.int(8, 12);
    const style = setup.teamStyle;
    const names = uniqueNames(rng, size, (r) => (style === 'person' ? personName(r) : teamName(r, style)));
    const teams = names.map((name) => {
      this.teamSerial += 1;
      return {
        name,
        selectionId: 1000 + this.teamSerial,
        strength: rng.normal(0, setup.engine.engine === 'field' ? 0.6 : 0.5),
      };
    });
    return { id: String(100_000 + setup.info.id * 10 + index).slice(-7), setup: c, sport, teams };
  }

  private baseFixture(setup: SportSetup, serial: number, kind: FixtureKind, startMs: number): Fixture {
    const id = String(this.idBase + serial);
    return {
      id,
      eventId: String(Number(id) + 1_000_000_000),
      gmid: String(500_000_000 + (Number(id) % 100_000_000)),
      marketId: '',
      sport: setup.info.key,
      matchType: setup.info.key,
      sportId: setup.info.id,
      sportName: setup.info.name,
      kind,
      competitionId: '',
      competitionName: '',
      title: '',
      teamA: null,
      teamB: null,
      teamC: null,
      startAt: iso(startMs),
      startMs,
      stopAt: null,
      inPlay: false,
      finished: false,
      isTv: false,
      isBookmaker: false,
      isFancy: false,
      rateThan100: false,
      format: null,
      countryCode: null,
      venue: null,
      raceNumber: null,
      betFairSessionMinBet: null,
      betFairSessionMaxBet: null,
      beventId: otherProviderEventId(setup.info.key, kind, serial),
    };
  }

  /** Creates, catches up and lists one match of a sport. Returns false if it was already over. */
  private createFixture(setup: SportSetup, initial: boolean): boolean {
    const serial = this.nextSerial();
    const rng = createRng(mixSeed(this.seed, serial, 11));
    const comps = this.competitions.get(setup.info.key) ?? [];
    if (comps.length === 0) return false;
    const comp = rng.pick(comps);
    let startMs: number;
    if (initial && rng.chance(setup.inPlayShare)) {
      startMs = this.nowMs - Math.round(rng.range(0.02, 0.75) * setup.durationMin * MINUTE);
    } else {
      const [lo, hi] = setup.leadMin;
      const lead = (lo + (hi - lo) * rng.next() ** 3) * MINUTE;
      startMs = Math.ceil((this.nowMs + lead) / (5 * MINUTE)) * 5 * MINUTE;
      if (hi <= 15) startMs = Math.ceil((this.nowMs + lead) / MINUTE) * MINUTE;
    }
    // Many-runner events (golf, motor sport, elections…) are outrights; /race/{id} is for horses and dogs only.
    const fx = this.baseFixture(setup, serial, setup.engine.engine === 'field' ? 'outright' : 'match', startMs);
    fx.competitionId = comp.id;
    fx.competitionName = comp.setup.name;
    fx.isTv = rng.chance(setup.tvChance * (comp.setup.tier === 1 ? 1 : 0.5));
    fx.isBookmaker = rng.chance(setup.bookmakerChance);
    fx.rateThan100 = fx.isBookmaker && rng.chance(0.5);
    const engine = setup.engine;

    let teams: TeamRef[];
    if (engine.engine === 'field') {
      const [lo, hi] = engine.runners;
      const n = rng.int(lo, hi);
      if (engine.names === 'person') {
        teams = this.pickTeams(comp, n, rng);
      } else {
        const make = engine.names === 'party' ? partyName : horseName;
        teams = uniqueNames(rng, n, make).map((name, k) => ({
          name,
          selectionId: fieldRunnerId(serial, k),
          strength: rng.normal(0, engine.spread),
        }));
      }
      fx.title = engine.title(rng, rng.int(1, 21));
    } else {
      teams = this.pickTeams(comp, 2, rng);
      const [a, b] = [at(teams, 0), at(teams, 1)];
      fx.teamA = a.name;
      fx.teamB = b.name;
      fx.title = `${a.name} v ${b.name}`;
      const draw = (engine.engine === 'goals' && engine.draw) || (engine.engine === 'duel' && engine.draw);
      fx.teamC = draw ? 'The Draw' : null;
    }
    if (engine.engine === 'cricket') {
      fx.format = comp.setup.format ?? 'T20';
      fx.isFancy = true;
    }
    const setupM: MatchSetup = {
      serial,
      seed: mixSeed(this.seed, serial, 5),
      fixture: fx,
      sport: setup,
      teams,
      tier: comp.setup.tier,
    };
    const createdAt = Math.min(this.nowMs, startMs);
    let sim: MatchSim;
    switch (engine.engine) {
      case 'cricket':
        sim = new CricketMatch(setupM, this.bus, createdAt, fx.format ?? 'T20');
        break;
      case 'goals':
        sim = new GoalsMatch(setupM, this.bus, createdAt, engine);
        break;
      case 'sets':
        sim = new SetsMatch(setupM, this.bus, createdAt, engine);
        break;
      case 'tennis':
        sim = new TennisMatch(setupM, this.bus, createdAt, engine);
        break;
      case 'duel':
        sim = new DuelMatch(setupM, this.bus, createdAt, engine);
        break;
      case 'field':
        sim = new FieldMatch(setupM, this.bus, createdAt, engine, {
          marketType: 'outright',
          marketName: engine.marketName,
          placed: engine.placed - 1,
          settleMs: [20_000, 60_000],
          quotePreMs: setup.info.key === 'politics' ? 15_000 : 5_000,
        });
        break;
      case 'race':
        return false;
    }
    return this.list(sim, initial);
  }

  private pickTeams(comp: Competition, n: number, rng: Rng): TeamRef[] {
    const busy = new Set<number>();
    for (const m of this.matches.values()) {
      if (m.fx.competitionId !== comp.id || m.fx.finished) continue;
      for (const r of m.setup.teams) busy.add(r.selectionId);
    }
    const free = comp.teams.filter((t) => !busy.has(t.selectionId));
    const pool = free.length >= n ? free : comp.teams;
    return rng.shuffle(pool).slice(0, n);
  }

  /** Catches a new fixture up to now and lists it; announced unless it is part of the initial state. */
  private list(sim: MatchSim, initial: boolean): boolean {
    sim.start();
    sim.runUntil(this.nowMs);
    if (sim.removed) return false;
    sim.goLive();
    this.matches.set(sim.fx.id, sim);
    this.addEntity(sim);
    if (!initial) sim.announce();
    return true;
  }

  /** Each cricket and football competition keeps a tournament-winner outright listed. */
  private ensureOutrights(sport: SportKey): void {
    if (!this.withOutrights) return;
    for (const c of this.competitions.get(sport) ?? []) {
      let listed = false;
      for (const id of this.tournaments) if (this.matches.get(id)?.fx.competitionId === c.id) listed = true;
      if (!listed) this.createOutright(c);
    }
  }

  private createOutright(c: Competition): void {
    const setup = sportSetup(c.sport);
    const serial = this.nextSerial();
    const rng = createRng(mixSeed(this.seed, serial, 19));
    const startMs = Math.ceil((this.nowMs + rng.range(2, 10) * 24 * 60 * MINUTE) / (60 * MINUTE)) * 60 * MINUTE;
    const fx = this.baseFixture(setup, serial, 'outright', startMs);
    fx.competitionId = c.id;
    fx.competitionName = c.setup.name;
    fx.title = `${c.setup.name} ${new Date(startMs).getUTCFullYear()} – Winner`;
    const teams = c.teams.slice(0, Math.min(10, c.teams.length));
    const cfg: FieldConfig = {
      engine: 'field',
      runners: [teams.length, teams.length],
      names: 'team',
      placed: 1,
      durationMin: [2 * 24 * 60, 4 * 24 * 60],
      stepSec: 3600,
      stage: 'percent',
      stageTotal: 100,
      marketName: 'Winner',
      spread: 0.5,
      inPlayBetting: true,
      title: () => fx.title,
    };
    const setupM: MatchSetup = {
      serial,
      seed: mixSeed(this.seed, serial, 5),
      fixture: fx,
      sport: setup,
      teams,
      tier: c.setup.tier,
    };
    const sim = new FieldMatch(setupM, this.bus, this.nowMs, cfg, {
      marketType: 'tournamentWinner',
      marketName: 'Winner',
      placed: 0,
      settleMs: [60_000, 120_000],
      quotePreMs: 20_000,
    });
    const initial = !this.recording;
    if (this.list(sim, initial)) this.tournaments.add(fx.id);
  }

  /** Creates one race of a meeting. */
  private createRace(meeting: RaceMeeting, startMs: number, initial: boolean): void {
    const sport = meeting.sport;
    const setup = sportSetup(sport);
    const serial = this.nextSerial();
    const rng = createRng(mixSeed(this.seed, serial, 23));
    const dogs = sport === 'greyHound';
    const fx = this.baseFixture(setup, serial, 'race', startMs);
    const hhmm = iso(startMs).slice(11, 16);
    fx.competitionId = meeting.id;
    fx.competitionName = `${meeting.venue} (${meeting.country})`;
    fx.countryCode = meeting.country;
    fx.venue = meeting.venue;
    fx.raceNumber = meeting.raceNo;
    fx.title = `${hhmm} ${meeting.venue}`;
    fx.isTv = rng.chance(0.5);
    const n = dogs ? (meeting.country === 'AU' || meeting.country === 'NZ' ? 8 : 6) : rng.int(6, 14);
    const names = uniqueNames(rng, n, dogs ? greyhoundName : horseName);
    const teams = names.map((name, k) => ({
      name,
      selectionId: fieldRunnerId(serial, k),
      strength: rng.normal(0, dogs ? 0.6 : 0.8),
    }));
    const distance = dogs
      ? `${rng.pick([380, 415, 450, 480, 500, 515])}m ${rng.pick(['A1', 'A3', 'A5', 'OR', 'HP'])}`
      : `${rng.pick(['5f', '6f', '7f', '1m', '1m2f', '1m4f', '2m', '2m4f'])} ${rng.pick(['Hcap', 'Mdn', 'Stks', 'Nov Hrd', 'Hcap Chs'])}`;
    const cfg: FieldConfig = {
      engine: 'field',
      runners: [n, n],
      names: 'horse',
      placed: 1,
      durationMin: dogs ? [0.45, 0.6] : [1, 3.5],
      stepSec: dogs ? 3 : 2,
      stage: 'percent',
      stageTotal: 100,
      marketName: distance,
      spread: 0.8,
      inPlayBetting: !dogs,
      title: () => fx.title,
    };
    const setupM: MatchSetup = {
      serial,
      seed: mixSeed(this.seed, serial, 5),
      fixture: fx,
      sport: setup,
      teams,
      tier: 1,
    };
    const sim = new FieldMatch(setupM, this.bus, Math.min(this.nowMs, startMs), cfg, {
      marketType: 'raceWin',
      marketName: distance,
      placed: n >= 8 ? 2 : 1,
      settleMs: dogs ? [30_000, 60_000] : [60_000, 150_000],
      quotePreMs: 2_500,
    });
    this.list(sim, initial);
  }

  private pickVenue(rng: Rng, sport: 'horseRacing' | 'greyHound'): { country: string; venue: string } {
    const country = rng.pick(sport === 'greyHound' ? DOG_COUNTRIES : HORSE_COUNTRIES);
    const venues = VENUES[country] ?? ['Riverton'];
    return { country, venue: rng.pick(venues) };
  }
}

function fieldRunnerId(serial: number, k: number): number {
  return (serial + 1) * 100_000 + 50_000 + k;
}

/** Keeps each sport's list topped up: a check every few minutes fills it back to its target, and now and then lists one more. */
class SportGenerator implements Entity {
  private next: number;

  constructor(
    private readonly sim: Host,
    private readonly setup: SportSetup,
    readonly serial: number,
    private readonly rng: Rng,
  ) {
    this.next = sim.clock() + Math.round(rng.range(0.2, 1) * setup.addEveryMin * MINUTE);
  }

  nextTime(): number {
    return this.next;
  }

  runNext(): void {
    const key = this.setup.info.key;
    const target = this.sim.target(key);
    let count = this.sim.listedCount(key);
    if (target > 0 && count >= target && count < target + 2 && this.rng.chance(0.35))
      this.sim.createFixture(this.setup, false);
    // Fill up to the target at once; a fixture that was already over (caught up) does not count.
    for (let tries = 0; count < target && tries < target * 2; tries++) {
      if (this.sim.createFixture(this.setup, false)) count += 1;
    }
    if (OUTRIGHT_SPORTS.includes(key)) this.sim.ensureOutrights(key);
    const mean = this.setup.addEveryMin * MINUTE;
    this.next = this.next + Math.max(30_000, Math.round(this.rng.range(0.5, 1.5) * mean));
  }
}

/** A race meeting: races every few minutes at one venue, listed a few races ahead; a new venue follows the last race. */
class RaceMeeting implements Entity {
  readonly sport: 'horseRacing' | 'greyHound';
  id = '';
  country = '';
  venue = '';
  raceNo = 0;
  private races = 0;
  private interval = 0;
  private nextOff = 0;
  private next = 0;
  private readonly ahead = 3;

  constructor(
    private readonly sim: Host,
    sport: 'horseRacing' | 'greyHound',
    readonly serial: number,
    private readonly rng: Rng,
  ) {
    this.sport = sport;
    this.newCard(sim.clock() + Math.round(rng.range(0.1, 1) * this.nominalInterval()), rng.int(0, 5));
    for (let i = 0; i < this.ahead; i++) this.createNext(true);
    this.next = this.creationTime();
  }

  private nominalInterval(): number {
    return (this.sport === 'greyHound' ? this.rng.range(12, 18) : this.rng.range(20, 35)) * MINUTE;
  }

  private newCard(firstOff: number, alreadyRun: number): void {
    const { country, venue } = this.sim.pickVenue(this.rng, this.sport);
    this.country = country;
    this.venue = venue;
    this.id = String(2_000_000 + this.serial * 1000 + this.rng.int(0, 999));
    this.races = this.sport === 'greyHound' ? this.rng.int(10, 14) : this.rng.int(6, 9);
    this.raceNo = Math.min(alreadyRun, this.races - this.ahead);
    this.interval = this.nominalInterval();
    this.nextOff = Math.ceil(firstOff / MINUTE) * MINUTE;
  }

  private createNext(initial: boolean): void {
    if (this.raceNo >= this.races) {
      this.newCard(this.nextOff + this.rng.range(20, 40) * MINUTE, 0);
    }
    this.raceNo += 1;
    this.sim.createRace(this, this.nextOff, initial);
    this.nextOff += Math.round((this.interval * this.rng.range(0.8, 1.2)) / MINUTE) * MINUTE;
  }

  /** A race is listed when it is `ahead` races from the off. */
  private creationTime(): number {
    return Math.max(this.sim.clock() + 1000, this.nextOff - this.ahead * this.interval);
  }

  nextTime(): number {
    return this.next;
  }

  runNext(): void {
    this.createNext(false);
    this.next = this.creationTime();
  }
}
