import type { RaceListItem } from '@backlay/shared/sports';

/** A racecourse's races in one list: its name and its races in start order. */
export interface Meeting {
  venue: string;
  races: RaceListItem[];
}

/**
 * Groups a country's races by meeting (venue): races in start order, and meetings in the order
 * of their next race, so the meeting about to race comes first.
 */
export function meetingsOf(races: readonly RaceListItem[]): Meeting[] {
  const byVenue = new Map<string, RaceListItem[]>();
  for (const race of races) {
    const venue = race.venue || 'Other races';
    byVenue.set(venue, [...(byVenue.get(venue) ?? []), race]);
  }
  const meetings = [...byVenue].map(([venue, list]) => ({
    venue,
    races: [...list].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.raceNumber - b.raceNumber),
  }));
  return meetings.sort(
    (a, b) => a.races[0]!.startAt.localeCompare(b.races[0]!.startAt) || a.venue.localeCompare(b.venue),
  );
}

let names: Intl.DisplayNames | null | undefined;

/** A country's English name from its ISO 3166 code ("GB" → "United Kingdom"); the code where unknown. */
export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
