import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig, repoRoot } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';
import { newToken } from './auth/tokens.js';
import { loadSportsConfig } from './sports/config.js';
import { startProvider, type RunningProvider } from '@backlay/casino-provider';

/** Where the operator command line finds the key of a locally started API. */
export const OPERATOR_KEY_FILE = resolve(repoRoot, '.data/operator.key');
/** Where the embedded market feed keeps its snapshot, so a restart continues the same markets. */
const FEED_SNAPSHOT_FILE = resolve(repoRoot, '.data/feed-snapshot.json');
/** The secret signing the casino provider protocol, when CASINO_SECRET does not name one. */
const CASINO_SECRET_FILE = resolve(repoRoot, '.data/casino.key');
/** The key of the signed embed links, when EMBED_SECRET does not name one. */
const EMBED_SECRET_FILE = resolve(repoRoot, '.data/embed.key');

/** The value of an environment variable, else a random key kept in a file between runs. */
function keyFrom(value: string | undefined, file: string): string {
  if (value) return value;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = newToken();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** Whether calls to this address leave the machine unencrypted (plain http to another host). */
function sentInClear(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && hostname !== 'localhost' && hostname !== '[::1]' && !/^127\./.test(hostname);
}

async function main(): Promise<void> {
  // A placeholder or short CASINO_SECRET / OPERATOR_KEY stops the start here (config.ts).
  const loaded = loadConfig();
  if (!loaded.embeddedProvider && sentInClear(loaded.casinoProviderInternalUrl)) {
    console.warn(
      'CASINO_PROVIDER_URL is plain http: the signed provider calls travel unencrypted. Use https://, or keep the provider on a private network.',
    );
  }
  const config = {
    ...loaded,
    operatorKey: keyFrom(process.env.OPERATOR_KEY, OPERATOR_KEY_FILE),
    casinoSecret: keyFrom(loaded.casinoSecret, CASINO_SECRET_FILE),
    embedSecret: keyFrom(loaded.embedSecret, EMBED_SECRET_FILE),
  };
  const database = openDatabase(config.databaseUrl);
  await database.migrate();
  const sports = loadSportsConfig();
  const { app, ctx } = await buildApp({
    db: database.db,
    config,
    // A throw-away database gets a throw-away feed; a kept one keeps its markets between runs.
    sports: config.databaseUrl === 'memory://' ? sports : { ...sports, snapshotFile: FEED_SNAPSHOT_FILE },
  });
  if (config.seedDemo) {
    const { logins, totpUri } = await seedDemo(database.db, config.brandName);
    const lines = [
      'Demo logins:',
      ...logins.map((l) => `  ${l.userName.padEnd(14)} ${l.password.padEnd(14)} ${l.note}`),
      '  demo login     (button)       one of a pool of demo accounts',
      `  authenticator for secureplayer: ${totpUri}`,
    ];
    console.log(lines.join('\n'));
  }
  let provider: RunningProvider | null = null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await provider?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const feedText =
    config.feedSource === 'redis'
      ? `market feed from Redis (${config.feedPrefix}), at tick ${ctx.feed.tick}`
      : `embedded market feed, seed ${ctx.feed.seed ?? sports.feedSeed}`;
  console.log(`API listening on http://${config.host}:${config.port} (${database.kind}); ${feedText}`);
  if (config.embeddedProvider) {
    // The embedded casino provider: its own origin and database, talking to this API only through
    // the signed wallet calls (@backlay/casino-provider, the same server its own process runs).
    provider = await startProvider({
      databaseUrl: config.providerDatabaseUrl,
      secret: config.casinoSecret,
      operatorUrl: `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`,
      publicUrl: config.casinoProviderUrl,
      frameAncestors: config.corsOrigins,
      host: config.host,
      port: config.providerPort,
    });
    console.log(`Casino provider listening on ${provider.url} (${provider.database})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
