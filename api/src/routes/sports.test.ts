/**
 * The sports calls over HTTP: exact shapes, filters and sorting, search, competitions, racing,
 * iframe URLs, and the errors (400 with a message, 404 for unknown ids, 401 without a session).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  Competition,
  CompetitionDate,
  CompetitionMatch,
  IframeUrls,
  MarketResult,
  MatchListData,
  MatchSummary,
  OtherMatchMarkets,
  RaceDetail,
  RaceListItem,
  RacingCountry,
  Score,
} from '@backlay/shared/sports';
import {
  MarketResultSchema,
  MatchDetailDataSchema,
  MatchListDataSchema,
  MatchSnapshotSchema,
  OtherMatchMarketsSchema,
  RaceDetailSchema,
  ScoreSchema,
} from '@backlay/shared/schemas';
import type { TSchema } from 'typebox';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import {
  competitionOutright,
  listItem,
  matchDetail,
  otherMarkets,
  raceDetail,
  type BlinkingTabRow,
  type MatchDetailData,
} from '../sports/catalog.js';
import { plainJson, throughSchema } from '../test/serialise.js';
import { loadSportsConfig, DEFAULT_FEED_SEED } from '../sports/config.js';

const h: Harness = await harness();
let p: TestPlayer;
before(async () => {
  p = await h.player();
  // Two minutes of play: scores move, seqs advance.
  h.clock.advance(2 * 60_000);
  h.ctx.feed.advanceTo(h.clock.now());
});
after(() => h.close());

const get = (url: string) => h.inject('GET', url, { token: p.token });
const keys = (x: object) => Object.keys(x).sort();
const qs = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

async function ok<T>(url: string): Promise<T> {
  const res = await get(url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  const b = body<T>(res);
  assert.equal(b.statusCode, 200);
  return b.data;
}

async function fails(url: string, status: number, message: RegExp): Promise<void> {
  const res = await get(url);
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  const b = body(res);
  assert.equal(b.statusCode, status);
  assert.match(b.message, message, url);
}

const LIST_KEYS = [
  'beventId',
  'competitionId',
  'competitionName',
  'eventId',
  'gmid',
  'id',
  'inPlay',
  'isBookmaker',
  'isFancy',
  'isTv',
  'matchType',
  'section',
  'startAt',
  'title',
];
const SUMMARY_KEYS = ['beventId', 'competitionName', 'eventId', 'id', 'matchType', 'startAt', 'title'];
const DETAIL_KEYS = [
  'apiSession',
  'apiSessionActive',
  'betFairSessionMaxBet',
  'betFairSessionMinBet',
  'competitionId',
  'competitionName',
  'eventId',
  'gmid',
  'id',
  'inPlay',
  'isBookmaker',
  'isFancy',
  'isTv',
  'manualSessionActive',
  'marketId',
  'matchType',
  'profitLossDataMatch',
  'profitLossDataSession',
  'rateThan100',
  'scoreBoard',
  'seq',
  'sessionBettings',
  'startAt',
  'stopAt',
  'teamA',
  'teamB',
  'teamC',
  'teamRates',
  'title',
  'tournament',
];

const fixtures = () => h.ctx.feed.fixtures();
const cricketInPlay = () => {
  const f = fixtures().find((x) => x.sport === 'cricket' && x.kind === 'match' && x.inPlay);
  assert.ok(f, 'a cricket match in play');
  return f;
};

describe('session required', () => {
  test('every sports call answers 401 without a token and with a dead one', async () => {
    const id = fixtures()[0]?.id ?? '1';
    const urls = [
      '/match/list',
      '/user/searchlist?keyword=abc',
      '/match/search/abc',
      '/expert/blinkingTabs',
      `/match/${id}`,
      `/match/other/${id}`,
      '/expert/match/competitionList/4',
      '/expert/match/competition/dates/1',
      '/expert/match/competition/getMatch/1/2026-11-21',
      '/match/countryWiseList?matchType=horseRacing',
      '/match/racing/list',
      `/match/racing/${id}`,
      `/getIframeUrl/${id}`,
    ];
    for (const url of urls) {
      const none = await h.inject('GET', url);
      assert.equal(none.statusCode, 401, url);
      assert.equal(body(none).statusCode, 401);
      const dead = await h.inject('GET', url, { token: 'not-a-real-token' });
      assert.equal(dead.statusCode, 401, url);
    }
  });
});

describe('GET /match/list', () => {
  test('by default: every listed match by start time, the spec’s list fields, limit 50', async () => {
    const data = await ok<MatchListData>('/match/list');
    assert.deepEqual(keys(data), ['count', 'matches']);
    const all = fixtures();
    assert.equal(data.count, all.length);
    assert.equal(data.matches.length, Math.min(50, all.length));
    assert.deepEqual(
      data.matches.map((m) => m.id),
      all.slice(0, 50).map((f) => f.id),
    );
    for (let i = 1; i < data.matches.length; i++) {
      assert.ok(
        Date.parse(data.matches[i - 1]!.startAt) <= Date.parse(data.matches[i]!.startAt),
        'start time ascending',
      );
    }
    for (const m of data.matches) {
      assert.deepEqual(keys(m), LIST_KEYS);
      const f = h.ctx.feed.view(m.id)?.fixture;
      assert.ok(f);
      assert.equal(m.beventId, f.beventId ?? null);
      assert.deepEqual(
        {
          title: m.title,
          matchType: m.matchType,
          startAt: m.startAt,
          eventId: m.eventId,
          gmid: m.gmid,
          inPlay: m.inPlay,
          competitionId: m.competitionId,
        },
        {
          title: f.title,
          matchType: f.matchType,
          startAt: f.startAt,
          eventId: f.eventId,
          gmid: f.gmid,
          inPlay: f.inPlay,
          competitionId: f.competitionId,
        },
      );
      assert.deepEqual(m.section, h.ctx.feed.listRow(m.id)?.runners);
      for (const r of m.section) assert.deepEqual(keys(r), ['back', 'lay', 'nat', 'selectionId']);
    }
  });

  test('the spec’s own query: sort, searchBy=title, keyword, match.matchType=eq<sport>, and the plain sport key', async () => {
    const cricket = fixtures().filter((f) => f.sport === 'cricket');
    assert.ok(cricket.length > 0);
    for (const value of ['eqcricket', 'cricket']) {
      const data = await ok<MatchListData>(
        `/match/list?${qs({ sort: 'match.startAt:ASC', searchBy: 'title', 'match.matchType': value })}`,
      );
      assert.equal(data.count, cricket.length);
      assert.deepEqual(
        data.matches.map((m) => m.id),
        cricket.map((f) => f.id),
      );
    }
    const word = (cricket[0]?.teamA ?? cricket[0]?.title ?? '').split(' ')[0]!.toLowerCase();
    const data = await ok<MatchListData>(
      `/match/list?${qs({ searchBy: 'title', keyword: word, 'match.matchType': 'eqcricket' })}`,
    );
    assert.ok(data.count >= 1);
    for (const m of data.matches) {
      assert.equal(m.matchType, 'cricket');
      assert.ok(m.title.toLowerCase().includes(word));
    }
  });

  test('sorting descending, paging, and filters on in-play, stop time and start time', async () => {
    const all = fixtures();
    const desc = await ok<MatchListData>('/match/list?sort=match.startAt:DESC&limit=5');
    assert.deepEqual(
      desc.matches.map((m) => m.startAt),
      [...all]
        .reverse()
        .slice(0, 5)
        .map((f) => f.startAt),
    );
    const page2 = await ok<MatchListData>('/match/list?limit=10&page=2');
    assert.deepEqual(
      page2.matches.map((m) => m.id),
      all.slice(10, 20).map((f) => f.id),
    );
    const live = await ok<MatchListData>('/match/list?match.inPlay=eqtrue&limit=100');
    assert.equal(live.count, all.filter((f) => f.inPlay).length);
    assert.ok(live.matches.every((m) => m.inPlay));
    const open = await ok<MatchListData>('/match/list?stopAt=isNull&limit=100');
    assert.equal(open.count, all.filter((f) => f.stopAt === null).length);
    const day = all[0]!.startAt.slice(0, 10);
    const sameDay = await ok<MatchListData>(`/match/list?match.startAt=eq${day}&limit=100`);
    assert.equal(sameDay.count, all.filter((f) => f.startAt.startsWith(day)).length);
    const multi = await ok<MatchListData>(
      `/match/list?${qs({ 'match.matchType': 'inArr["tennis","football"]', limit: '100' })}`,
    );
    assert.equal(multi.count, all.filter((f) => f.sport === 'tennis' || f.sport === 'football').length);
  });

  test('bad queries are 400 with a message that names the problem', async () => {
    await fails('/match/list?match.matchType=eqcurling', 400, /must be one of: politics, cricket/);
    await fails('/match/list?match.password=eqx', 400, /Unknown filter field "match.password"/);
    await fails('/match/list?sort=match.secret:ASC', 400, /Cannot sort by "match.secret"/);
    await fails('/match/list?sort=match.startAt:UP', 400, /must be ASC or DESC/);
    await fails('/match/list?limit=101', 400, /"limit" must be a whole number from 1 to 100/);
    await fails('/match/list?page=0', 400, /"page" must be a whole number/);
    await fails('/match/list?keyword=abc', 400, /needs "searchBy"/);
    await fails('/match/list?searchBy=password&keyword=abc', 400, /Cannot search by "password"/);
    await fails('/match/list?match.inPlay=eqmaybe', 400, /must be true or false/);
    await fails('/match/list?match.startAt=eq2026-02-30', 400, /must be a date/);
    await fails('/match/list?match.stopAt=isNullx', 400, /takes no value after isNull/);
    await fails('/match/list?sort=a&sort=b', 400, /may be given only once/);
  });
});

describe('search', () => {
  test('GET /user/searchlist and GET /match/search/{keyword}: case-insensitive title and competition match, up to 20', async () => {
    const target = cricketInPlay();
    const word = target.competitionName.slice(0, 5).toUpperCase();
    for (const url of [
      `/user/searchlist?keyword=${encodeURIComponent(word)}`,
      `/match/search/${encodeURIComponent(word)}`,
    ]) {
      const data = await ok<MatchSummary[]>(url);
      assert.ok(data.length >= 1 && data.length <= 20, `${data.length} results`);
      assert.ok(data.some((m) => m.id === target.id) || data.length === 20);
      for (const m of data) {
        assert.deepEqual(keys(m), SUMMARY_KEYS);
        assert.ok(`${m.title} ${m.competitionName}`.toLowerCase().includes(word.toLowerCase()));
      }
    }
    // Spaces do not count towards the three characters.
    await fails('/match/search/%20%20v%20', 400, /at least 3 characters/);
  });

  test('racing results carry matchType horseRacing or greyHound', async () => {
    const race = fixtures().find((f) => f.sport === 'horseRacing' || f.sport === 'greyHound');
    assert.ok(race?.venue, 'a race is listed');
    const data = await ok<MatchSummary[]>(`/match/search/${encodeURIComponent(race.venue)}`);
    const hit = data.find((m) => m.id === race.id);
    assert.ok(hit, 'the race is found by its venue');
    assert.equal(hit.matchType, race.sport);
  });

  test('two characters or fewer are 400, and so is a keyword over 100 characters', async () => {
    await fails('/user/searchlist?keyword=ab', 400, /at least 3 characters/);
    await fails('/user/searchlist?keyword=%20ab%20', 400, /at least 3 characters/);
    await fails('/user/searchlist', 400, /at least 3 characters/);
    await fails('/match/search/ab', 400, /at least 3 characters/);
    await fails(`/match/search/${'x'.repeat(101)}`, 400, /at most 100 characters/);
    await fails('/user/searchlist?keyword=abc&other=1', 400, /other is not allowed/);
  });
});

describe('GET /expert/blinkingTabs', () => {
  test('one tab per in-play cricket match, with the contract’s and the brief’s fields', async () => {
    const data = await ok<BlinkingTabRow[]>('/expert/blinkingTabs');
    const live = fixtures().filter((f) => f.sport === 'cricket' && f.kind === 'match' && f.inPlay);
    assert.ok(live.length > 0);
    assert.deepEqual(
      data.map((t) => t.id),
      live.slice(0, 10).map((f) => f.id),
    );
    data.forEach((t, i) => {
      assert.deepEqual(keys(t), ['blink', 'id', 'link', 'matchId', 'matchName', 'matchType', 'name', 'order', 'type']);
      assert.equal(t.blink, true);
      assert.equal(t.order, i);
      assert.equal(t.type, 'cricket');
      assert.equal(t.matchType, 'cricket');
      assert.equal(t.matchId, t.id);
      assert.equal(t.name, t.matchName);
      assert.equal(t.link, `/game-detail/cricket/${t.id}`);
    });
  });
});

describe('GET /match/{id} and /match/other/{id}', () => {
  test('the spec’s detail fields, every market, and the seq the data is current to', async () => {
    const f = cricketInPlay();
    const data = await ok<MatchDetailData>(`/match/${f.id}`);
    assert.deepEqual(keys(data), DETAIL_KEYS);
    const view = h.ctx.feed.view(f.id);
    assert.ok(view);
    assert.equal(data.seq, h.ctx.feed.seq(f.id));
    assert.ok(data.seq > 0, 'two minutes of play moved the seq');
    assert.deepEqual(data.tournament, JSON.parse(JSON.stringify(view.tournament)));
    assert.deepEqual(data.apiSession, JSON.parse(JSON.stringify(view.apiSession)));
    assert.deepEqual(data.scoreBoard, JSON.parse(JSON.stringify(view.scoreBoard)));
    assert.equal(data.scoreBoard?.kind, 'cricket');
    assert.deepEqual(
      {
        id: data.id,
        title: data.title,
        marketId: data.marketId,
        eventId: data.eventId,
        teamA: data.teamA,
        teamB: data.teamB,
        teamC: data.teamC,
      },
      {
        id: f.id,
        title: f.title,
        marketId: f.marketId,
        eventId: f.eventId,
        teamA: f.teamA,
        teamB: f.teamB,
        teamC: null,
      },
    );
    assert.equal(data.manualSessionActive, false);
    assert.equal(data.apiSessionActive, true);
    assert.equal(data.betFairSessionMinBet, f.betFairSessionMinBet);
    assert.deepEqual(data.teamRates, {});
    assert.deepEqual(data.profitLossDataSession, []);
    assert.deepEqual(data.profitLossDataMatch, {});
    assert.deepEqual(data.sessionBettings, []);
    for (const m of data.tournament) {
      assert.equal(typeof m.sno, 'number');
      assert.ok(m.parentBetId === null || typeof m.parentBetId === 'string');
    }
    assert.deepEqual(
      data.tournament.map((m) => m.sno),
      [...data.tournament.map((m) => m.sno)].sort((a, b) => a - b),
    );

    h.clock.advance(30_000);
    h.ctx.feed.advanceTo(h.clock.now());
    const later = await ok<MatchDetailData>(`/match/${f.id}`);
    assert.ok(later.seq > data.seq, 'the seq moves with the match');
  });

  test('other markets: everything but match odds and bookmaker, then the competition’s winner market', async () => {
    const f = cricketInPlay();
    const data = await ok<OtherMatchMarkets>(`/match/other/${f.id}`);
    assert.deepEqual(keys(data), ['beventId', 'markets', 'matchId']);
    assert.equal(data.matchId, f.id);
    assert.equal(data.beventId, null);
    const types = data.markets.map((m) => m.type);
    assert.ok(!types.includes('matchOdds') && !types.includes('bookmaker'));
    assert.ok(types.includes('tiedMatch') && types.includes('completedMatch'));
    const outright = h.ctx.feed
      .views()
      .find(
        (v) => v.fixture.competitionId === f.competitionId && v.tournament.some((m) => m.type === 'tournamentWinner'),
      );
    if (outright) {
      const winner = data.markets.find((m) => m.type === 'tournamentWinner');
      assert.ok(winner, 'the competition winner market');
      assert.equal(winner.matchId, outright.id);
    }
  });

  test('a non-numeric id is 400, an unknown one 404', async () => {
    await fails('/match/abc', 400, /Match id must be a number/);
    await fails('/match/other/1;drop', 400, /Match id must be a number/);
    await fails(`/match/${'1'.repeat(21)}`, 400, /up to 20 digits/);
    await fails('/match/99999999999', 404, /Match not found/);
    await fails('/match/other/99999999999', 404, /Match not found/);
  });
});

describe('competitions', () => {
  test('competitionList by sport id or key; dates; the matches of a day', async () => {
    const cricket = fixtures().filter((f) => f.sport === 'cricket');
    const byId = await ok<Competition[]>('/expert/match/competitionList/4');
    const byKey = await ok<Competition[]>('/expert/match/competitionList/cricket');
    assert.deepEqual(byId, byKey);
    assert.deepEqual(byId.map((c) => c.competitionId).sort(), [...new Set(cricket.map((f) => f.competitionId))].sort());
    for (const c of byId) assert.deepEqual(keys(c), ['competitionId', 'competitionName']);
    assert.deepEqual(
      byId.map((c) => c.competitionName),
      [...byId.map((c) => c.competitionName)].sort((a, b) => a.localeCompare(b)),
    );

    const first = byId[0];
    assert.ok(first);
    const dates = await ok<CompetitionDate[]>(`/expert/match/competition/dates/${first.competitionId}`);
    const expected = [
      ...new Set(cricket.filter((f) => f.competitionId === first.competitionId).map((f) => f.startAt.slice(0, 10))),
    ].sort();
    assert.deepEqual(
      dates,
      expected.map((startdate) => ({ startdate })),
    );
    for (const d of dates) assert.match(d.startdate, /^\d{4}-\d{2}-\d{2}$/);

    const day = dates[0]!.startdate;
    const matches = await ok<CompetitionMatch[]>(`/expert/match/competition/getMatch/${first.competitionId}/${day}`);
    const want = cricket.filter((f) => f.competitionId === first.competitionId && f.startAt.startsWith(day));
    assert.deepEqual(
      matches.map((m) => m.id),
      want.map((f) => f.id),
    );
    for (const m of matches) assert.deepEqual(keys(m), [...SUMMARY_KEYS, 'competitionId', 'inPlay'].sort());
    assert.deepEqual(
      await ok<CompetitionMatch[]>(`/expert/match/competition/getMatch/${first.competitionId}/2001-01-01`),
      [],
    );
  });

  test('bad ids and dates are 400, unknown sports and competitions 404', async () => {
    await fails('/expert/match/competitionList/9999', 404, /Sport not found/);
    await fails('/expert/match/competitionList/curling', 404, /Sport not found/);
    await fails('/expert/match/competitionList/cr!cket', 400, /sport id/);
    await fails('/expert/match/competition/dates/abc', 400, /Competition id must be a number/);
    await fails('/expert/match/competition/dates/42', 404, /Competition not found/);
    const comp = fixtures()[0]!.competitionId;
    await fails(`/expert/match/competition/getMatch/${comp}/2026-02-30`, 400, /YYYY-MM-DD/);
    await fails(`/expert/match/competition/getMatch/${comp}/21-11-2026`, 400, /YYYY-MM-DD/);
    await fails('/expert/match/competition/getMatch/42/2026-11-21', 404, /Competition not found/);
  });
});

describe('racing', () => {
  test('countries → races of a country → race detail', async () => {
    const countries = await ok<RacingCountry[]>(
      `/match/countryWiseList?${qs({ 'racingMatch.stopAt': 'isNull', matchType: 'horseRacing' })}`,
    );
    const horses = fixtures().filter((f) => f.sport === 'horseRacing' && f.stopAt === null);
    assert.ok(countries.length > 0);
    assert.equal(
      countries.reduce((s, c) => s + c.count, 0),
      horses.length,
    );
    for (const c of countries) {
      assert.deepEqual(keys(c), ['count', 'countryCode']);
      assert.match(c.countryCode, /^[A-Z]{2}$/);
    }
    const country = countries[0]!;
    for (const q of [
      { 'racingMatch.countryCode': `eq${country.countryCode}`, stopAt: 'isNull', matchType: 'eqhorseRacing' },
      { 'racingMatch.countryCode': country.countryCode, stopAt: 'isNull', matchType: 'horseRacing' },
    ]) {
      const races = await ok<RaceListItem[]>(`/match/racing/list?${qs(q)}`);
      assert.equal(races.length, country.count);
      for (const r of races) {
        assert.deepEqual(keys(r), ['countryCode', 'id', 'raceNumber', 'startAt', 'status', 'title', 'venue']);
        assert.equal(r.countryCode, country.countryCode);
        assert.ok(['OPEN', 'SUSPENDED', 'BALL RUNNING', 'CLOSED'].includes(r.status));
      }
      const order = races.map((r) => `${r.venue}|${r.startAt}`);
      assert.deepEqual(
        order,
        [...order].sort((a, b) => a.split('|')[0]!.localeCompare(b.split('|')[0]!) || a.localeCompare(b)),
      );
    }
    const races = await ok<RaceListItem[]>(
      `/match/racing/list?${qs({ 'racingMatch.countryCode': `eq${country.countryCode}`, stopAt: 'isNull', matchType: 'eqhorseRacing' })}`,
    );
    const race = races[0]!;
    const detail = await ok<RaceDetail>(`/match/racing/${race.id}`);
    assert.deepEqual(keys(detail), [
      'countryCode',
      'eventId',
      'id',
      'marketId',
      'matchOdd',
      'matchType',
      'profitLossDataMatch',
      'raceNumber',
      'runners',
      'seq',
      'startAt',
      'stopAt',
      'title',
      'venue',
    ]);
    assert.equal(detail.matchType, 'horseRacing');
    assert.equal(detail.matchOdd.id, detail.marketId);
    assert.equal(detail.matchOdd.type, 'raceWin');
    assert.deepEqual(detail.runners, detail.matchOdd.runners);
    assert.ok(detail.runners.length >= 6);
    for (const r of detail.runners) assert.equal(typeof r.selectionId, 'number');
    assert.deepEqual(detail.profitLossDataMatch, {});
    assert.equal(detail.seq, h.ctx.feed.seq(race.id));

    const dogs = await ok<RacingCountry[]>('/match/countryWiseList?matchType=eqgreyHound');
    assert.equal(
      dogs.reduce((s, c) => s + c.count, 0),
      fixtures().filter((f) => f.sport === 'greyHound').length,
    );
  });

  test('bad racing queries are 400; a match that is not a race is 404', async () => {
    await fails('/match/countryWiseList?matchType=football', 400, /must be one of: horseRacing, greyHound/);
    await fails('/match/racing/list?matchType=eqcricket', 400, /must be one of: horseRacing, greyHound/);
    await fails('/match/racing/list?racingMatch.secret=1', 400, /Unknown filter field/);
    await fails('/match/racing/abc', 400, /Race id must be a number/);
    await fails(`/match/racing/${cricketInPlay().id}`, 404, /Race not found/);
    await fails('/match/racing/99999999999', 404, /Race not found/);
  });
});

describe('the other provider’s event ids (?bid= links)', () => {
  const withBid = () => fixtures().filter((f) => !f.finished && typeof f.beventId === 'string');

  test('some non-cricket matches carry one, and every list, search and market answer gives it', async () => {
    assert.ok(withBid().length > 0, 'the feed gives some matches an other-provider id');
    for (const f of fixtures()) {
      if (f.sport === 'cricket' || f.kind !== 'match') assert.equal(f.beventId ?? null, null, f.id);
    }
    const f = withBid()[0]!;
    const list = await ok<MatchListData>(
      `/match/list?${qs({ searchBy: 'title', 'match.matchType': `eq${f.sport}`, limit: '100' })}`,
    );
    const item = list.matches.find((m) => m.id === f.id);
    assert.equal(item?.beventId, f.beventId);
    // The ones without keep null.
    for (const m of list.matches) {
      const fixture = fixtures().find((x) => x.id === m.id);
      assert.equal(m.beventId, fixture?.beventId ?? null);
    }
    const found = await ok<MatchSummary[]>(`/match/search/${encodeURIComponent(f.title)}`);
    assert.equal(found.find((m) => m.id === f.id)?.beventId, f.beventId);
    const other = await ok<OtherMatchMarkets>(`/match/other/${f.id}`);
    assert.equal(other.beventId, f.beventId);
  });

  test('the match page’s media call takes the match’s own id and refuses another', async () => {
    const f = withBid()[0]!;
    const urls = await ok<IframeUrls>(`/getIframeUrl/${f.id}?${qs({ isScore: 'true', bEventId: f.beventId! })}`);
    assert.ok(urls.scoreData.iframeUrl);
    await fails(`/getIframeUrl/${f.id}?bEventId=${Number(f.beventId) + 1}`, 400, /not the other provider’s id/);
    const cricket = fixtures().find((x) => x.sport === 'cricket')!;
    await fails(`/getIframeUrl/${cricket.id}?bEventId=${f.beventId}`, 400, /not the other provider’s id/);
  });
});

describe('GET /getIframeUrl/{id}', () => {
  test('TV only for a match with a stream; the scoreboard for any; absolute URLs of this API', async () => {
    const tv = fixtures().find((f) => f.isTv);
    const noTv = fixtures().find((f) => !f.isTv);
    assert.ok(tv && noTv);
    const base = 'http://127.0.0.1:3000';
    const withTv = await ok<IframeUrls>(
      `/getIframeUrl/${tv.id}?${qs({ sportType: tv.sport, isTv: 'true', isScore: 'true', bEventId: '' })}`,
    );
    assert.deepEqual(withTv, {
      tvData: { iframeUrl: `${base}/embed/tv/${tv.id}` },
      scoreData: { iframeUrl: `${base}/embed/scoreboard/${tv.id}` },
    });
    const without = await ok<IframeUrls>(`/getIframeUrl/${noTv.id}?isTv=true&isScore=true`);
    assert.deepEqual(without, {
      tvData: { iframeUrl: null },
      scoreData: { iframeUrl: `${base}/embed/scoreboard/${noTv.id}` },
    });
    const scoreOff = await ok<IframeUrls>(`/getIframeUrl/${tv.id}?isScore=false&sportType=${tv.sportId}`);
    assert.deepEqual(scoreOff, { tvData: { iframeUrl: `${base}/embed/tv/${tv.id}` }, scoreData: { iframeUrl: null } });
  });

  test('bad input is 400, unknown matches 404', async () => {
    const id = fixtures()[0]!.id;
    await fails(`/getIframeUrl/${id}?sportType=curling`, 400, /sportType must be a sport key/);
    await fails(`/getIframeUrl/${id}?isTv=perhaps`, 400, /query.isTv/);
    await fails(`/getIframeUrl/${id}?extra=1`, 400, /extra is not allowed/);
    await fails('/getIframeUrl/x1', 400, /Match id must be a number/);
    await fails('/getIframeUrl/99999999999', 404, /Match not found/);
  });

  test('PUBLIC_API_URL and FEED_SEED come from the environment, checked', () => {
    assert.deepEqual(loadSportsConfig({}), { feedSeed: DEFAULT_FEED_SEED, publicApiUrl: undefined });
    assert.deepEqual(loadSportsConfig({ FEED_SEED: '42', PUBLIC_API_URL: 'https://api.example.com/backlay/' }), {
      feedSeed: 42,
      publicApiUrl: 'https://api.example.com/backlay',
    });
    assert.throws(() => loadSportsConfig({ FEED_SEED: 'x' }), /FEED_SEED must be an integer/);
    assert.throws(() => loadSportsConfig({ PUBLIC_API_URL: 'javascript:alert(1)' }), /absolute http/);
    assert.throws(() => loadSportsConfig({ PUBLIC_API_URL: 'https://a.example/?x=1' }), /query/);
  });
});

describe('response schemas', () => {
  test('keep every field of every match detail, list row, other-markets answer and race (nothing dropped or coerced)', async () => {
    // A further hour of play: more scores, results and settled markets in the payloads.
    h.clock.advance(60 * 60_000);
    h.ctx.feed.advanceTo(h.clock.now());
    const views = h.ctx.feed.views();
    const details = views.map((s) => ({
      ...matchDetail(s, h.ctx.feed.seq(s.id) ?? 0),
      teamRates: { [`${s.marketId}_1`]: -12.5 },
      profitLossDataMatch: { [`${s.marketId}_profitLoss_${s.id}`]: -12.5 },
      profitLossDataSession: [{ betId: 'm1', maxLoss: 10, totalBet: 2, profitLoss: { '40': -10, '41': 8.25 } }],
    }));
    const kinds = new Set(details.map((d) => d.scoreBoard?.kind ?? 'none'));
    assert.ok(kinds.size >= 5, `score kinds: ${[...kinds].join(', ')}`);
    const results = new Set(views.flatMap((s) => s.tournament.map((m) => m.result?.type ?? 'none')));
    assert.ok(results.size >= 2, `result kinds: ${[...results].join(', ')}`);
    const check = async (schema: TSchema, payloads: unknown[]) =>
      assert.deepEqual(await throughSchema(schema, payloads), payloads.map(plainJson));
    await check(MatchDetailDataSchema, details);
    await check(MatchListDataSchema, [{ matches: views.map(listItem), count: views.length }]);
    await check(
      OtherMatchMarketsSchema,
      views.map((s) => otherMarkets(s, competitionOutright(views, s.fixture.competitionId))),
    );
    const races = views.flatMap((s) => raceDetail(s, 7) ?? []);
    assert.ok(races.length > 0);
    await check(RaceDetailSchema, races);
    await check(MatchSnapshotSchema, views);
  });

  test('every kind of market result and score survives serialisation', async () => {
    const results: MarketResult[] = [
      { type: 'winner', selectionId: 3, name: 'India', placed: [4, 5] },
      { type: 'runs', runs: 47 },
      { type: 'yesNo', outcome: 'NO' },
      { type: 'void', reason: 'no result' },
      { type: 'card', gameType: 'teen20', mid: '123', win: '1', dealt: [{ hand: 'A', card: 'KHH' }] },
    ];
    assert.deepEqual(await throughSchema(MarketResultSchema, results), results);
    const scores: Score[] = [
      { kind: 'tennis', bestOf: 3, sets: [[6, 4]], games: [2, 1], points: ['30', 'AD'], server: 1, tiebreak: false },
      { kind: 'sets', unit: 'frame', bestOf: 7, sets: [[1, 0]], setsWon: [1, 0], points: [55, 12] },
      { kind: 'rounds', round: 3, rounds: 12, clock: '1:12', roundsWon: [2, 0], knockdowns: [1, 0] },
      { kind: 'chess', move: 31, evaluation: -0.4 },
      { kind: 'field', progress: 0.25, stage: 'Lap 3', leaders: [{ selectionId: 1, name: 'A' }] },
    ];
    assert.deepEqual(await throughSchema(ScoreSchema, scores), scores);
  });
});
