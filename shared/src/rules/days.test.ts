import { calendarDay, calendarDayStart, dayFields, daysInRange, MAX_RANGE_DAYS, utcDayStart } from './days.js';

describe('calendar days', () => {
  it('reads YYYY-MM-DD and nothing else', () => {
    expect(dayFields('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(dayFields('2026-02-30')).toEqual({ year: 2026, month: 2, day: 30 });
    expect(dayFields('22/11/2026')).toBeNull();
    expect(dayFields('2026-1-2')).toBeNull();
    expect(dayFields(' 2026-11-22')).toBeNull();
    expect(dayFields('')).toBeNull();
  });

  it('knows a day on the calendar from a look-alike', () => {
    expect(calendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('2026-13-01')).toBeNull();
    expect(calendarDay('2026-00-10')).toBeNull();
    expect(calendarDay('2026-04-31')).toBeNull();
  });

  it('starts a day at UTC midnight, keeping the years 0–99 as written', () => {
    expect(calendarDayStart({ year: 2026, month: 11, day: 22 })).toBe(Date.parse('2026-11-22T00:00:00Z'));
    expect(calendarDayStart({ year: 2026, month: 2, day: 30 })).toBeNull();
    expect(new Date(utcDayStart(50, 6, 15)).getUTCFullYear()).toBe(50);
  });

  it('counts the days of a range, both ends included', () => {
    const day = (text: string) => dayFields(text) ?? { year: 0, month: 0, day: 0 };
    expect(daysInRange(day('2026-11-16'), day('2026-11-22'))).toBe(7);
    expect(daysInRange(day('2026-03-01'), day('2026-03-31'))).toBe(31);
    expect(daysInRange(day('2026-11-22'), day('2026-11-22'))).toBe(1);
    // The longest range is a leap year.
    expect(daysInRange(day('2024-01-01'), day('2024-12-31'))).toBe(MAX_RANGE_DAYS);
    expect(daysInRange(day('2025-01-01'), day('2026-01-02'))).toBe(MAX_RANGE_DAYS + 1);
  });
});
