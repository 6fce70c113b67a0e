// The path a newcomer takes: no pnpm on the PATH, an empty tools folder, `npm start` / `npm test`
// fetching the pinned pnpm with whichever npm runs them (npm 10 ships with Node 20.19; npm 11 blocks
// dependency install scripts unless approved). Needs the npm registry, as the install itself does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PNPM_VERSION, root } from './lib.mjs';
import { pathWithoutPnpm as withoutPnpm } from './path.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'backlay-bootstrap-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const pathWithoutPnpm = () => withoutPnpm(scratch);

/** Runs `node scripts/run.mjs --version` as `npm start` would run a root script. */
function bootstrap({ toolsDir, npmCli, nodeArgs = [] }) {
  const env = { ...process.env, PATH: pathWithoutPnpm(), BACKLAY_TOOLS_DIR: toolsDir };
  delete env.npm_execpath;
  if (npmCli) env.npm_execpath = npmCli;
  return spawnSync(process.execPath, [...nodeArgs, join(root, 'scripts/run.mjs'), '--version'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
}

describe('the PATH the bootstrap runs with', () => {
  test('has no pnpm', () => {
    const r = spawnSync('sh', ['-c', 'command -v pnpm || echo none'], {
      env: { ...process.env, PATH: pathWithoutPnpm() },
      encoding: 'utf8',
    });
    assert.equal(r.stdout.trim(), 'none');
  });
});

describe('bootstrap with the npm on the PATH (npm 11 on this machine)', () => {
  const toolsDir = join(scratch, 'tools-path-npm');
  test('installs the pinned pnpm into an empty tools folder, with no warning, and runs it', () => {
    const r = bootstrap({ toolsDir });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim().split('\n').at(-1), PNPM_VERSION);
    assert.doesNotMatch(r.stderr, /npm (warn|error)|EALLOWSCRIPTS/i);
    assert.ok(existsSync(join(toolsDir, 'node_modules/.bin/pnpm')));
  });
  test('a second run reuses it without installing', () => {
    const r = bootstrap({ toolsDir });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), PNPM_VERSION);
  });
});

describe('bootstrap with npm 10 (the npm Node 20.19 ships)', () => {
  const npm10 = join(scratch, 'npm10');
  before(() => {
    const r = spawnSync(
      'npm',
      ['install', '--prefix', npm10, 'npm@10.8.2', '--no-audit', '--no-fund', '--loglevel=error'],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
  });
  test('installs the pinned pnpm with that npm, with no warning', () => {
    const toolsDir = join(scratch, 'tools-npm10');
    const r = bootstrap({ toolsDir, npmCli: join(npm10, 'node_modules/npm/bin/npm-cli.js') });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim().split('\n').at(-1), PNPM_VERSION);
    assert.doesNotMatch(r.stderr, /npm (warn|error)/i);
  });
});

describe('a Node.js older than engines.node', () => {
  test('stops with one line that names both versions, before anything is installed', () => {
    const fake = join(scratch, 'old-node.mjs');
    spawnSync('sh', ['-c', `echo "Object.defineProperty(process, 'version', { value: 'v18.20.4' });" > ${fake}`]);
    const toolsDir = join(scratch, 'tools-old-node');
    const r = bootstrap({ toolsDir, nodeArgs: ['--import', fake] });
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    const lines = r.stderr.trim().split('\n');
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], /needs Node\.js 20\.19\.0 or later; this is Node\.js 18\.20\.4/);
    assert.equal(existsSync(toolsDir), false);
  });
});

describe('a failing install', () => {
  test('ends with one line, not a stack trace', () => {
    const toolsDir = join(scratch, 'tools-offline');
    const env = {
      ...process.env,
      PATH: pathWithoutPnpm(),
      BACKLAY_TOOLS_DIR: toolsDir,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_fetch_retries: '0',
    };
    delete env.npm_execpath;
    const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), '--version'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    assert.notEqual(r.status, 0);
    assert.doesNotMatch(r.stderr, /^\s+at .+:\d+:\d+\)?$/m);
    assert.match(r.stderr.trim().split('\n').at(-1), /^✘ .*npm .*install.* failed/);
  });
});

describe('the work tree', () => {
  test('ignores the tools folder', () => {
    const r = spawnSync('git', ['check-ignore', '-q', '.tools/node_modules/.bin/pnpm'], { cwd: root });
    assert.equal(r.status, 0, '.tools/ must be ignored by git');
  });
});
