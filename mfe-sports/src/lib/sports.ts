import { SPORTS, type SportKey } from '@backlay/shared/sports';

const NAMES = new Map<string, string>(SPORTS.map((s) => [s.key, s.name]));

/** Display name of a sport key (the All Sports list); unknown keys show as they are. */
export function sportName(sport: string): string {
  return NAMES.get(sport) ?? sport;
}

export function isSportKey(value: string): value is SportKey {
  return NAMES.has(value);
}

/** The sports with their own tab on the home page (and in the top bar). */
export const MAIN_SPORTS: readonly SportKey[] = ['cricket', 'football', 'tennis', 'horseRacing', 'greyHound', 'politics'];
