// npm test: install, build, type-check, then every suite: jest in each client package, the API
// on PGlite (and on PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set), and the
// Playwright journeys in headless Chromium. Ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensurePnpm, install, root, step, tryRun } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
build(pnpm);

const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const suites = [];
function suite(name, cmd, args, { env = {}, counts } = {}) {
  step(name);
  const started = Date.now();
  const ok = tryRun(cmd, args, { env });
  suites.push({ name, ok, seconds: (Date.now() - started) / 1000, counts: counts?.() ?? null });
}

const summaryFile = (name) => join(resultsDir, `${name}.json`);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const jestCounts = (file) => () => {
  const r = readJson(file);
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests } : null;
};
const nodeCounts = (file) => () => readJson(file);
const playwrightCounts = (file) => () => {
  const r = readJson(file);
  return r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : null;
};

suite('type-check', pnpm, ['-r', 'typecheck']);
for (const pkg of ['shared', 'host', 'mfe-sports', 'mfe-casino', 'mfe-reports', 'mfe-account']) {
  const out = summaryFile(`jest-${pkg}`);
  suite(`${pkg} (jest)`, pnpm, ['--filter', `./${pkg}`, 'exec', 'jest', '--json', `--outputFile=${out}`], {
    counts: jestCounts(out),
  });
}
const apiPglite = summaryFile('api-pglite');
suite('api on PGlite', pnpm, ['--filter', '@backlay/api', 'test'], {
  env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '', TEST_SUMMARY_FILE: apiPglite },
  counts: nodeCounts(apiPglite),
});
if (process.env.TEST_DATABASE_URL) {
  const apiPg = summaryFile('api-postgres');
  suite('api on PostgreSQL', pnpm, ['--filter', '@backlay/api', 'test'], {
    env: { TEST_SUMMARY_FILE: apiPg },
    counts: nodeCounts(apiPg),
  });
}
const e2e = summaryFile('e2e');
suite('journeys (Playwright)', pnpm, ['--filter', '@backlay/e2e', 'test'], {
  env: { PLAYWRIGHT_JSON: e2e },
  counts: playwrightCounts(e2e),
});

let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const s of suites) {
  if (s.counts) {
    passed += s.counts.passed;
    failed += s.counts.failed;
  }
  if (!s.ok && (!s.counts || s.counts.failed === 0)) failed += 1;
  const detail = s.counts ? `${s.counts.passed} passed, ${s.counts.failed} failed` : s.ok ? 'ok' : 'FAILED';
  console.log(`  ${s.ok ? '✔' : '✘'} ${s.name.padEnd(24)} ${detail.padEnd(26)} ${s.seconds.toFixed(1)} s`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(suites.every((s) => s.ok) ? 0 : 1);
