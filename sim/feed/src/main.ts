/**
 * The feed process: runs the simulator in real time and publishes it on Redis for every API
 * process (REDIS_URL, required). One feed per site; restarting it continues the same world.
 *
 *   REDIS_URL=redis://… node sim/feed/dist/main.js
 *
 * FEED_SEED picks a new world's seed (a stored world keeps its own), FEED_PREFIX the Redis keys
 * (default backlay:feed), FEED_HOST / FEED_PORT where GET /health answers (127.0.0.1:3005),
 * FEED_MAX_AGE_HOURS the oldest stored world a restart continues (24; older ones start afresh).
 */
import { createServer } from 'node:http';
import { FeedPublisher } from './publisher.js';
import { RedisStreamTransport } from './protocol/redis.js';

export const DEFAULT_FEED_SEED = 20_260_110;

function integer(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got "${text}"`);
  return n;
}

async function main(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is required: the feed publishes its ticks on a Redis stream.');
  const transport = new RedisStreamTransport(url, { prefix: process.env.FEED_PREFIX || undefined });
  const publisher = await FeedPublisher.open({
    transport,
    seed: integer('FEED_SEED', DEFAULT_FEED_SEED),
    startMs: Date.now(),
    maxWorldAgeMs: integer('FEED_MAX_AGE_HOURS', 24) * 3_600_000,
    onError: (error) => console.error('feed:', error),
  });
  const { restored, abandoned } = publisher.stats;
  if (abandoned) {
    console.warn(
      `The stored world (tick ${abandoned.tick}) is ${Math.round(abandoned.ageMs / 3_600_000)} h old, past FEED_MAX_AGE_HOURS: a new world starts; open bets on the old one's markets need an operator's result.`,
    );
  }
  console.log(
    restored
      ? `Feed continues its world (seed ${publisher.seed}) from tick ${restored.fromTick}, rebuilt in ${Math.round(restored.replayMs)} ms`
      : `Feed starts a new world (seed ${publisher.seed})`,
  );
  publisher.start();

  const host = process.env.FEED_HOST || '127.0.0.1';
  const port = integer('FEED_PORT', 3005);
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') {
      const { ticks, published } = publisher.stats;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ok: true,
          tick: publisher.state.tick,
          at: new Date(publisher.now).toISOString(),
          ticks,
          published,
        }),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: false, message: 'Not found.' }));
  });
  server.listen(port, host, () => console.log(`Feed health on http://${host}:${port}/health`));

  const shutdown = async (signal: string) => {
    console.log(`${signal}: feed stopping`);
    server.close();
    await publisher.close();
    await transport.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
