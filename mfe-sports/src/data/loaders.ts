import { matchDetailQuery, raceDetailQuery } from '@backlay/shared/query';
import type { InitialLoader } from '../features/live/useMatchFeed.js';
import { stateFromDetail, stateFromRace } from './detail.js';

// Through the one QueryClient: the host starts these queries beside the page's code
// (prefetchPage), and the page's first mount takes that answer, arrived or on its way.

/** First paint of a match: GET /match/{id}. */
export const loadMatch: InitialLoader = {
  kind: 'match',
  load: async (host, id) => stateFromDetail(await host.queryClient.fetchQuery(matchDetailQuery(host.http, id))),
};

/** First paint of a race: GET /match/racing/{id}. */
export const loadRace: InitialLoader = {
  kind: 'race',
  load: async (host, id) => stateFromRace(await host.queryClient.fetchQuery(raceDetailQuery(host.http, id))),
};
