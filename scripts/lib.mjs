// Shared by `npm start` and `npm test`: find or install the pinned pnpm, run commands, log steps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
const localPnpm = join(root, '.tools/node_modules/.bin/pnpm');

export function step(text) {
  console.log(`\n\u25b6 ${text}`);
}

function versionOf(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pinned pnpm: from PATH if it is the right version, else installed under .tools/. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  step(`installing pnpm ${PNPM_VERSION} into .tools/`);
  run('npm', ['install', '--prefix', join(root, '.tools'), `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--allow-scripts=pnpm']);
  if (versionOf(localPnpm) !== PNPM_VERSION) throw new Error('pnpm could not be installed');
  return localPnpm;
}

/** Runs a command to completion, inheriting the terminal; throws on failure. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (r.status !== 0) {
    const error = new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    error.exitCode = r.status ?? 1;
    throw error;
  }
}

/** Same as run, but reports success instead of throwing. */
export function tryRun(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return r.status === 0;
}

/** Installs the workspace exactly as locked. */
export function install(pnpm) {
  step('installing dependencies (pnpm install --frozen-lockfile)');
  // CI=true keeps pnpm from asking questions when there is no terminal.
  run(pnpm, ['install', '--frozen-lockfile'], { env: { CI: 'true' } });
}

export function startProcess(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
}

/** Builds every package in dependency order. */
export function build(pnpm) {
  step('building (pnpm -r build)');
  run(pnpm, ['-r', 'build']);
}
