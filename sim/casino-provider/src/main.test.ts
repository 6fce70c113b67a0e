/**
 * The provider as a process of its own (main.ts): its settings, a refusal to start on a missing or
 * placeholder secret, and a run on its own in-memory database that answers /health and stops
 * cleanly on SIGTERM.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_DIR, loadProviderConfig, repoRoot } from './config.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'provider-main-test-secret-0123456789abcdef';

describe('settings', () => {
  test('defaults: the local operator and client apps, port 3001, PGlite under .data', () => {
    const config = loadProviderConfig({ CASINO_SECRET: SECRET });
    assert.equal(config.operatorUrl, 'http://127.0.0.1:3000');
    assert.deepEqual([config.host, config.port, config.publicUrl], ['127.0.0.1', 3001, 'http://127.0.0.1:3001']);
    assert.equal(config.databaseUrl, DEFAULT_DATABASE_DIR);
    assert.ok(DEFAULT_DATABASE_DIR.startsWith(repoRoot) && DEFAULT_DATABASE_DIR.endsWith('.data/provider-pglite'));
    assert.ok(config.frameAncestors.includes('http://127.0.0.1:8080'));
  });

  test('each setting from the environment', () => {
    const config = loadProviderConfig({
      CASINO_SECRET: SECRET,
      OPERATOR_URL: 'https://api.example.test/',
      PROVIDER_HOST: '0.0.0.0',
      PROVIDER_PORT: '3100',
      DATABASE_URL: 'postgres://provider@db/provider',
      FRAME_ANCESTORS: ' https://casino.example.test , https://www.example.test,',
    });
    assert.equal(config.operatorUrl, 'https://api.example.test');
    assert.deepEqual([config.host, config.port, config.publicUrl], ['0.0.0.0', 3100, 'http://127.0.0.1:3100']);
    assert.equal(config.databaseUrl, 'postgres://provider@db/provider');
    assert.deepEqual(config.frameAncestors, ['https://casino.example.test', 'https://www.example.test']);
    const pub = loadProviderConfig({ CASINO_SECRET: SECRET, PROVIDER_PUBLIC_URL: 'https://games.example.test/' });
    assert.equal(pub.publicUrl, 'https://games.example.test');
  });

  test('a missing, placeholder or short secret, a bad port or address is refused, naming the setting only', () => {
    assert.throws(() => loadProviderConfig({}), /CASINO_SECRET is required/);
    for (const bad of ['change-me-casino-secret-0123456789abcdef', 'short-0123', 'ab'.repeat(30)]) {
      assert.throws(
        () => loadProviderConfig({ CASINO_SECRET: bad }),
        (e: unknown) => e instanceof Error && e.message.startsWith('CASINO_SECRET') && !e.message.includes(bad),
      );
    }
    assert.throws(() => loadProviderConfig({ CASINO_SECRET: SECRET, PROVIDER_PORT: 'x' }), /PROVIDER_PORT/);
    assert.throws(() => loadProviderConfig({ CASINO_SECRET: SECRET, OPERATOR_URL: 'ftp://x' }), /OPERATOR_URL/);
  });
});

describe('the process', () => {
  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const base = { ...process.env };
    for (const key of ['CASINO_SECRET', 'DATABASE_URL', 'OPERATOR_URL', 'PROVIDER_PUBLIC_URL', 'FRAME_ANCESTORS'])
      delete base[key];
    return { ...base, PROVIDER_HOST: '127.0.0.1', PROVIDER_PORT: '0', ...extra };
  };

  test('does not start with the placeholder secret', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: env({ CASINO_SECRET: 'change-me-casino-secret', DATABASE_URL: 'memory://' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, `${run.stdout}\n${run.stderr}`);
    assert.match(run.stderr, /CASINO_SECRET is a placeholder/);
    assert.doesNotMatch(run.stdout, /listening/);
  });

  test('runs on its own database, answers /health, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: env({ CASINO_SECRET: SECRET, DATABASE_URL: 'memory://' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Casino provider listening on (http:\/\/\S+) \(pglite\)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', () => reject(new Error(`exited before listening:\n${out}`)));
    });
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    child.kill('SIGTERM');
    assert.equal(await exited, 0, out);
    assert.match(out, /SIGTERM: casino provider stopping/);
  });
});
