import { SPORTS, type SportKey } from '@backlay/shared/sports';

// Bets carry `card` as their event type on the live card tables, `casino` on provider games.
const NAMES = new Map<string, string>([
  ...SPORTS.map((s): [string, string] => [s.key, s.name]),
  ['card', 'Casino'],
  ['casino', 'Live Casino'],
]);

/** Display name of a sport key (the All Sports list); unknown keys show as they are. */
export function sportName(sport: string): string {
  return NAMES.get(sport) ?? sport;
}

export function isSportKey(value: string): value is SportKey {
  return value !== 'card' && value !== 'casino' && NAMES.has(value);
}

/** The sports with their own tab on the home page (and in the top bar). */
export const MAIN_SPORTS: readonly SportKey[] = [
  'cricket',
  'football',
  'tennis',
  'horseRacing',
  'greyHound',
  'politics',
];
