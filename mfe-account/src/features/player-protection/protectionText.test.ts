import type { PlayerLimit } from '@backlay/shared/api';
import {
  AMOUNT_INVALID,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  formatAmount,
  parseLimitAmount,
  pendingText,
  periodEnd,
  statusText,
  usedText,
} from './protectionText.js';

const limit = (overrides: Partial<PlayerLimit>): PlayerLimit => ({
  key: 'lossDay',
  amount: null,
  pending: null,
  used: null,
  ...overrides,
});

describe('parseLimitAmount', () => {
  it.each([
    ['500', 500],
    [' 250.5 ', 250.5],
    ['0.01', 0.01],
    ['1,250.75', 1250.75],
    ['100000000', 100_000_000],
  ])('takes %p as %p', (text, amount) => {
    expect(parseLimitAmount(text)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', AMOUNT_REQUIRED],
    ['   ', AMOUNT_REQUIRED],
    ['abc', AMOUNT_INVALID],
    ['12.345', AMOUNT_INVALID],
    ['-5', AMOUNT_INVALID],
    ['0', AMOUNT_INVALID],
    ['0.00', AMOUNT_INVALID],
    ['1e3', AMOUNT_INVALID],
    ['12,34', AMOUNT_INVALID],
    ['5.', AMOUNT_INVALID],
    ['100000000.01', AMOUNT_TOO_LARGE],
  ])('refuses %p', (text, error) => {
    expect(parseLimitAmount(text)).toEqual({ ok: false, error });
  });
});

describe('texts', () => {
  it('prints amounts with two decimals and grouped thousands', () => {
    expect(formatAmount(500)).toBe('500.00');
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(-12.345)).toBe('-12.35');
  });

  it('says what is used of a loss or stake limit, and nothing for the maximum stake', () => {
    expect(usedText(limit({ key: 'lossWeek', used: 120.5 }))).toBe(
      "Used: 120.50 (net losses and open bets' worst case)",
    );
    expect(usedText(limit({ key: 'stakeMonth', used: 3000 }))).toBe('Used: 3,000.00 staked');
    expect(usedText(limit({ key: 'maxStake', used: 10 }))).toBeNull();
  });

  it('names a waiting rise or removal with its date', () => {
    expect(pendingText(limit({ amount: 500, pending: { amount: 800, from: '2026-12-06T10:00:00' } }))).toBe(
      'Rises to 800.00 on 6 Dec 2026, 10:00',
    );
    expect(pendingText(limit({ amount: 500, pending: { amount: null, from: '2026-12-06T10:00:00' } }))).toBe(
      'Will be removed on 6 Dec 2026, 10:00',
    );
    expect(pendingText(limit({ amount: 500 }))).toBeNull();
  });

  it('describes the account state', () => {
    expect(statusText('active', null)).toBe('Your account is active.');
    expect(statusText('frozen', null)).toMatch(/^Your account is frozen\. Held by the operator/);
    expect(statusText('coolingOff', '2026-12-06T10:00:00')).toMatch(
      /^Your account is taking a break until 6 Dec 2026, 10:00\./,
    );
  });

  it('ends each period at the right time, and never for a permanent exclusion', () => {
    const now = new Date('2026-01-31T12:00:00');
    const end = (p: Parameters<typeof periodEnd>[0]) => periodEnd(p, now)?.toISOString() ?? null;
    expect(end('24h')).toBe(new Date('2026-02-01T12:00:00').toISOString());
    expect(end('3w')).toBe(new Date('2026-02-21T12:00:00').toISOString());
    expect(end('6m')).toBe(new Date('2026-07-31T12:00:00').toISOString());
    expect(end('5y')).toBe(new Date('2031-01-31T12:00:00').toISOString());
    expect(end('permanent')).toBeNull();
  });
});
