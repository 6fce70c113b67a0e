// When is a started Backlay usable? The API answers /health and the host and every remote serve
// their entry points. Used by `npm start` (to say so) and by the start-time benchmark.
import { APPS } from './apps.mjs';

export const API_PORT = Number(process.env.PORT ?? 3000);

export function readinessUrls(apiPort = API_PORT) {
  return [
    `http://127.0.0.1:${apiPort}/health`,
    ...APPS.map((app) =>
      app.host ? `http://127.0.0.1:${app.port}/login` : `http://127.0.0.1:${app.port}/mf-manifest.json`,
    ),
  ];
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Resolves once every URL answers 200 (polled every 100 ms); rejects after `timeoutMs`. */
export async function waitUntilReady(urls = readinessUrls(), timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs / 1000} s: ${[...pending].join(', ')}`);
    for (const url of [...pending]) if (await answers(url)) pending.delete(url);
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 100));
  }
}
