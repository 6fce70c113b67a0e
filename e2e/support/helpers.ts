import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API, OPERATOR_KEY } from './env.js';
import { commissionCents } from '@backlay/shared/betting';

/** RFC 6238 code for a base32 secret at a given time (the seeded authenticator player). */
export function totpCode(secretBase32: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secretBase32.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const o = mac[mac.length - 1]! & 0xf;
  const n = ((mac[o]! & 0x7f) << 24) | (mac[o + 1]! << 16) | (mac[o + 2]! << 8) | mac[o + 3]!;
  return String(n % 1_000_000).padStart(6, '0');
}

export async function operator(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'x-operator-key': OPERATOR_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

let counter = 0;
/** A fresh player for one journey, so journeys don't depend on each other. */
export async function newPlayer(options: { credit?: number; forceChangePassword?: boolean } = {}) {
  const userName = `e2e${Date.now().toString(36)}${++counter}`;
  const password = 'Journey#2026';
  await operator('/operator/users', {
    userName,
    password,
    credit: options.credit ?? 1000,
    forceChangePassword: options.forceChangePassword ?? false,
  });
  return { userName, password };
}

export async function login(page: Page, userName: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function expectLoggedIn(page: Page) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

export function sessionValue(page: Page, key: string) {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/** A fresh player with this much credit, signed in on the page. */
export async function signIn(page: Page, credit = 5000) {
  const p = await newPlayer({ credit });
  await login(page, p.userName, p.password);
  await expectLoggedIn(page);
  return p;
}

/** GET an API path as the page's signed-in player; the call must answer 200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await sessionValue(page, 'jwtMaxUser');
  const res = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * What a player keeps of `units` won on a market of `marketType` once the API's published
 * commission is taken (GET /bet/commission; nothing on a loss).
 */
export async function keptAfterCommission(page: Page, units: number, marketType: string): Promise<number> {
  const rates = await apiGet<{ marketType: string; percent: number }[]>(page, '/bet/commission');
  const bp = Math.round((rates.find((r) => r.marketType === marketType)?.percent ?? 0) * 100);
  const cents = Math.round(units * 100);
  return (cents - commissionCents(cents, bp)) / 100;
}

/** A match as GET /match/{id} answers it, as far as the journeys read it. */
export interface MatchDetail {
  id: string;
  title: string;
  tournament: {
    id: string;
    type: string;
    name: string;
    status: string;
    result: unknown;
    runners: { ex: { availableToBack: unknown[]; availableToLay: unknown[] } }[];
  }[];
}

/**
 * A cricket match whose match odds are open with prices on every runner: in-play matches first
 * (their prices move), or only matches before the off (`preMatch`: prices that stay put), leaving
 * out the markets in `except`.
 */
export async function cricketMatchOdds(
  page: Page,
  options: { preMatch?: boolean; except?: ReadonlySet<string> } = {},
): Promise<{ detail: MatchDetail; market: MatchDetail['tournament'][number] }> {
  const list = await apiGet<{ matches: { id: string; inPlay: boolean }[] }>(
    page,
    '/match/list?match.matchType=eqcricket&limit=100',
  );
  const later = list.matches.filter((m) => !m.inPlay);
  const ordered = options.preMatch ? later : [...list.matches.filter((m) => m.inPlay), ...later];
  for (const m of ordered) {
    const detail = await apiGet<MatchDetail>(page, `/match/${m.id}`);
    const market = detail.tournament.find(
      (t) =>
        !options.except?.has(t.id) &&
        t.type === 'matchOdds' &&
        t.status === 'OPEN' &&
        t.result === null &&
        t.runners.every((r) => r.ex.availableToBack.length > 0 && r.ex.availableToLay.length > 0),
    );
    if (market) return { detail, market };
  }
  throw new Error(`no cricket match${options.preMatch ? ' before the off' : ''} with open match odds`);
}
