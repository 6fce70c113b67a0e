// Shared by `npm start` and `npm test`: find or install the pinned pnpm, run commands, log steps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlan, clearStamp, writeStamp } from './builds.mjs';

export { buildPlan };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
/** Where the pinned pnpm goes when the PATH has none; ignored by git. Overridable for the bootstrap test. */
const toolsDir = () => resolve(process.env.BACKLAY_TOOLS_DIR || join(root, '.tools'));

export function step(text) {
  console.log(`\n\u25b6 ${text}`);
}

function versionOf(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * The npm that ran us (`npm start` sets npm_execpath), so pnpm is fetched by the same npm the user
 * chose; `npm` from the PATH when a script is run by hand.
 */
function npmCommand() {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.js$/.test(cli) && existsSync(cli)) return [process.execPath, [cli]];
  return ['npm', []];
}

/**
 * The pinned pnpm: from PATH if it is the right version, else installed under .tools/.
 *
 * The install is a small project of its own (`.tools/package.json`) that names pnpm and approves its
 * install script in `allowScripts`. npm 11 runs dependency install scripts only when approved there
 * (and refuses `--allow-scripts` on a project install); npm 10 ignores the field and runs them as it
 * always has. Either way pnpm links its native binary, and neither npm prints a warning.
 */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  const dir = toolsDir();
  const localPnpm = join(dir, 'node_modules', '.bin', 'pnpm');
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  step(`installing pnpm ${PNPM_VERSION} into ${relative(root, dir) || dir}/`);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'backlay-tools',
    private: true,
    description: 'The pinned pnpm, installed by scripts/lib.mjs when the PATH has none',
    dependencies: { pnpm: PNPM_VERSION },
    allowScripts: { [`pnpm@${PNPM_VERSION}`]: true },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const [npm, npmArgs] = npmCommand();
  run(
    npm,
    [...npmArgs, 'install', '--prefix', dir, '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    {
      cwd: dir,
    },
  );
  const got = versionOf(localPnpm);
  if (got !== PNPM_VERSION) {
    throw new Error(`pnpm ${PNPM_VERSION} could not be installed into ${dir} (it reports ${got ?? 'nothing'})`);
  }
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

/**
 * Runs a root script's body; a failure ends the process with one line (the failing command has
 * already printed its own output), never a stack trace.
 */
export async function main(body) {
  try {
    await body();
  } catch (error) {
    console.error(`\n\u2718 ${error instanceof Error ? error.message : String(error)}`);
    process.exit(typeof error?.exitCode === 'number' && error.exitCode > 0 ? error.exitCode : 1);
  }
}

/** Processes started here that are still running; they are stopped when this process exits. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

export function startProcess(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Says which packages will be built and which are reused; returns the stale plan entries. */
export function announceBuild(plan) {
  const stale = plan.filter((p) => !p.fresh);
  const fresh = plan.filter((p) => p.fresh).map((p) => p.name);
  if (stale.length === 0) {
    step(`build: all ${plan.length} packages are up to date (inputs unchanged since their last build)`);
  } else {
    step(
      `building ${stale.map((p) => p.name).join(', ')}${fresh.length ? ` (unchanged, reused: ${fresh.join(', ')})` : ''}`,
    );
  }
  return stale;
}

const pnpmBuildArgs = (entries) => ['-r', ...entries.flatMap((p) => ['--filter', p.name]), 'build'];

/**
 * Builds, in dependency order, every package whose inputs changed since its last successful build
 * (scripts/builds.mjs); the rest are reused as they are.
 */
export function build(pnpm) {
  const stale = announceBuild(buildPlan(root));
  if (stale.length === 0) return;
  for (const entry of stale) clearStamp(entry);
  run(pnpm, pnpmBuildArgs(stale));
  for (const entry of stale) writeStamp(entry);
}

/** The same for some entries of a plan, without blocking: resolves when they are built. */
export function buildAsync(pnpm, entries) {
  if (entries.length === 0) return Promise.resolve();
  for (const entry of entries) clearStamp(entry);
  return new Promise((resolve, reject) => {
    const child = startProcess(pnpm, pnpmBuildArgs(entries));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        const error = new Error(`${pnpm} ${pnpmBuildArgs(entries).join(' ')} failed (${code ?? signal})`);
        error.exitCode = code ?? 1;
        return reject(error);
      }
      for (const entry of entries) writeStamp(entry);
      resolve();
    });
  });
}
