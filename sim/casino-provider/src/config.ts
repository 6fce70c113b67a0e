/**
 * The provider process's settings (main.ts), from its environment:
 *
 *   CASINO_SECRET        the protocol's shared secret, the operator's too (required; no placeholder, ≥ 32 characters)
 *   OPERATOR_URL         the operator's API base, where wallet calls go (default http://127.0.0.1:3000)
 *   PROVIDER_HOST        where to listen (default 127.0.0.1)
 *   PROVIDER_PORT        (default 3001)
 *   PROVIDER_PUBLIC_URL  this provider's base address as browsers reach it (default http://{host}:{port})
 *   DATABASE_URL         postgres://… or memory://, else PGlite in .data/provider-pglite of the repository
 *   FRAME_ANCESTORS      comma list of the client origins allowed to frame the games (default the
 *                        local client apps, 127.0.0.1 and localhost on ports 8080–8084)
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSecret } from './secret.js';

/** The repository root: sim/casino-provider/src or …/dist → ../../.. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The provider's PGlite database when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_DIR = resolve(repoRoot, '.data/provider-pglite');

const DEFAULT_FRAME_ANCESTORS = [8080, 8081, 8082, 8083, 8084].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export interface ProviderConfig {
  secret: string;
  operatorUrl: string;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  frameAncestors: string[];
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

function baseUrl(value: string, name: string): string {
  const url = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(url) || !URL.canParse(url))
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  return url;
}

/** Throws, naming the setting, on a missing or placeholder secret or a malformed address. */
export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  if (!env.CASINO_SECRET)
    throw new Error('CASINO_SECRET is required: the secret this provider and its operator sign the protocol with.');
  const secret = requireSecret('CASINO_SECRET', env.CASINO_SECRET);
  const host = env.PROVIDER_HOST || '127.0.0.1';
  const listenPort = port(env.PROVIDER_PORT, 3001, 'PROVIDER_PORT');
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    secret,
    operatorUrl: baseUrl(env.OPERATOR_URL || 'http://127.0.0.1:3000', 'OPERATOR_URL'),
    host,
    port: listenPort,
    publicUrl: baseUrl(env.PROVIDER_PUBLIC_URL || `http://${shownHost}:${listenPort}`, 'PROVIDER_PUBLIC_URL'),
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_DIR,
    frameAncestors: env.FRAME_ANCESTORS
      ? env.FRAME_ANCESTORS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_FRAME_ANCESTORS,
  };
}

/** Whether calls to this address leave the machine unencrypted (plain http to another host). */
export function sentInClear(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && hostname !== 'localhost' && hostname !== '[::1]' && !/^127\./.test(hostname);
}
