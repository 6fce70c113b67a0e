// Runs test files with Node's test runner, the spec report on the terminal; with TEST_SUMMARY_FILE
// set, the pass and fail counts are also written there as JSON (npm test's summary reads them).
//
//   node scripts/run-node-tests.mjs <folder>   runs the folder's *.test.mjs files
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Runs `files` (node's own options in `nodeArgs`) from `cwd`; returns the runner's exit status. */
export function runNodeTests(files, { cwd = process.cwd(), nodeArgs = [] } = {}) {
  const tap = join(mkdtempSync(join(tmpdir(), 'backlay-node-tests-')), 'results.tap');
  const result = spawnSync(
    process.execPath,
    [
      ...nodeArgs,
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd, stdio: 'inherit' },
  );
  if (process.env.TEST_SUMMARY_FILE) {
    const text = readFileSync(tap, 'utf8');
    const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
    writeFileSync(
      process.env.TEST_SUMMARY_FILE,
      JSON.stringify({ passed: count('pass'), failed: count('fail') + count('cancelled') }),
    );
  }
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? '.');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => join(dir, f));
  process.exit(runNodeTests(files));
}
