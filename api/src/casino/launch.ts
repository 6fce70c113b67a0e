/**
 * Operator → provider: opening a game session (`POST {provider}/v1/launch`), signed over method,
 * protocol path, timestamp and body (the protocol's signature.ts); the provider takes each signature once.
 */
import type { Config } from '../config.js';
import {
  LAUNCH_PATH,
  type LaunchRequest,
  type LaunchResponse,
  signatureClock,
  signedHeaders,
} from '@backlay/casino-provider/protocol';

/** Asks the provider for the game's address; throws LaunchError when it cannot be had. */
export type Launcher = (request: LaunchRequest) => Promise<string>;

export class LaunchError extends Error {
  override readonly name = 'LaunchError';
}

const LAUNCH_TIMEOUT_MS = 10_000;

export function httpLauncher(config: Config, now: () => number, fetchImpl: typeof fetch = fetch): Launcher {
  // Every launch gets a timestamp of its own, so no two launch calls ever share a signature.
  const stamp = signatureClock(now);
  return async (request) => {
    const secret = config.casinoSecret;
    if (!secret) throw new LaunchError('the provider secret is not configured');
    const body = JSON.stringify(request);
    let response: Response;
    try {
      response = await fetchImpl(`${config.casinoProviderInternalUrl}${LAUNCH_PATH}`, {
        method: 'POST',
        headers: signedHeaders(secret, { method: 'POST', path: LAUNCH_PATH, body }, stamp()),
        body,
        signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new LaunchError(`the provider did not answer (${error instanceof Error ? error.message : String(error)})`);
    }
    const answer = (await response.json().catch(() => null)) as Partial<LaunchResponse> | { message?: unknown } | null;
    if (!response.ok || !answer || (answer as Partial<LaunchResponse>).status !== 'OK') {
      const message =
        answer && 'message' in answer && typeof answer.message === 'string'
          ? answer.message
          : `status ${response.status}`;
      throw new LaunchError(`the provider refused the launch: ${message}`);
    }
    const url = (answer as Partial<LaunchResponse>).url;
    // The game must run on the provider's own origin: anything else is not followed.
    let parsed: URL;
    try {
      parsed = new URL(String(url));
    } catch {
      throw new LaunchError('the provider answered without a game address');
    }
    if (parsed.origin !== new URL(config.casinoProviderUrl).origin)
      throw new LaunchError(`the provider sent a game address on another origin (${parsed.origin})`);
    return parsed.toString();
  };
}
