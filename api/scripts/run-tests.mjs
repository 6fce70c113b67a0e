// Runs every API test file with Node's test runner. With TEST_DATABASE_URL set, the same files
// run against PostgreSQL. Extra arguments narrow the run to matching files; `--exclude <text>`
// leaves out the files whose path contains it (so `npm test` can run the long model-based test as a
// job of its own beside the rest). When
// TEST_SUMMARY_FILE is set, the pass and fail counts are written there as JSON.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.test.ts')) files.push(relative(root, path));
  }
})(join(root, 'src'));
const args = process.argv.slice(2);
const excluded = args.flatMap((a, i) => (args[i - 1] === '--exclude' ? [a] : []));
const filters = args.filter((a, i) => a !== '--exclude' && args[i - 1] !== '--exclude');
const selected = files
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .filter((f) => !excluded.some((x) => f.includes(x)))
  .sort();
if (selected.length === 0) {
  console.error(`No API test file matches ${args.join(' ')}`);
  process.exit(1);
}
const tap = join(mkdtempSync(join(tmpdir(), 'backlay-api-tests-')), 'results.tap');
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...selected,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (process.env.TEST_SUMMARY_FILE) {
  const text = readFileSync(tap, 'utf8');
  const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  writeFileSync(
    process.env.TEST_SUMMARY_FILE,
    JSON.stringify({ passed: count('pass'), failed: count('fail') + count('cancelled') }),
  );
}
process.exit(result.status ?? 1);
