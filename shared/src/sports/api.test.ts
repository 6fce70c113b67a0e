import { AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../http/client.js';
import type { HttpClient } from '../http/client.js';
import {
  blinkingTabs,
  competitionDates,
  competitionList,
  competitionMatches,
  countryWiseList,
  iframeUrls,
  matchDetail,
  matchList,
  otherMarkets,
  raceDetail,
  racingList,
  searchMatches,
} from './api.js';
import { matchPath } from './links.js';
import { isRacingSport, RACING_SPORT_KEYS, SPORTS } from './sports.js';

/** A fake axios adapter: records each request and answers `{ statusCode: 200, data }`. */
function setup(data: unknown = []): { http: HttpClient; urls: () => string[]; methods: () => string[] } {
  const configs: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    configs.push(config);
    const response: AxiosResponse = {
      data: JSON.stringify({ statusCode: 200, data }),
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders({ 'Content-Type': 'application/json' }),
      config,
      request: {},
    };
    return Promise.resolve(response);
  };
  const http = createHttpClient({
    baseURL: 'https://api.example.test',
    getToken: () => 'token-1',
    onUnauthorized: () => undefined,
    toast: () => undefined,
    log: () => undefined,
    adapter,
  });
  return { http, urls: () => configs.map((c) => c.url ?? ''), methods: () => configs.map((c) => c.method ?? '') };
}

/** The query of a recorded url as [key, value] pairs, decoded. */
function query(url: string): [string, string][] {
  return [...new URLSearchParams(url.split('?')[1] ?? '').entries()];
}

describe('match calls (spec section 7)', () => {
  it('matchList sorts by start time, searches by title, and filters one sport with an explicit operator', async () => {
    const { http, urls } = setup({ matches: [], count: 0 });
    const res = await matchList(http, { matchType: 'cricket', keyword: 'harbour', page: 2, limit: 15 });
    expect(res.data).toEqual({ matches: [], count: 0 });
    const [url = ''] = urls();
    expect(url.split('?')[0]).toBe('/match/list');
    expect(query(url)).toEqual([
      ['sort', 'match.startAt:ASC'],
      ['searchBy', 'title'],
      ['keyword', 'harbour'],
      ['match.matchType', 'eqcricket'],
      ['page', '2'],
      ['limit', '15'],
    ]);
  });

  it('matchList without a query sends only the sort and searchBy', async () => {
    const { http, urls } = setup({ matches: [], count: 0 });
    await matchList(http);
    expect(urls()).toEqual(['/match/list?sort=match.startAt%3AASC&searchBy=title']);
  });

  it('searchMatches puts the keyword in the path, encoded', async () => {
    const { http, urls, methods } = setup();
    await searchMatches(http, 'man utd/1');
    expect(urls()).toEqual(['/match/search/man%20utd%2F1']);
    expect(methods()).toEqual(['get']);
  });

  it('detail, other markets and blinking tabs', async () => {
    const { http, urls } = setup({});
    await matchDetail(http, '1001');
    await otherMarkets(http, '1001');
    await blinkingTabs(http);
    expect(urls()).toEqual(['/match/1001', '/match/other/1001', '/expert/blinkingTabs']);
  });

  it('the competition tree: competitions of a sport, their dates, the matches of a date', async () => {
    const { http, urls } = setup();
    await competitionList(http, 4);
    await competitionDates(http, 'c-17');
    await competitionMatches(http, 'c-17', '2026-01-10');
    expect(urls()).toEqual([
      '/expert/match/competitionList/4',
      '/expert/match/competition/dates/c-17',
      '/expert/match/competition/getMatch/c-17/2026-01-10',
    ]);
  });

  it('passes request options through (a caller signal aborts the call)', async () => {
    const { http } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(competitionList(http, 4, { signal: controller.signal })).rejects.toMatchObject({ cancelled: true });
  });
});

describe('racing calls', () => {
  it('countryWiseList asks for races not stopped, of one type', async () => {
    const { http, urls } = setup();
    await countryWiseList(http, 'horseRacing');
    const [url = ''] = urls();
    expect(url.split('?')[0]).toBe('/match/countryWiseList');
    expect(query(url)).toEqual([
      ['racingMatch.stopAt', 'isNull'],
      ['matchType', 'horseRacing'],
    ]);
  });

  it('racingList filters by country and type with eq', async () => {
    const { http, urls } = setup();
    await racingList(http, 'GB', 'greyHound');
    const [url = ''] = urls();
    expect(url.split('?')[0]).toBe('/match/racing/list');
    expect(query(url)).toEqual([
      ['racingMatch.countryCode', 'eqGB'],
      ['stopAt', 'isNull'],
      ['matchType', 'eqgreyHound'],
    ]);
  });

  it('raceDetail', async () => {
    const { http, urls } = setup({});
    await raceDetail(http, '7001');
    expect(urls()).toEqual(['/match/racing/7001']);
  });
});

describe('iframeUrls', () => {
  it('sends sportType, isTv, isScore and bEventId', async () => {
    const { http, urls } = setup({ tvData: { iframeUrl: null }, scoreData: { iframeUrl: null } });
    await iframeUrls(http, '1001', { sportType: 'football', isTv: true, isScore: false, bEventId: '345' });
    const [url = ''] = urls();
    expect(url.split('?')[0]).toBe('/getIframeUrl/1001');
    expect(query(url)).toEqual([
      ['sportType', 'football'],
      ['isTv', 'true'],
      ['isScore', 'false'],
      ['bEventId', '345'],
    ]);
  });

  it('leaves bEventId out when the match has none', async () => {
    const { http, urls } = setup({});
    await iframeUrls(http, '1001', { sportType: 'cricket', isTv: false, isScore: true, bEventId: null });
    expect(urls()).toEqual(['/getIframeUrl/1001?sportType=cricket&isTv=false&isScore=true']);
  });
});

describe('matchPath (spec section 2, search)', () => {
  it('racing goes to /race/{id}', () => {
    expect(matchPath({ id: '7001', matchType: 'horseRacing', beventId: '9' })).toBe('/race/7001');
    expect(matchPath({ id: '7002', matchType: 'greyHound' })).toBe('/race/7002');
  });

  it('another provider event id adds ?bid= except for cricket', () => {
    expect(matchPath({ id: '1001', matchType: 'football', beventId: '345' })).toBe(
      '/game-detail/football/1001?bid=345',
    );
    expect(matchPath({ id: '2002', matchType: 'cricket', beventId: '345' })).toBe('/game-detail/cricket/2002');
  });

  it('otherwise /game-detail/{matchType}/{id}', () => {
    expect(matchPath({ id: '1001', matchType: 'tennis', beventId: null })).toBe('/game-detail/tennis/1001');
    expect(matchPath({ id: '1001', matchType: 'politics', beventId: '' })).toBe('/game-detail/politics/1001');
  });
});

describe('SPORTS', () => {
  it('lists the 36 sports of All Sports, then the two racing sports', () => {
    expect(SPORTS).toHaveLength(38);
    expect(SPORTS.filter((s) => !s.racing)).toHaveLength(36);
    expect(RACING_SPORT_KEYS).toEqual(['horseRacing', 'greyHound']);
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(38);
    expect(SPORTS.slice(0, 4).map((s) => s.name)).toEqual(['Politics', 'Cricket', 'Football', 'Tennis']);
  });

  it('isRacingSport', () => {
    expect(isRacingSport('horseRacing')).toBe(true);
    expect(isRacingSport('greyHound')).toBe(true);
    expect(isRacingSport('cricket')).toBe(false);
    expect(isRacingSport('unknown')).toBe(false);
  });
});
