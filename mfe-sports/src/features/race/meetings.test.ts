import type { RaceListItem } from '@backlay/shared/sports';
import { countryName, meetingsOf } from './meetings.js';

const race = (id: string, venue: string, startAt: string, raceNumber = 1): RaceListItem => ({
  id,
  title: `${startAt.slice(11, 16)} ${venue}`,
  venue,
  raceNumber,
  startAt,
  countryCode: 'GB',
  status: 'OPEN',
});

describe('meetingsOf', () => {
  it('groups by venue, races by start, meetings by their next race', () => {
    const meetings = meetingsOf([
      race('1', 'Ascot', '2026-01-10T15:00:00.000Z', 2),
      race('2', 'York', '2026-01-10T14:10:00.000Z', 1),
      race('3', 'Ascot', '2026-01-10T14:30:00.000Z', 1),
      race('4', 'York', '2026-01-10T16:10:00.000Z', 2),
    ]);
    expect(meetings.map((m) => [m.venue, m.races.map((r) => r.id)])).toEqual([
      ['York', ['2', '4']],
      ['Ascot', ['3', '1']],
    ]);
  });

  it('puts races without a venue in a meeting of their own, and is empty for no races', () => {
    expect(meetingsOf([race('9', '', '2026-01-10T14:00:00.000Z')]).map((m) => m.venue)).toEqual(['Other races']);
    expect(meetingsOf([])).toEqual([]);
  });
});

describe('countryName', () => {
  it('names a country by its code, and gives back a code it cannot name', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('IE')).toBe('Ireland');
    expect(countryName('not a code')).toBe('not a code');
  });
});
