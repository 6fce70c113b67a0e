/**
 * The README's table of account states is a copy of ACCOUNT_STATE_RULES, the table the API
 * enforces: this keeps them equal. And the state an account is in as time passes (a cool-off
 * ending, a self-exclusion ending only once revoked), which the SQL function `account_status`
 * computes the same way inside the money transactions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ACCOUNT_STATE_RULES, ACCOUNT_STATUSES } from '@backlay/shared/schemas';
import { repoRoot } from '../config.js';
import { addMonths, effectiveStatus, periodEnd } from './service.js';

test("the README's state table says what ACCOUNT_STATE_RULES enforces, row for row", () => {
  const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Player protection'), readme.indexOf('## Running against PostgreSQL'));
  const rows = section
    .split('\n')
    .filter((line) => /^\| `[a-zA-Z]+` /.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  assert.deepEqual(
    rows,
    ACCOUNT_STATUSES.map((status) => {
      const rule = ACCOUNT_STATE_RULES[status];
      const yes = (allowed: boolean) => (allowed ? 'yes' : 'no');
      return [`\`${status}\``, yes(rule.logIn), yes(rule.history), yes(rule.bet), yes(rule.casino), rule.meaning];
    }),
  );
});

test('a cool-off ends by itself at its end; a self-exclusion only after its period and a revocation', () => {
  const until = new Date(Date.UTC(2026, 11, 6, 10));
  const before = new Date(until.getTime() - 1);
  const cooling = { status: 'coolingOff', statusUntil: until, selfExclusionRevokesAt: null };
  assert.equal(effectiveStatus(cooling, before), 'coolingOff');
  assert.equal(effectiveStatus(cooling, until), 'active');
  const excluded = { status: 'selfExcluded', statusUntil: until, selfExclusionRevokesAt: null };
  assert.equal(effectiveStatus(excluded, new Date(until.getTime() + 365 * 86_400_000)), 'selfExcluded');
  const revoked = { ...excluded, selfExclusionRevokesAt: new Date(until.getTime() + 7 * 86_400_000) };
  assert.equal(effectiveStatus(revoked, new Date(until.getTime() + 7 * 86_400_000 - 1)), 'selfExcluded');
  assert.equal(effectiveStatus(revoked, new Date(until.getTime() + 7 * 86_400_000)), 'active');
  const permanent = { status: 'selfExcluded', statusUntil: null, selfExclusionRevokesAt: null };
  assert.equal(effectiveStatus(permanent, new Date(Date.UTC(2099, 0, 1))), 'selfExcluded');
  assert.equal(effectiveStatus({ status: 'frozen', statusUntil: null, selfExclusionRevokesAt: null }, until), 'frozen');
});

test('periods: hours and weeks exactly, months by the calendar (the day held to the month’s last)', () => {
  const at = new Date(Date.UTC(2026, 7, 31, 9, 30));
  assert.equal(periodEnd('24h', at)!.toISOString(), '2026-09-01T09:30:00.000Z');
  assert.equal(periodEnd('1w', at)!.toISOString(), '2026-09-07T09:30:00.000Z');
  assert.equal(periodEnd('3w', at)!.toISOString(), '2026-09-21T09:30:00.000Z');
  assert.equal(periodEnd('6w', at)!.toISOString(), '2026-10-12T09:30:00.000Z');
  assert.equal(periodEnd('6m', at)!.toISOString(), '2027-02-28T09:30:00.000Z');
  assert.equal(periodEnd('1y', at)!.toISOString(), '2027-08-31T09:30:00.000Z');
  assert.equal(periodEnd('5y', new Date(Date.UTC(2028, 1, 29)))!.toISOString(), '2033-02-28T00:00:00.000Z');
  assert.equal(periodEnd('permanent', at), null);
  assert.equal(addMonths(new Date(Date.UTC(2026, 0, 31)), 1).toISOString(), '2026-02-28T00:00:00.000Z');
});
