/**
 * The provider as a process of its own: its own port, origin and database, reaching its operator
 * only through the signed wallet calls (README.md). Settings come from the environment (config.ts):
 *
 *   CASINO_SECRET=… OPERATOR_URL=http://127.0.0.1:3000 node sim/casino-provider/dist/main.js
 *
 * GET /health answers while it runs; SIGTERM or SIGINT stops it cleanly (the background loop and
 * the server stop, the rounds it ran are let go for the next provider to recover, the database
 * closes).
 */
import { loadProviderConfig, sentInClear } from './config.js';
import { startProvider } from './provider.js';

async function main(): Promise<void> {
  const config = loadProviderConfig();
  if (sentInClear(config.operatorUrl)) {
    console.warn(
      'OPERATOR_URL is plain http to another host: the signed wallet calls travel unencrypted. Use https://, or keep the two on a private network.',
    );
  }
  const provider = await startProvider({
    databaseUrl: config.databaseUrl,
    secret: config.secret,
    operatorUrl: config.operatorUrl,
    publicUrl: config.publicUrl,
    frameAncestors: config.frameAncestors,
    host: config.host,
    port: config.port,
    logger: true,
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: casino provider stopping`);
    try {
      await provider.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.log(
    `Casino provider listening on ${provider.url} (${provider.database}); games at ${config.publicUrl}, wallet calls to ${config.operatorUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
