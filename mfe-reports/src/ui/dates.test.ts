import {
  betweenFilter,
  formatDateTime,
  formatDay,
  isDay,
  lastDays,
  localDayBounds,
  localTime,
  rangeDays,
  validateRange,
} from './dates.js';

describe('report date ranges', () => {
  it('knows a real day from a look-alike', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('22/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('opens on the last 7 days, today included', () => {
    expect(lastDays(7, new Date(2026, 10, 22, 10, 30))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastDays(1, new Date(2026, 0, 1, 0, 5))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(rangeDays({ from: '2026-11-16', to: '2026-11-22' })).toBe(7);
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });

  it('refuses a range To before From, in the future, too long or not made of days', () => {
    const today = '2026-11-22';
    expect(validateRange({ from: '2026-11-16', to: '2026-11-22' }, { today })).toBeNull();
    expect(validateRange({ from: '2026-11-22', to: '2026-11-22' }, { today })).toBeNull();
    expect(validateRange({ from: '2026-11-20', to: '2026-11-19' }, { today })).toEqual({
      field: 'to',
      message: 'The To date must be on or after the From date.',
    });
    expect(validateRange({ from: '2026-11-20', to: '2026-11-23' }, { today })).toEqual({
      field: 'to',
      message: 'The To date cannot be in the future.',
    });
    expect(validateRange({ from: '2026-11-23', to: '2026-11-23' }, { today })?.field).toBe('from');
    expect(validateRange({ from: '', to: '2026-11-22' }, { today })).toEqual({
      field: 'from',
      message: 'Enter a valid From date.',
    });
    expect(validateRange({ from: '2026-11-01', to: '2026-02-30' }, { today })).toEqual({
      field: 'to',
      message: 'Enter a valid To date.',
    });
    expect(validateRange({ from: '0202-11-01', to: '2026-11-22' }, { today })).toEqual({
      field: 'from',
      message: 'The From date cannot be before 01/01/2000.',
    });
    expect(validateRange({ from: '2026-10-24', to: '2026-11-22' }, { today, maxDays: 30 })).toBeNull();
    expect(validateRange({ from: '2026-10-23', to: '2026-11-22' }, { today, maxDays: 30 })).toEqual({
      field: 'to',
      message: 'Choose at most 30 days.',
    });
    expect(validateRange({ from: '2025-11-21', to: '2026-11-22' }, { today })).toEqual({
      field: 'to',
      message: 'Choose at most 366 days.',
    });
  });

  it("turns a range of the player's local days into the instants the filter grammar takes", () => {
    const range = { from: '2026-11-01', to: '2026-11-22' };
    const start = new Date(2026, 10, 1, 0, 0, 0, 0).toISOString();
    const end = new Date(2026, 10, 22, 23, 59, 59, 999).toISOString();
    expect(localDayBounds(range)).toEqual({ start, end });
    expect(betweenFilter('transaction.createdAt', range)).toBe(`transaction.createdAt=between${start}|${end}`);
    expect(() => localDayBounds({ from: 'x', to: '2026-11-22' })).toThrow(RangeError);
  });

  it('reads the years 0000–0099 as written, never as 1900–1999, and refuses them as before the earliest day', () => {
    // Date.UTC(50, …) is 1950: a day of the year 50 would have failed to come back and looked invalid.
    expect(isDay('0050-06-15')).toBe(true);
    expect(isDay('0000-02-29')).toBe(true);
    expect(isDay('0100-02-29')).toBe(false);
    expect(rangeDays({ from: '0050-01-01', to: '0050-12-31' })).toBe(365);
    expect(rangeDays({ from: '0099-12-31', to: '0100-01-01' })).toBe(2);
    expect(rangeDays({ from: '1950-06-15', to: '0050-06-15' })).toBeLessThan(0);
    const { start, end } = localDayBounds({ from: '0050-06-15', to: '0099-12-31' });
    const [first, last] = [new Date(start), new Date(end)];
    expect([first.getFullYear(), first.getMonth() + 1, first.getDate(), first.getHours()]).toEqual([50, 6, 15, 0]);
    expect([last.getFullYear(), last.getMonth() + 1, last.getDate(), last.getHours()]).toEqual([99, 12, 31, 23]);
    expect(localTime(50, 6, 15).getFullYear()).toBe(50);
    expect(formatDay('0050-06-15')).toBe('15/06/0050');
    const today = '2026-11-22';
    for (const from of ['0000-01-01', '0050-06-15', '0099-12-31', '1899-12-31'])
      expect(validateRange({ from, to: today }, { today })).toEqual({
        field: 'from',
        message: 'The From date cannot be before 01/01/2000.',
      });
  });

  it('prints days and times the reports way, in local time', () => {
    expect(formatDay('2026-11-02')).toBe('02/11/2026');
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5, 7).toISOString())).toBe('02/11/2026 09:05:07');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
