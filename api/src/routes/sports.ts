/**
 * Matches, competitions, search, racing and iframe URLs (spec section 7, "Matches and
 * competitions" and the racing calls), served from the live feed. Every call needs a session and
 * answers `{ statusCode: 200, data }`; the shapes are the contract's (`@backlay/shared/sports`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { Fixture, IframeUrls, MatchSnapshot } from '@backlay/shared/sports';
import {
  BlinkingTabRowSchema,
  CompetitionDateSchema,
  CompetitionDayParamsSchema,
  CompetitionMatchSchema,
  CompetitionParamsSchema,
  CompetitionSchema,
  Envelope,
  ERROR_RESPONSES,
  IframeQuerySchema,
  IframeUrlsSchema,
  MatchDetailDataSchema,
  MatchIdParamsSchema,
  MatchListDataSchema,
  MatchListQuerySchema,
  MatchSummarySchema,
  OtherMatchMarketsSchema,
  RaceDetailSchema,
  RaceListItemSchema,
  RacingCountrySchema,
  SearchListQuerySchema,
  SearchParamsSchema,
  SportParamsSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { badRequest, notFound } from '../errors.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { matchPositions } from '../betting/queries.js';
import {
  competitionDates,
  competitionMatch,
  competitionOutright,
  competitions,
  dayOf,
  findSport,
  isRacing,
  listItem,
  matchDetail,
  otherMarkets,
  raceDetail,
  raceItem,
  racingCountries,
  RACING_SPORTS,
  search,
  SPORT_KEYS,
} from '../sports/catalog.js';
import { parseDay, parseList, runList, type Field, type ListSpec } from '../sports/query.js';
import { currentTabs } from '../realtime/expert.js';

const ID = /^\d{1,20}$/;
const SEARCH_MIN = 3;
const SEARCH_MAX = 100;
const SEARCH_RESULTS = 20;

function matchId(text: string, what = 'Match id'): string {
  if (!ID.test(text)) throw badRequest(`${what} must be a number of up to 20 digits.`);
  return text;
}

function searchKeyword(raw: string | undefined): string {
  const keyword = (raw ?? '').trim();
  if (keyword.length < SEARCH_MIN) throw badRequest(`Type at least ${SEARCH_MIN} characters to search.`);
  if (keyword.length > SEARCH_MAX) throw badRequest(`Search text can be at most ${SEARCH_MAX} characters.`);
  if (keyword.includes('\u0000')) throw badRequest('Search text must not contain a NUL character.');
  return keyword;
}

const text = <T>(get: (row: T) => string | null): Field<T> => ({ type: 'string', value: get });
const flag = <T>(get: (row: T) => boolean): Field<T> => ({ type: 'boolean', value: get });
const date = <T>(get: (row: T) => number | null): Field<T> => ({ type: 'date', value: get });
const oneOf = <T>(values: readonly string[], get: (row: T) => string): Field<T> => ({
  type: { enum: values },
  value: get,
});
const stopMs = (f: Fixture) => (f.stopAt === null ? null : Date.parse(f.stopAt));

/** GET /match/list: every key a client may send, each under its `match.` name and its bare name. */
function matchListSpec(): ListSpec<MatchSnapshot> {
  const fields: Record<string, Field<MatchSnapshot>> = {};
  const both = (name: string, field: Field<MatchSnapshot>) => {
    fields[name] = field;
    fields[`match.${name}`] = field;
  };
  both(
    'matchType',
    oneOf(SPORT_KEYS, (s) => s.fixture.matchType),
  );
  both(
    'competitionId',
    text((s) => s.fixture.competitionId),
  );
  both(
    'inPlay',
    flag((s) => s.fixture.inPlay),
  );
  both(
    'isTv',
    flag((s) => s.fixture.isTv),
  );
  both(
    'isFancy',
    flag((s) => s.fixture.isFancy),
  );
  both(
    'isBookmaker',
    flag((s) => s.fixture.isBookmaker),
  );
  both(
    'startAt',
    date((s) => s.fixture.startMs),
  );
  both(
    'stopAt',
    date((s) => stopMs(s.fixture)),
  );
  return {
    fields,
    searchable: {
      title: (s) => s.fixture.title,
      'match.title': (s) => s.fixture.title,
      competitionName: (s) => s.fixture.competitionName,
      'match.competitionName': (s) => s.fixture.competitionName,
    },
    sortable: {
      'match.startAt': (s) => s.fixture.startMs,
      startAt: (s) => s.fixture.startMs,
      'match.title': (s) => s.fixture.title,
      title: (s) => s.fixture.title,
    },
    defaultSort: 'match.startAt:ASC',
    tieBreak: (a, b) => Number(a.id) - Number(b.id),
    defaultLimit: 50,
    maxLimit: 100,
  };
}

/** The racing calls' filters, under their `racingMatch.` names and bare. */
function racingSpec(): ListSpec<Fixture> {
  const fields: Record<string, Field<Fixture>> = {};
  const both = (name: string, field: Field<Fixture>) => {
    fields[name] = field;
    fields[`racingMatch.${name}`] = field;
  };
  both(
    'matchType',
    oneOf(RACING_SPORTS, (f) => f.matchType),
  );
  both('countryCode', { type: 'string', value: (f) => f.countryCode, caseless: true });
  both('venue', { type: 'string', value: (f) => f.venue, caseless: true });
  both('stopAt', date(stopMs));
  both(
    'startAt',
    date((f) => f.startMs),
  );
  return {
    fields,
    sortable: {
      venue: (f) => f.venue ?? '',
      'racingMatch.venue': (f) => f.venue ?? '',
      startAt: (f) => f.startMs,
      'racingMatch.startAt': (f) => f.startMs,
    },
    defaultSort: 'venue:ASC,startAt:ASC',
    tieBreak: (a, b) => Number(a.id) - Number(b.id),
    defaultLimit: 100,
    maxLimit: 200,
  };
}

/** A route's schemas: its request parts and its success answer (200) beside every refusal. */
const ok = <T extends TSchema>(data: T) => ({ 200: Envelope(data), ...ERROR_RESPONSES });

const truthy = (v: boolean | '1' | '0' | undefined, fallback: boolean) =>
  v === undefined ? fallback : v === true || v === '1';

export function sportsRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const session = { onRequest: requireSession(ctx) };
    const listSpec = matchListSpec();
    const raceSpec = racingSpec();
    const racingFixtures = () => ctx.feed.fixtures().filter((f) => isRacing(f.sport));

    const view = (id: string): MatchSnapshot => {
      const s = ctx.feed.view(matchId(id));
      if (!s) throw notFound('Match not found.');
      return s;
    };

    app.get(
      '/match/list',
      { ...session, schema: { querystring: MatchListQuerySchema, response: ok(MatchListDataSchema) } },
      (request) => {
        const parsed = parseList(request.query, listSpec);
        const { rows, count } = runList(ctx.feed.views(), parsed);
        return { statusCode: 200, data: { matches: rows.map(listItem), count } };
      },
    );

    app.get(
      '/user/searchlist',
      {
        ...session,
        schema: { querystring: SearchListQuerySchema, response: ok(Type.Array(MatchSummarySchema)) },
      },
      (request) => ({
        statusCode: 200,
        data: search(ctx.feed.fixtures(), searchKeyword(request.query.keyword), SEARCH_RESULTS),
      }),
    );

    app.get(
      '/match/search/:keyword',
      { ...session, schema: { params: SearchParamsSchema, response: ok(Type.Array(MatchSummarySchema)) } },
      (request) => ({
        statusCode: 200,
        data: search(ctx.feed.fixtures(), searchKeyword(request.params.keyword), SEARCH_RESULTS),
      }),
    );

    app.get(
      '/expert/blinkingTabs',
      { ...session, schema: { response: ok(Type.Array(BlinkingTabRowSchema)) } },
      async () => ({ statusCode: 200, data: await currentTabs(ctx.db, ctx.feed) }),
    );

    app.get(
      '/expert/match/competitionList/:sportId',
      { ...session, schema: { params: SportParamsSchema, response: ok(Type.Array(CompetitionSchema)) } },
      (request) => {
        const { sportId } = request.params;
        if (!/^[A-Za-z0-9]{1,40}$/.test(sportId))
          throw badRequest('Sport must be a sport id (e.g. 4) or key (e.g. cricket).');
        const sport = findSport(sportId);
        if (!sport) throw notFound('Sport not found.');
        return { statusCode: 200, data: competitions(ctx.feed.fixtures(), sport.key) };
      },
    );

    const competitionFixtures = (competitionId: string): Fixture[] => {
      const list = ctx.feed.fixtures().filter((f) => f.competitionId === matchId(competitionId, 'Competition id'));
      if (list.length === 0) throw notFound('Competition not found.');
      return list;
    };

    app.get(
      '/expert/match/competition/dates/:competitionId',
      { ...session, schema: { params: CompetitionParamsSchema, response: ok(Type.Array(CompetitionDateSchema)) } },
      (request) => {
        const list = competitionFixtures(request.params.competitionId);
        return { statusCode: 200, data: competitionDates(list, request.params.competitionId) };
      },
    );

    app.get(
      '/expert/match/competition/getMatch/:competitionId/:date',
      {
        ...session,
        schema: { params: CompetitionDayParamsSchema, response: ok(Type.Array(CompetitionMatchSchema)) },
      },
      (request) => {
        const { competitionId, date: day } = request.params;
        matchId(competitionId, 'Competition id');
        if (parseDay(day) === null) throw badRequest('Date must be a calendar date written YYYY-MM-DD.');
        const list = competitionFixtures(competitionId);
        return {
          statusCode: 200,
          data: list.filter((f) => dayOf(f.startAt) === day).map(competitionMatch),
        };
      },
    );

    app.get(
      '/match/countryWiseList',
      { ...session, schema: { querystring: MatchListQuerySchema, response: ok(Type.Array(RacingCountrySchema)) } },
      (request) => {
        const parsed = parseList(request.query, raceSpec);
        const { rows } = runList(racingFixtures(), { ...parsed, page: 1, limit: Number.MAX_SAFE_INTEGER });
        return { statusCode: 200, data: racingCountries(rows) };
      },
    );

    app.get(
      '/match/racing/list',
      { ...session, schema: { querystring: MatchListQuerySchema, response: ok(Type.Array(RaceListItemSchema)) } },
      (request) => {
        const parsed = parseList(request.query, raceSpec);
        const { rows } = runList(racingFixtures(), parsed);
        const data = [];
        for (const f of rows) {
          const s = ctx.feed.view(f.id);
          if (s) data.push(raceItem(s));
        }
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/match/racing/:id',
      { ...session, schema: { params: MatchIdParamsSchema, response: ok(RaceDetailSchema) } },
      async (request) => {
        const id = matchId(request.params.id, 'Race id');
        const s = ctx.feed.view(id);
        const seq = ctx.feed.seq(id);
        const data = s && seq !== undefined ? raceDetail(s, seq) : undefined;
        if (!data) throw notFound('Race not found.');
        data.profitLossDataMatch = (await matchPositions(ctx.db, sessionOf(request).userId, id)).teamRates;
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/match/other/:id',
      { ...session, schema: { params: MatchIdParamsSchema, response: ok(OtherMatchMarketsSchema) } },
      (request) => {
        const s = view(request.params.id);
        const outright = competitionOutright(ctx.feed.views(), s.fixture.competitionId);
        return { statusCode: 200, data: otherMarkets(s, outright) };
      },
    );

    app.get(
      '/match/:id',
      { ...session, schema: { params: MatchIdParamsSchema, response: ok(MatchDetailDataSchema) } },
      async (request) => {
        const s = view(request.params.id);
        const data = matchDetail(s, ctx.feed.seq(s.id) ?? 0, ctx.manualSessions.forMatch(s.id));
        Object.assign(data, await matchPositions(ctx.db, sessionOf(request).userId, s.id));
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/getIframeUrl/:id',
      {
        ...session,
        schema: { params: MatchIdParamsSchema, querystring: IframeQuerySchema, response: ok(IframeUrlsSchema) },
      },
      (request) => {
        const { sportType, isTv, isScore } = request.query;
        if (sportType !== undefined && sportType !== '' && !findSport(sportType)) {
          throw badRequest('sportType must be a sport key (e.g. cricket) or id (e.g. 4).');
        }
        const s = view(request.params.id);
        // A link with the other provider's event id (?bid=) names the same match, or it is stale.
        const { bEventId } = request.query;
        if (bEventId !== undefined && bEventId !== '' && bEventId !== s.fixture.beventId) {
          throw badRequest('bEventId is not the other provider’s id of this match.');
        }
        const base = ctx.publicApiUrl;
        const id = encodeURIComponent(s.id);
        const data: IframeUrls = {
          tvData: { iframeUrl: truthy(isTv, true) && s.fixture.isTv ? `${base}/embed/tv/${id}` : null },
          scoreData: { iframeUrl: truthy(isScore, true) ? `${base}/embed/scoreboard/${id}` : null },
        };
        return { statusCode: 200, data };
      },
    );
  });
}
