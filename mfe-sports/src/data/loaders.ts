import { matchDetail, raceDetail } from '@backlay/shared/sports';
import type { InitialLoader } from '../features/live/useMatchFeed.js';
import { stateFromDetail, stateFromRace } from './detail.js';

/** First paint of a match: GET /match/{id}. */
export const loadMatch: InitialLoader = {
  kind: 'match',
  load: async (host, id, signal) => {
    const res = await matchDetail(host.http, id, { signal, silent: true });
    return stateFromDetail(res.data);
  },
};

/** First paint of a race: GET /match/racing/{id}. */
export const loadRace: InitialLoader = {
  kind: 'race',
  load: async (host, id, signal) => {
    const res = await raceDetail(host.http, id, { signal, silent: true });
    return stateFromRace(res.data);
  },
};
