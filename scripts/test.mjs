// npm test: install, build, type-check, then every suite. With TEST_DATABASE_URL (and
// TEST_REDIS_URL) set, the API suite runs a second time on PostgreSQL (and Redis).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensurePnpm, install, root, step, tryRun } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
build(pnpm);

const summaryDir = join(root, 'test-results');
rmSync(summaryDir, { recursive: true, force: true });
mkdirSync(summaryDir, { recursive: true });

const suites = [];
function suite(name, cmd, args, env = {}) {
  step(`${name}`);
  const started = Date.now();
  const ok = tryRun(cmd, args, { env: { ...env, TEST_SUMMARY_FILE: join(summaryDir, `${name.replace(/\W+/g, '-')}.json`) } });
  suites.push({ name, ok, seconds: (Date.now() - started) / 1000 });
}

suite('type-check', pnpm, ['-r', 'typecheck']);
suite('api on PGlite', pnpm, ['--filter', '@backlay/api', 'test'], { TEST_DATABASE_URL: "", TEST_REDIS_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  suite('api on PostgreSQL', pnpm, ['--filter', '@backlay/api', 'test'], {});
}

let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const s of suites) {
  const file = join(summaryDir, `${s.name.replace(/\W+/g, '-')}.json`);
  const counts = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (!s.ok) {
    failed += 1;
  }
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : s.ok ? 'ok' : 'FAILED';
  console.log(`  ${s.ok ? '✔' : '✘'} ${s.name.padEnd(22)} ${detail.padEnd(26)} ${s.seconds.toFixed(1)} s`);
}
const allOk = suites.every((s) => s.ok);
if (!allOk && failed === 0) failed = suites.filter((s) => !s.ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
