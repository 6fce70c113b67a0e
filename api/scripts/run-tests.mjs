// Runs every API test file with Node's test runner. With TEST_DATABASE_URL set, the same files
// run against PostgreSQL. Extra arguments narrow the run to matching files; `--exclude <text>`
// leaves out the files whose path contains it (so `npm test` can run the long model-based test as a
// job of its own beside the rest). With TEST_SUMMARY_FILE set, the pass and fail counts are
// written there as JSON.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
// The repository's runner for node:test files (one spec report, counts for npm test's summary).
import { runNodeTests } from '../../scripts/run-node-tests.mjs';

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
process.exit(
  runNodeTests(selected, {
    cwd: root,
    nodeArgs: ['--import', 'tsx', `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`],
  }),
);
