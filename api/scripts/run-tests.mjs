// Runs every API test file with Node's test runner. With TEST_DATABASE_URL set, the same files
// run against PostgreSQL. Extra arguments narrow the run to matching files.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
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
const filters = process.argv.slice(2);
const selected = files.filter((f) => filters.length === 0 || filters.some((x) => f.includes(x))).sort();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`, '--test-force-exit', ...selected],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
