/**
 * The static sports list (spec section 2, All Sports, plus the two racing sports): the API's feed
 * simulates exactly these, and the client's sidebar lists them, so both read it from here.
 */
import type { SportInfo, SportKey } from './types.js';

/** The All Sports list (36) followed by horseRacing and greyHound, in display order. */
export const SPORTS: readonly SportInfo[] = Object.freeze([
  { key: 'politics', name: 'Politics', id: 2378961, engine: 'field', racing: false },
  { key: 'cricket', name: 'Cricket', id: 4, engine: 'cricket', racing: false },
  { key: 'football', name: 'Football', id: 1, engine: 'goals', racing: false },
  { key: 'tennis', name: 'Tennis', id: 2, engine: 'tennis', racing: false },
  { key: 'tableTennis', name: 'Table Tennis', id: 2593174, engine: 'sets', racing: false },
  { key: 'badminton', name: 'Badminton', id: 3000001, engine: 'sets', racing: false },
  { key: 'esoccer', name: 'Esoccer', id: 3000002, engine: 'goals', racing: false },
  { key: 'basketball', name: 'Basketball', id: 7522, engine: 'goals', racing: false },
  { key: 'volleyball', name: 'Volleyball', id: 998917, engine: 'sets', racing: false },
  { key: 'snooker', name: 'Snooker', id: 6422, engine: 'sets', racing: false },
  { key: 'iceHockey', name: 'Ice Hockey', id: 7524, engine: 'goals', racing: false },
  { key: 'eGames', name: 'E Games', id: 3000003, engine: 'goals', racing: false },
  { key: 'futsal', name: 'Futsal', id: 3000004, engine: 'goals', racing: false },
  { key: 'handball', name: 'Handball', id: 468328, engine: 'goals', racing: false },
  { key: 'kabaddi', name: 'Kabaddi', id: 3000005, engine: 'goals', racing: false },
  { key: 'golf', name: 'Golf', id: 3, engine: 'field', racing: false },
  { key: 'rugbyLeague', name: 'Rugby League', id: 1477, engine: 'goals', racing: false },
  { key: 'boxing', name: 'Boxing', id: 6, engine: 'duel', racing: false },
  { key: 'beachVolleyball', name: 'Beach Volleyball', id: 3000006, engine: 'sets', racing: false },
  { key: 'mixedMartialArts', name: 'Mixed Martial Arts', id: 26420387, engine: 'duel', racing: false },
  { key: 'motogp', name: 'MotoGP', id: 3000007, engine: 'field', racing: false },
  { key: 'chess', name: 'Chess', id: 3000008, engine: 'duel', racing: false },
  { key: 'cycling', name: 'Cycling', id: 11, engine: 'field', racing: false },
  { key: 'motorbikes', name: 'Motorbikes', id: 3000009, engine: 'field', racing: false },
  { key: 'athletics', name: 'Athletics', id: 3988, engine: 'field', racing: false },
  { key: 'basketball3x3', name: 'Basketball 3x3', id: 3000010, engine: 'goals', racing: false },
  { key: 'sumo', name: 'Sumo', id: 3000011, engine: 'duel', racing: false },
  { key: 'virtualSports', name: 'Virtual Sports', id: 3000012, engine: 'field', racing: false },
  { key: 'motorSports', name: 'Motor Sports', id: 8, engine: 'field', racing: false },
  { key: 'baseball', name: 'Baseball', id: 7511, engine: 'goals', racing: false },
  { key: 'rugbyUnion', name: 'Rugby Union', id: 5, engine: 'goals', racing: false },
  { key: 'darts', name: 'Darts', id: 3503, engine: 'sets', racing: false },
  { key: 'americanFootball', name: 'American Football', id: 6423, engine: 'goals', racing: false },
  { key: 'soccer', name: 'Soccer', id: 3000013, engine: 'goals', racing: false },
  { key: 'esports', name: 'Esports', id: 27454571, engine: 'sets', racing: false },
  { key: 'boatRacing', name: 'Boat Racing', id: 3000014, engine: 'field', racing: false },
  { key: 'horseRacing', name: 'Horse Racing', id: 7, engine: 'race', racing: true },
  { key: 'greyHound', name: 'Greyhound Racing', id: 4339, engine: 'race', racing: true },
]);

/** Racing sports open /race/{id} instead of /game-detail/{type}/{id}. */
export const RACING_SPORT_KEYS: readonly SportKey[] = Object.freeze(SPORTS.filter((s) => s.racing).map((s) => s.key));

const RACING = new Set<string>(RACING_SPORT_KEYS);

/** True for horseRacing and greyHound (takes any text: match types arrive as strings from the API). */
export function isRacingSport(matchType: string): boolean {
  return RACING.has(matchType);
}
