import {
  betweenFilter,
  formatDateTime,
  formatDay,
  isDay,
  lastDays,
  localDayBounds,
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

  it('prints days and times the reports way, in local time', () => {
    expect(formatDay('2026-11-02')).toBe('02/11/2026');
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5, 7).toISOString())).toBe('02/11/2026 09:05:07');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
