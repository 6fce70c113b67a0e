// Warm starts reuse a build only while nothing it reads has changed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { buildPlan, clearStamp, writeStamp } from './builds.mjs';

let ws;
const write = (path, text) => {
  mkdirSync(join(ws, path, '..'), { recursive: true });
  writeFileSync(join(ws, path), text);
};
const pkg = (folder, name, deps = {}) =>
  write(`${folder}/package.json`, JSON.stringify({ name, scripts: { build: 'x' }, dependencies: deps }));
/** Builds what the plan says is stale (here: makes dist/ and stamps it), as lib.mjs's build does. */
const buildStale = () => {
  for (const entry of buildPlan(ws).filter((p) => !p.fresh)) {
    mkdirSync(join(entry.dir, 'dist'), { recursive: true });
    clearStamp(entry);
    writeStamp(entry);
  }
};
const stale = () =>
  buildPlan(ws)
    .filter((p) => !p.fresh)
    .map((p) => p.name);

beforeEach(() => {
  ws = mkdtempSync(join(tmpdir(), 'backlay-builds-'));
  write('pnpm-workspace.yaml', 'packages:\n  - app\n  - lib\n  - other\n  - tools/*\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('tsconfig.base.json', '{}');
  write('package.json', '{}');
  pkg('lib', '@x/lib');
  write('lib/src/index.ts', 'export const a = 1;\n');
  pkg('app', '@x/app', { '@x/lib': 'workspace:*' });
  write('app/src/main.ts', 'import { a } from "@x/lib";\n');
  pkg('other', '@x/other');
  write('other/src/main.ts', 'export {};\n');
  pkg('tools/gen', '@x/gen');
  write('tools/gen/index.mjs', '');
});
afterEach(() => rmSync(ws, { recursive: true, force: true }));

test('a package is listed after the workspace packages it depends on', () => {
  const names = buildPlan(ws).map((p) => p.name);
  assert.ok(names.indexOf('@x/lib') < names.indexOf('@x/app'));
  assert.deepEqual([...names].sort(), ['@x/app', '@x/gen', '@x/lib', '@x/other']);
});

test('everything is built the first time, nothing the second', () => {
  assert.equal(stale().length, 4);
  buildStale();
  assert.deepEqual(stale(), []);
});

test("a change to a package's own file rebuilds that package only", () => {
  buildStale();
  write('other/src/main.ts', 'export const b = 2;\n');
  assert.deepEqual(stale(), ['@x/other']);
});

test('a new file counts as a change', () => {
  buildStale();
  write('other/src/extra.ts', '');
  assert.deepEqual(stale(), ['@x/other']);
});

test('a change to a dependency rebuilds its dependents too', () => {
  buildStale();
  write('lib/src/index.ts', 'export const a = 2;\n');
  assert.deepEqual(stale().sort(), ['@x/app', '@x/lib']);
});

test('a lockfile change rebuilds everything', () => {
  buildStale();
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# another version\n');
  assert.equal(stale().length, 4);
});

test('build output, dependencies and caches are not inputs', () => {
  buildStale();
  write('app/dist/main.js', 'built');
  write('app/node_modules/x/index.js', '');
  write('app/tsconfig.tsbuildinfo', '{}');
  write('app/test-results/r.json', '{}');
  assert.deepEqual(stale(), []);
});

test('a deleted dist/ or a build that failed (no stamp) is rebuilt', () => {
  buildStale();
  rmSync(join(ws, 'app/dist'), { recursive: true });
  const appEntry = buildPlan(ws).find((p) => p.name === '@x/other');
  clearStamp(appEntry);
  assert.deepEqual(stale().sort(), ['@x/app', '@x/other']);
});
