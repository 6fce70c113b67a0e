import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMMISSION_RATES, MAX_COMMISSION_BP, type CommissionRates } from '@backlay/shared/betting';
import { MarketTypeSchema } from '@backlay/shared/schemas';
import type { MarketType } from '@backlay/shared/sports';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root: api/src or api/dist → ../.. */
export const repoRoot = resolve(here, '../..');

export interface Config {
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | undefined;
  /**
   * Where the market feed comes from: 'redis' — the feed process's stream on REDIS_URL (the default
   * when REDIS_URL is set) — or 'embedded', the simulator running inside this process (the default
   * without Redis). FEED_SOURCE chooses.
   */
  feedSource: 'embedded' | 'redis';
  /** Prefix of the feed's Redis keys (FEED_PREFIX), the same the feed process publishes under. */
  feedPrefix: string;
  corsOrigins: string[];
  brandName: string;
  /** Key the operator command line presents; loopback-only operator routes refuse without it. */
  operatorKey: string | undefined;
  sessionTtlSeconds: number;
  /** How often (ms) each API process re-checks its sockets' logins and drops those ended elsewhere. */
  socketSweepMs: number;
  demoCredit: number;
  seedDemo: boolean;
  logLevel: string;
  loginRateLimitPerMinute: number;
  /**
   * Which proxies in front of the API to believe about the client address (X-Forwarded-For):
   * false (none, the default), true (any), a hop count, or a list of addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** A demo lease ends after this many seconds without a request from its session. */
  demoIdleSeconds: number;
  /** The most demo accounts one client address may hold at once; another one recycles its oldest. */
  demoLeasesPerAddress: number;
  /** The most a player may have reserved across open markets, in currency units. */
  exposureLimit: number;
  /** The most one market may reserve for one player, in currency units. */
  marketExposureLimit: number;
  /** The account currency named to casino providers. */
  currency: string;
  /**
   * Provider casino: the provider's base address as browsers and this API reach it — an outside
   * provider's (CASINO_PROVIDER_URL), or the embedded one's (PROVIDER_PUBLIC_URL, by default on
   * PROVIDER_PORT of this machine).
   */
  casinoProviderUrl: string;
  /** Where this API sends launch calls: the outside provider, or the embedded one on this machine. */
  casinoProviderInternalUrl: string;
  /** Start the embedded provider on providerPort (when CASINO_PROVIDER_URL is not set). */
  embeddedProvider: boolean;
  providerPort: number;
  /**
   * The embedded provider's own database (PROVIDER_DATABASE_URL): `postgres://…`, `memory://`, or
   * by default a PGlite directory beside the API's (.data/provider-pglite).
   */
  providerDatabaseUrl: string;
  /**
   * Shared secret signing the provider protocol both ways; main.ts supplies one when unset. A
   * configured one must be a real secret (requireSecret): the process does not start otherwise.
   */
  casinoSecret: string | undefined;
  /** Where a game's "back" leads: the client's live casino page. */
  casinoLobbyUrl: string;
  /**
   * Key of the signed embed links (EMBED_SECRET): every API process must hold the same one, so a
   * link made by one opens on another. main.ts supplies one when unset; a configured one must be a
   * real secret (requireSecret).
   */
  embedSecret: string | undefined;
  /**
   * Commission on net winnings per market type, in basis points (COMMISSION_RATES, in percent:
   * `matchOdds:1,bookmaker:0.5`; types not named pay none). Default: 1 % on match odds only.
   */
  commissionRates: CommissionRates;
}

const DEFAULT_ORIGINS = [8080, 8081, 8082, 8083, 8084].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** TRUST_PROXY: unset or "false" → false; "true" → true; "2" → 2 hops; "10.0.0.0/8,127.0.0.1" → a list. */
export function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^[0-9]+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry))
      throw new Error(`TRUST_PROXY must be true, false, a hop count or addresses/CIDR ranges, got "${entry}"`);
  }
  return list;
}

/**
 * COMMISSION_RATES: comma-separated `marketType:percent` pairs (at most two decimals, 0–100), e.g.
 * `matchOdds:1,bookmaker:0.5`. Unset: the default schedule; empty or `none`: no commission at all.
 */
const MARKET_TYPES: ReadonlySet<string> = new Set(MarketTypeSchema.enum);

export function commissionRatesFrom(value: string | undefined): CommissionRates {
  if (value === undefined) return DEFAULT_COMMISSION_RATES;
  const text = value.trim();
  if (text === '' || text === 'none') return {};
  const rates: Partial<Record<MarketType, number>> = {};
  for (const pair of text.split(',')) {
    const [type = '', percent = '', ...rest] = pair.split(':').map((part) => part.trim());
    if (!MARKET_TYPES.has(type) || rest.length > 0)
      throw new Error(`COMMISSION_RATES: "${pair.trim()}" does not start with a market type (e.g. matchOdds:1)`);
    if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(percent))
      throw new Error(
        `COMMISSION_RATES: the rate of ${type} must be a percentage with at most two decimals, got "${percent}"`,
      );
    const bp = Math.round(Number(percent) * 100);
    if (bp > MAX_COMMISSION_BP) throw new Error(`COMMISSION_RATES: the rate of ${type} is above 100 %`);
    if (type in rates) throw new Error(`COMMISSION_RATES: ${type} is named twice`);
    rates[type as MarketType] = bp;
  }
  return rates;
}

/** The shortest CASINO_SECRET accepted: it keys the provider protocol's HMAC (a generated one has 43 characters). */
export const MIN_CASINO_SECRET_LENGTH = 32;
/** The shortest EMBED_SECRET accepted: it keys the embed links' HMAC. */
export const MIN_EMBED_SECRET_LENGTH = 32;
/** The shortest OPERATOR_KEY accepted. */
export const MIN_OPERATOR_KEY_LENGTH = 24;

/** Words of a value left from a template or an example rather than generated. */
const PLACEHOLDER = /change[-_ ]?me|change[-_ ]?it|replace[-_ ]?me|placeholder|your[-_ ]?(secret|key)|example|dummy/i;

/**
 * A configured secret, checked: a placeholder (`change-me-…`), a value shorter than `minLength` or
 * one of a few characters repeated stops the process at start rather than guarding anything.
 * The message names the setting, never its value.
 */
export function requireSecret(name: string, value: string, minLength: number): string {
  const fix = `set it to a random value of at least ${minLength} characters (e.g. \`openssl rand -hex 32\`)`;
  if (PLACEHOLDER.test(value)) throw new Error(`${name} is a placeholder, not a secret: ${fix}`);
  if (value.length < minLength) throw new Error(`${name} is too short (${value.length} characters): ${fix}`);
  if (new Set(value).size < 8) throw new Error(`${name} repeats a few characters, so it is guessable: ${fix}`);
  return value;
}

function casinoConfig(env: NodeJS.ProcessEnv) {
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const providerPort = intFrom(env.PROVIDER_PORT, 3001, 'PROVIDER_PORT');
  const external = env.CASINO_PROVIDER_URL?.trim();
  return {
    currency: env.CURRENCY ?? 'INR',
    casinoProviderUrl: (external || env.PROVIDER_PUBLIC_URL || `http://${host}:${providerPort}`).replace(/\/+$/, ''),
    casinoProviderInternalUrl: (external || `http://127.0.0.1:${providerPort}`).replace(/\/+$/, ''),
    embeddedProvider: !external,
    providerPort,
    providerDatabaseUrl: env.PROVIDER_DATABASE_URL || resolve(repoRoot, '.data/provider-pglite'),
    casinoSecret: env.CASINO_SECRET
      ? requireSecret('CASINO_SECRET', env.CASINO_SECRET, MIN_CASINO_SECRET_LENGTH)
      : undefined,
    casinoLobbyUrl: env.CASINO_LOBBY_URL || 'http://127.0.0.1:8080/live-casino',
  };
}

function feedConfig(env: NodeJS.ProcessEnv): Pick<Config, 'feedSource' | 'feedPrefix'> {
  const source = env.FEED_SOURCE || (env.REDIS_URL ? 'redis' : 'embedded');
  if (source !== 'embedded' && source !== 'redis') {
    throw new Error(`FEED_SOURCE must be "embedded" or "redis", got "${source}"`);
  }
  if (source === 'redis' && !env.REDIS_URL) throw new Error('FEED_SOURCE=redis needs REDIS_URL');
  return { feedSource: source, feedPrefix: env.FEED_PREFIX || 'backlay:feed' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFrom(env.PORT, 3000, 'PORT'),
    databaseUrl: env.DATABASE_URL || resolve(repoRoot, '.data/pglite'),
    redisUrl: env.REDIS_URL || undefined,
    ...feedConfig(env),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    brandName: env.BRAND_NAME ?? 'Backlay',
    operatorKey: env.OPERATOR_KEY
      ? requireSecret('OPERATOR_KEY', env.OPERATOR_KEY, MIN_OPERATOR_KEY_LENGTH)
      : undefined,
    embedSecret: env.EMBED_SECRET
      ? requireSecret('EMBED_SECRET', env.EMBED_SECRET, MIN_EMBED_SECRET_LENGTH)
      : undefined,
    sessionTtlSeconds: intFrom(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
    socketSweepMs: Math.max(1, intFrom(env.SOCKET_SWEEP_SECONDS, 30, 'SOCKET_SWEEP_SECONDS')) * 1000,
    demoCredit: intFrom(env.DEMO_CREDIT, 1500, 'DEMO_CREDIT'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    exposureLimit: intFrom(env.EXPOSURE_LIMIT, 5_000_000, 'EXPOSURE_LIMIT'),
    marketExposureLimit: intFrom(env.MARKET_EXPOSURE_LIMIT, 1_000_000, 'MARKET_EXPOSURE_LIMIT'),
    loginRateLimitPerMinute: intFrom(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    commissionRates: commissionRatesFrom(env.COMMISSION_RATES),
    demoIdleSeconds: intFrom(env.DEMO_IDLE_SECONDS, 15 * 60, 'DEMO_IDLE_SECONDS'),
    demoLeasesPerAddress: intFrom(env.DEMO_LEASES_PER_ADDRESS, 3, 'DEMO_LEASES_PER_ADDRESS'),
    ...casinoConfig(env),
  };
}
