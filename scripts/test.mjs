// npm test: install, build what changed, then every check and suite: the bootstrap's own tests,
// lint, format, type-check, jest in each client package, the API and the casino provider on PGlite
// (and on PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set) and the Playwright
// journeys in headless Chromium against one build of the apps.
//
// The suites are independent, so they run side by side, one per core (scripts/jobs.mjs), longest
// first; each one's output goes to test-results/logs/ and is printed in full when it fails. The run
// ends with each suite's time, the total, and one line: "N passed, N failed".
import './preflight.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runJobs } from './jobs.mjs';
import { build, ensurePnpm, install, main, root, step } from './lib.mjs';

const started = Date.now();
let pnpm = 'pnpm';
await main(() => {
  pnpm = ensurePnpm();
  install(pnpm);
  build(pnpm);
});

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\u2718 The journeys need Chromium, and there is none at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(join(resultsDir, 'logs'), { recursive: true });

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

// Expected seconds on a 2-core machine, only to start the longest suites first.
const jobs = [];
const job = (name, seconds, cmd, args, { env = {}, counts, critical = false } = {}) =>
  jobs.push({ name, seconds, cmd, args, env, counts, critical });

const apiSuites = [{ label: 'PGlite', env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' }, key: 'pglite', model: 700 }];
if (process.env.TEST_DATABASE_URL) apiSuites.push({ label: 'PostgreSQL', env: {}, key: 'postgres', model: 90 });
for (const db of apiSuites) {
  // The model-based test (10,000 sequences on PGlite) is the longest suite by far: its own job.
  const model = summaryFile(`api-${db.key}-model`);
  job(`api on ${db.label}: model`, db.model, pnpm, ['--filter', '@backlay/api', 'test', 'betting/model.test'], {
    env: { ...db.env, TEST_SUMMARY_FILE: model },
    counts: nodeCounts(model),
    critical: db.key === 'pglite',
  });
  const rest = summaryFile(`api-${db.key}`);
  job(`api on ${db.label}`, 120, pnpm, ['--filter', '@backlay/api', 'test', '--exclude', 'betting/model.test'], {
    env: { ...db.env, TEST_SUMMARY_FILE: rest },
    counts: nodeCounts(rest),
  });
}
// The market feed: simulator, publisher, and its transports (the Redis one too with TEST_REDIS_URL).
const feed = summaryFile('feed');
job('feed (simulator, transports)', 60, pnpm, ['--filter', '@backlay/feed', 'test'], {
  env: { TEST_SUMMARY_FILE: feed },
  counts: nodeCounts(feed),
});
// The casino provider's own suite, on a database of its own: PGlite, and PostgreSQL too when
// TEST_DATABASE_URL is set.
for (const db of apiSuites) {
  const provider = summaryFile(`casino-provider-${db.key}`);
  const name = db.key === 'pglite' ? 'casino provider (node)' : `casino provider on ${db.label}`;
  job(name, 35, pnpm, ['--filter', '@backlay/casino-provider', 'test'], {
    env: { ...db.env, TEST_SUMMARY_FILE: provider },
    counts: nodeCounts(provider),
  });
}
// The bet placement bench (quality bar P6), briefly on PGlite: every phase places bets, none gets a 5xx
// and the ledger invariants hold after each; no timing is asserted.
job('bench smoke (PGlite)', 25, pnpm, ['--filter', '@backlay/api', 'bench:bets'], {
  env: {
    BENCH_DATABASE_URL: '',
    BENCH_SECONDS: '1',
    BENCH_WARMUP: '0',
    BENCH_WALLETS: '20',
    BENCH_CARDS: '1',
    BENCH_RESULTS_DIR: 'test-results/bench-smoke',
  },
});
const e2e = summaryFile('e2e');
job('journeys (Playwright)', 340, pnpm, ['--filter', '@backlay/e2e', 'test'], {
  env: { PLAYWRIGHT_JSON: e2e, CHROMIUM_PATH: chromium },
  counts: playwrightCounts(e2e),
});
job('lint (ESLint)', 100, join(root, 'node_modules/.bin/eslint'), ['.', '--max-warnings', '0']);
job('type-check', 55, pnpm, ['-r', 'typecheck']);
const jestSeconds = { shared: 25, host: 35, 'mfe-sports': 40, 'mfe-casino': 50, 'mfe-reports': 38, 'mfe-account': 20 };
for (const [pkg, seconds] of Object.entries(jestSeconds)) {
  const out = summaryFile(`jest-${pkg}`);
  job(`${pkg} (jest)`, seconds, pnpm, ['--filter', `./${pkg}`, 'exec', 'jest', '--json', `--outputFile=${out}`], {
    counts: jestCounts(out),
  });
}
job('format (Prettier)', 15, join(root, 'node_modules/.bin/prettier'), ['--check', '.', '--log-level', 'warn']);
const scripts = summaryFile('scripts');
job(
  'scripts (bootstrap, bench)',
  15,
  process.execPath,
  [join(root, 'scripts/run-node-tests.mjs'), 'scripts', 'bench/web'],
  {
    env: { TEST_SUMMARY_FILE: scripts },
    counts: nodeCounts(scripts),
  },
);

// TEST_ONLY=<text> runs just the suites whose name contains it (e.g. TEST_ONLY=jest).
const only = process.env.TEST_ONLY;
if (only) jobs.splice(0, jobs.length, ...jobs.filter((j) => j.name.includes(only)));
const lanes = Number(process.env.TEST_LANES ?? Math.max(2, availableParallelism()));
step(`running ${jobs.length} suites, ${lanes} at a time (logs in test-results/logs/)`);
const results = await runJobs(jobs, { lanes, logDir: join(resultsDir, 'logs') });

let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1;
  const detail = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : r.ok ? 'ok' : 'FAILED';
  console.log(
    `  ${r.ok ? '\u2714' : '\u2718'} ${r.name.padEnd(30)} ${detail.padEnd(26)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
const total = (Date.now() - started) / 1000;
console.log(
  `  total (install, build and ${lanes} lanes of suites) ${total.toFixed(1)} s (${(total / 60).toFixed(1)} min)`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
