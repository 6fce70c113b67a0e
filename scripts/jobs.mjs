// Runs independent jobs side by side: at most `lanes` at once, the longest expected first, each
// one's output into its own log file. A job marked `critical` (the one that sets the run's length)
// runs at normal priority and every other one under `nice`, so on a busy machine the critical job
// keeps a whole core while the rest share what is left. A job that fails has its log printed in full; while jobs
// run, a line a minute says which are still going.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function runOne(job, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const [cmd, args] = job.critical || !NICE ? [job.cmd, job.args] : [NICE, ['-n', '10', job.cmd, ...job.args]];
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`\n${error.message}\n`));
    child.on('close', (code, signal) => {
      log.end(() => resolve(code === 0 && !signal));
    });
  });
}

/**
 * @param {{name: string, seconds: number, cmd: string, args: string[], env: object, critical?: boolean, counts?: () => object|null}[]} jobs
 * @returns results in the order the jobs were given: {name, ok, seconds, counts, log}
 */
export async function runJobs(jobs, { lanes, logDir, heartbeatMs = 60_000 }) {
  const queue = [...jobs].sort((a, b) => b.seconds - a.seconds);
  const running = new Map();
  const results = new Map();
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const list = [...running].map(([name, t]) => `${name} ${Math.round((now - t) / 1000)} s`).join(', ');
    console.log(`  \u2026 running: ${list}; ${queue.length} waiting`);
  }, heartbeatMs);
  async function lane() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const log = join(logDir, `${slug(job.name)}.log`);
      const t0 = Date.now();
      running.set(job.name, t0);
      console.log(`  \u25b6 ${job.name}`);
      const ok = await runOne(job, log);
      running.delete(job.name);
      const seconds = (Date.now() - t0) / 1000;
      const counts = job.counts?.() ?? null;
      const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : 'FAILED';
      console.log(`  ${ok ? '\u2714' : '\u2718'} ${job.name}: ${detail} in ${seconds.toFixed(1)} s`);
      if (!ok) {
        console.log(
          `\n----- ${job.name}: ${log} -----\n${readFileSync(log, 'utf8')}\n----- end of ${job.name} -----\n`,
        );
      }
      results.set(job.name, { name: job.name, ok, seconds, counts, log });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  clearInterval(heartbeat);
  return jobs.map((job) => results.get(job.name));
}
