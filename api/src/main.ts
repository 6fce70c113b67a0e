import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig, repoRoot } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemo } from './seed/demo.js';
import { newToken } from './auth/tokens.js';
import { loadSportsConfig } from './sports/config.js';

/** Where the operator command line finds the key of a locally started API. */
export const OPERATOR_KEY_FILE = resolve(repoRoot, '.data/operator.key');

function operatorKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY;
  if (existsSync(OPERATOR_KEY_FILE)) return readFileSync(OPERATOR_KEY_FILE, 'utf8').trim();
  const key = newToken();
  mkdirSync(dirname(OPERATOR_KEY_FILE), { recursive: true });
  writeFileSync(OPERATOR_KEY_FILE, key, { mode: 0o600 });
  return key;
}

async function main(): Promise<void> {
  const config = { ...loadConfig(), operatorKey: operatorKey() };
  const database = openDatabase(config.databaseUrl);
  await database.migrate();
  const sports = loadSportsConfig();
  const { app } = await buildApp({ db: database.db, config, sports });
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
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  console.log(`API listening on http://${config.host}:${config.port} (${database.kind}); market feed seed ${sports.feedSeed}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
