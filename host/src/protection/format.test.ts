import { formatClock, formatLoggedIn, formatUtcDate } from './format.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatClock', () => {
  it('reads hours, then minutes and seconds in two digits', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(4 * MINUTE + 9 * SECOND + 999)).toBe('0:04:09');
    expect(formatClock(HOUR + 2 * MINUTE + 15 * SECOND)).toBe('1:02:15');
    expect(formatClock(26 * HOUR)).toBe('26:00:00');
  });

  it('reads a start ahead of this clock as 0', () => {
    expect(formatClock(-5 * SECOND)).toBe('0:00:00');
  });
});

describe('formatLoggedIn', () => {
  it('says hours and minutes, or minutes alone under an hour', () => {
    expect(formatLoggedIn(HOUR + 2 * MINUTE + 59 * SECOND)).toBe('1 h 02 min');
    expect(formatLoggedIn(2 * HOUR)).toBe('2 h 00 min');
    expect(formatLoggedIn(45 * MINUTE)).toBe('45 min');
    expect(formatLoggedIn(MINUTE)).toBe('1 min');
    expect(formatLoggedIn(-MINUTE)).toBe('0 min');
  });
});

describe('formatUtcDate', () => {
  it('names the instant in UTC as the API words it', () => {
    expect(formatUtcDate('2026-12-06T10:00:00.000Z')).toBe('6 Dec 2026, 10:00 UTC');
    expect(formatUtcDate('2027-01-15T23:45:00+02:00')).toBe('15 Jan 2027, 21:45 UTC');
  });

  it('is null for what is not a date', () => {
    expect(formatUtcDate('soon')).toBeNull();
  });
});
