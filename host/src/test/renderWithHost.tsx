/**
 * The host's side of the shared test host (`@backlay/shared/testing/render`): its defaults (the
 * host's brand, a session read from real session storage, as the host's own is — tests seed
 * `sessionStorage`, see seedSession, and assert on it) and the builders of its tests.
 */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Profile, UserBalance } from '@backlay/shared/api';
import type { Brand } from '@backlay/shared/contract';
import { TEST_API_URL } from '@backlay/shared/testing';
import {
  createTestHost as createSharedTestHost,
  renderRoutesWithHost as renderSharedRoutes,
  renderWithHost as renderShared,
  type RenderRoutesResult,
  type RenderWithHostOptions,
  type RenderWithHostResult,
  type TestHost,
  type TestHostOptions,
} from '@backlay/shared/testing/render';
import { readSession, SESSION_KEYS } from '../session/storage.js';

export { HostProviders, LocationDisplay } from '@backlay/shared/testing/render';
export type { RenderRoutesResult, RenderWithHostResult, TestHost, TestHostOptions };

export const TEST_BRAND: Brand = { name: 'Backlay Test', logo: '/brand/logo.svg' };
export { TEST_API_URL };

function hostDefaults<O extends TestHostOptions>(options: O): O {
  return { brand: TEST_BRAND, getSession: readSession, ...options };
}

export function createTestHost(options: TestHostOptions = {}): TestHost {
  return createSharedTestHost(hostDefaults(options));
}

/** Renders `ui` inside a MemoryRouter at `path` (default "/") and a fresh (or the given) test host. */
export function renderWithHost(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderShared(ui, hostDefaults(options));
}

/** Renders a data router (createMemoryRouter) over `routes`, starting at `path`. */
export function renderRoutesWithHost(
  routes: RouteObject[],
  options: Omit<RenderWithHostOptions, 'route'> = {},
): RenderRoutesResult {
  return renderSharedRoutes(routes, hostDefaults(options));
}

export interface SeedSession {
  token?: string;
  userId?: string;
  authenticatorType?: string;
  forceChangePassword?: 'true' | 'false';
  isDemo?: 'true';
  isAuthenticator?: 'true' | 'false';
}

/** Writes the spec's session storage entries (section 3) as a login would have left them. */
export function seedSession(entries: SeedSession, storage: Storage = sessionStorage): void {
  const pairs: [string, string | undefined][] = [
    [SESSION_KEYS.token, entries.token],
    [SESSION_KEYS.userId, entries.userId],
    [SESSION_KEYS.authenticatorType, entries.authenticatorType],
    [SESSION_KEYS.forceChangePassword, entries.forceChangePassword],
    [SESSION_KEYS.isDemo, entries.isDemo],
    [SESSION_KEYS.isAuthenticator, entries.isAuthenticator],
  ];
  for (const [key, value] of pairs) if (value !== undefined) storage.setItem(key, value);
}

export function makeBalance(overrides: Partial<UserBalance> = {}): UserBalance {
  return { currentBalance: 1500, exposure: 0, profitLoss: 0, totalBalance: 1500, creditReference: 0, ...overrides };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: 'player1',
    role: 'user',
    isDemo: false,
    forceChangePassword: false,
    isAuthenticator: false,
    authenticatorType: 0,
    userBal: makeBalance(),
    marqueeNotification: { value: '' },
    buttonValues: { id: 'b1', type: 'Match', value: '{}' },
    buttonValues2: { id: 'b2', type: 'Casino', value: '{}' },
    ...overrides,
  };
}
