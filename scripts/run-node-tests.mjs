// Runs test files with Node's test runner, the spec report on the terminal; with TEST_SUMMARY_FILE
// set, the pass and fail counts are also written there as JSON (npm test's summary reads them).
//
//   node scripts/run-node-tests.mjs <folder>…   runs the folders' *.test.mjs files
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

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

/**
 * A TypeScript package's test files (every `.test.ts` under src, run through tsx). Arguments narrow the run
 * to files whose path contains one of them; `--exclude <text>` leaves out files whose path contains
 * it. Returns the runner's exit status.
 */
export function runPackageTests(packageRoot, args) {
  const files = [];
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.test.ts')) files.push(relative(packageRoot, path));
    }
  })(join(packageRoot, 'src'));
  const excluded = args.flatMap((a, i) => (args[i - 1] === '--exclude' ? [a] : []));
  const filters = args.filter((a, i) => a !== '--exclude' && args[i - 1] !== '--exclude');
  const selected = files
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .filter((f) => !excluded.some((x) => f.includes(x)))
    .sort();
  if (selected.length === 0) {
    console.error(`No test file matches ${args.join(' ')}`);
    return 1;
  }
  return runNodeTests(selected, {
    cwd: packageRoot,
    nodeArgs: ['--import', 'tsx', `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['.'];
  const files = dirs.flatMap((d) => {
    const dir = resolve(d);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => join(dir, f));
  });
  process.exit(runNodeTests(files));
}
