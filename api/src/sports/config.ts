/**
 * Settings of the sports feed and the pages the API embeds, read from the environment by main.ts
 * and handed to buildApp (tests pass their own).
 */

/** The feed's seed when FEED_SEED is unset: the same world on every start. */
export const DEFAULT_FEED_SEED = 20_260_110;

export interface SportsConfig {
  /** Seed of the market feed simulator (FEED_SEED). */
  feedSeed: number;
  /**
   * Absolute base URL of this API as browsers reach it (PUBLIC_API_URL), for the iframe URLs of
   * GET /getIframeUrl. Unset: http://127.0.0.1:<port>.
   */
  publicApiUrl: string | undefined;
}

export function loadSportsConfig(env: NodeJS.ProcessEnv = process.env): SportsConfig {
  const seedText = env.FEED_SEED;
  let feedSeed = DEFAULT_FEED_SEED;
  if (seedText !== undefined && seedText !== '') {
    const n = Number(seedText);
    if (!Number.isSafeInteger(n)) throw new Error(`FEED_SEED must be an integer, got "${seedText}"`);
    feedSeed = n;
  }
  const url = env.PUBLIC_API_URL?.trim();
  return { feedSeed, publicApiUrl: url ? normaliseBaseUrl(url) : undefined };
}

/** An http(s) origin plus optional path, without a trailing slash; anything else is refused. */
export function normaliseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_API_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_API_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.search || url.hash) throw new Error('PUBLIC_API_URL must not carry a query or a fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
