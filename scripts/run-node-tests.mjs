// Runs the *.test.mjs files of a folder with Node's test runner; with TEST_SUMMARY_FILE set, writes
// the pass and fail counts there as JSON.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '.');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => join(dir, f));
const tap = join(mkdtempSync(join(tmpdir(), 'backlay-node-tests-')), 'results.tap');
const result = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ],
  { stdio: 'inherit' },
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
