// P7: how long `npm start` takes on a fresh clone until the login page is usable (the API answers
// /health, the host serves /login and every remote its manifest), cold and then warm.
//
//   node scripts/bench-start.mjs [--runs 3] [--empty-caches]
//
// Each run clones the current commit into a temporary folder and runs `npm start` there with no
// pnpm on the PATH, as a newcomer would. "cold" is that first start (pnpm fetched into .tools/,
// install, every package built, a new database); "warm" is a second `npm start` in the same clone
// with nothing changed. --empty-caches also gives the cold start an empty npm cache and pnpm store
// (every package downloaded), as on a machine that has never installed Backlay. Medians are
// printed and written to bench/results/start.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { pathWithoutPnpm } from './path.mjs';
import { waitUntilReady } from './ready.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const emptyCaches = args.includes('--empty-caches');

function portsFree() {
  const r = spawnSync('sh', ['-c', 'ss -ltn | grep -E ":(3000|3001|808[0-4]) " || true'], { encoding: 'utf8' });
  return r.stdout.trim() === '';
}

/** Starts `npm start` in `dir`, resolves with the seconds until ready, then stops it. */
async function timeStart(dir, env) {
  if (!portsFree()) throw new Error('ports 3000, 3001 or 8080–8084 are in use: stop the running Backlay first');
  const t0 = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await Promise.race([
      waitUntilReady(undefined, 600_000),
      exited.then((code) => {
        throw new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`);
      }),
    ]);
    return (Date.now() - t0) / 1000;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    for (let i = 0; i < 50 && !portsFree(); i += 1) await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const cold = [];
const warm = [];
for (let i = 0; i < runs; i += 1) {
  const scratch = mkdtempSync(join(tmpdir(), 'backlay-start-'));
  const dir = join(scratch, 'clone');
  spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
  spawnSync('git', ['checkout', '--quiet', commit], { cwd: dir });
  const env = { ...process.env, PATH: pathWithoutPnpm(scratch), CI: '' };
  delete env.npm_execpath;
  if (emptyCaches) {
    env.XDG_DATA_HOME = join(scratch, 'xdg-data');
    env.XDG_CACHE_HOME = join(scratch, 'xdg-cache');
    env.npm_config_cache = join(scratch, 'npm-cache');
  }
  try {
    const c = await timeStart(dir, env);
    const w = await timeStart(dir, env);
    cold.push(c);
    warm.push(w);
    console.log(`run ${i + 1}: cold ${c.toFixed(1)} s, warm ${w.toFixed(1)} s`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
const result = {
  commit,
  date: new Date().toISOString(),
  caches: emptyCaches ? 'empty npm cache and pnpm store' : "the machine's npm cache and pnpm store",
  cold: { median: median(cold), runs: cold },
  warm: { median: median(warm), runs: warm },
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, `bench/results/start${emptyCaches ? '-empty-caches' : ''}.json`),
  JSON.stringify(result, null, 2),
);
console.log(
  `npm start to a usable login page (${result.caches}): cold median ${result.cold.median.toFixed(1)} s, warm median ${result.warm.median.toFixed(1)} s`,
);
