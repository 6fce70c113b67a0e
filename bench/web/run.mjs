// The web performance benchmark (quality bars P3 and P4): `npm run bench:web`, which builds what is
// stale first (scripts/bench-web.mjs). Starts its own API (new in-memory database, demo data) and
// serves the production builds as `npm start` does, on ports of its own, then:
//
// P3  Lighthouse 12.8 (mobile, simulated Slow 4G and 4× CPU, performance only) on /login, and
//     signed in on /home, the in-play match with the most markets, /casino and /teen20: each page
//     BENCH_WEB_RUNS times (3), each run in a new Chromium; the medians are reported.
// P4  a busy match page: the storm feed moves every price of that match 50 times a second through
//     the production path (Redis stream → API → socket); frames per second, long tasks, price change
//     to next frame and the INP of opening the bet slip, renderer CPU slowed 4×. It needs Redis:
//     REDIS_URL=redis://…, else a private redis-server started here (without either, P4 is
//     skipped, and says so).
//
// Writes bench/results/web.json and web.md and prints the tables.
//
//   BENCH_WEB_RUNS=3  BENCH_WEB_ONLY=p3|p4  BENCH_P4_SECONDS=15  BENCH_P4_RATE=50  CHROMIUM_PATH=…
//   BENCH_P4_PROFILE=file.cpuprofile  (the page's CPU profile of P4's measured seconds, last run)
//   BENCH_P4_TRACE=file.json  (the page's timeline of P4's measured seconds: tasks, style, layout, paint)
//   BENCH_WEB_PAGES=home,match  (P3 on these pages only: login, home, match, casino, table)
//   BENCH_WEB_LHR=dir  (every Lighthouse result written there whole, for the Lighthouse viewer)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchPath } from '@backlay/shared/sports';
import { APPS } from '../../scripts/apps.mjs';
import { root } from '../../scripts/lib.mjs';
import { checkChromium, CHROMIUM } from './browser.mjs';
import { lighthouseRun, settingsOf } from './p3.mjs';
import { probe } from './p4.mjs';
import {
  busiestMatch,
  checkPorts,
  haveRedisServer,
  HOST,
  startApi,
  startNode,
  startRedis,
  startWeb,
  stop,
  writeHostConfig,
} from './stack.mjs';
import { figuresOf, formatFigure, median, medianFigures, p3Table, p4Table } from './stats.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
const ONLY = process.env.BENCH_WEB_ONLY || '';
const P4_SECONDS = Number(process.env.BENCH_P4_SECONDS || 15);
const P4_RATE = Number(process.env.BENCH_P4_RATE || 50);
const P4_PROFILE = process.env.BENCH_P4_PROFILE || null;
const P4_TRACE = process.env.BENCH_P4_TRACE || null;
const PAGES = (process.env.BENCH_WEB_PAGES || '').split(',').filter(Boolean);
const LHR_DIR = process.env.BENCH_WEB_LHR || null;
const REDIS_URL = process.env.REDIS_URL || '';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function missingBuilds() {
  const needed = [
    'api/dist/main.js',
    ...APPS.map((app) => (app.host ? `${app.dir}/dist/index.html` : `${app.dir}/dist/mf-manifest.json`)),
  ];
  return needed.filter((file) => !existsSync(join(root, file)));
}

/** The storm feed process and its controls (storm-feed.mjs). */
async function startStorm(logDir, prefix, redisUrl) {
  const child = startNode('storm-feed', ['bench/web/storm-feed.mjs'], {
    env: { ...process.env, REDIS_URL: redisUrl, FEED_PREFIX: prefix },
    logDir,
    ipc: true,
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) =>
        reject(new Error(`the storm feed exited (${code}):\n${readFileSync(child.log, 'utf8').slice(-2000)}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  let stopped = null;
  return {
    child,
    start: (matchIds, rate) => {
      const answer = next('storming');
      child.send({ type: 'storm', matchIds, rate });
      return answer;
    },
    /** Stops the storm and the feed (its Redis keys deleted); resolves with what it published. */
    stop: () => {
      stopped ??= (async () => {
        const answer = next('stopped');
        child.send({ type: 'stop' });
        const { updates, seconds } = await answer;
        return { updates, seconds, perSecond: updates / seconds };
      })();
      return stopped;
    },
  };
}

async function runP3(logDir) {
  const api = await startApi({ logDir, name: 'api-p3' });
  try {
    const match = await busiestMatch();
    const matchUrl = matchPath(match);
    const pages = [
      { name: 'login', label: '/login', path: '/login', signedIn: false },
      { name: 'home', label: '/home', path: '/home', signedIn: true },
      {
        name: 'match',
        label: `in-play match (${match.markets} markets)`,
        path: matchUrl,
        signedIn: true,
        match,
      },
      { name: 'casino', label: '/casino', path: '/casino', signedIn: true },
      { name: 'table', label: '/teen20', path: '/teen20', signedIn: true },
    ]
      .filter((p) => PAGES.length === 0 || PAGES.includes(p.name))
      .map((p) => ({ ...p, runs: [], failures: [] }));
    console.log(`P3: ${pages.length} pages × ${RUNS} runs (match: ${match.title}, ${matchUrl})`);
    let settings = null;
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        // A run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is tried once more.
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          try {
            // The machine's load (1-minute average) as the run starts: the figures move with it.
            const load = loadavg()[0];
            const t0 = Date.now();
            const lhr = await lighthouseRun(`${HOST}${page.path}`, { signedIn: page.signedIn });
            settings ??= settingsOf(lhr);
            if (LHR_DIR) {
              mkdirSync(LHR_DIR, { recursive: true });
              writeFileSync(join(LHR_DIR, `${page.name}-${run}.json`), JSON.stringify(lhr));
            }
            const figures = figuresOf(lhr);
            page.runs.push({
              ...figures,
              load,
              benchmarkIndex: lhr.environment?.benchmarkIndex,
              seconds: (Date.now() - t0) / 1000,
            });
            console.log(
              `  ${page.label} run ${run}/${RUNS}: score ${formatFigure('score', figures.score)}, LCP ${formatFigure('lcp', figures.lcp)}, TBT ${formatFigure('tbt', figures.tbt)}, CLS ${formatFigure('cls', figures.cls)}, JS ${formatFigure('jsBytes', figures.jsBytes)}, LCP element ${figures.lcpElement ?? '?'}; load ${load.toFixed(1)} (${elapsed()})`,
            );
            break;
          } catch (error) {
            page.failures.push(String(error.message ?? error));
            console.log(`  ${page.label} run ${run}/${RUNS} failed (attempt ${attempt}): ${error.message ?? error}`);
          }
        }
      }
    }
    for (const page of pages) page.median = medianFigures(page.runs);
    return { runs: RUNS, settings, pages };
  } finally {
    await stop(api);
  }
}

async function runP4(logDir) {
  let redis = null;
  let redisUrl = REDIS_URL;
  if (!redisUrl) {
    if (!haveRedisServer()) {
      const why =
        'the storm feed publishes through Redis, as the feed process does: set REDIS_URL=redis://… or install redis-server';
      console.log(`P4 skipped: ${why}`);
      return { skipped: why };
    }
    redis = await startRedis({ logDir });
    redisUrl = redis.url;
  }
  const prefix = `bench:web:${randomBytes(4).toString('hex')}`;
  let storm = null;
  let api = null;
  try {
    storm = await startStorm(logDir, prefix, redisUrl);
    api = await startApi({ logDir, name: 'api-p4', feed: { redisUrl, prefix } });
    const match = await busiestMatch();
    console.log(`P4: ${P4_RATE} updates a second for ${P4_SECONDS} s, CPU 4× slowed`);
    const load = loadavg()[0];
    const watch = [
      { name: 'API', pid: api.pid },
      { name: 'storm feed', pid: storm.child.pid },
      ...(redis ? [{ name: 'Redis', pid: redis.process.pid }] : []),
    ];
    return {
      ...(await probe({
        match,
        storm,
        rate: P4_RATE,
        seconds: P4_SECONDS,
        watch,
        profile: P4_PROFILE,
        trace: P4_TRACE,
      })),
      load,
    };
  } finally {
    await stop(api);
    if (storm && storm.child.exitCode === null) await storm.stop().catch(() => undefined);
    await stop(storm?.child);
    await stop(redis?.process);
  }
}

function commitOf() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  return dirty ? `${head} (with uncommitted changes)` : head;
}

function markdown(result) {
  const lines = [`# Web performance — ${result.date.slice(0, 10)}, commit ${result.commit}`, ''];
  if (result.p3) {
    const s = result.p3.settings ?? {};
    lines.push(
      `## P3 — Lighthouse on phones (median of ${result.p3.runs})`,
      '',
      `Lighthouse ${s.lighthouse ?? '?'}, ${s.formFactor ?? '?'}, ${s.throttlingMethod ?? '?'} throttling (RTT ${s.throttling?.rttMs ?? '?'} ms, ${s.throttling?.throughputKbps ?? '?'} kb/s, CPU ${s.throttling?.cpuSlowdownMultiplier ?? '?'}×), performance only; ${s.browser ?? CHROMIUM}. JS is the script bytes transferred (gzip, 1 KB = 1,000 B).`,
      '',
      p3Table(result.p3.pages),
      '',
      `Machine load (1-minute average) at the runs' start: median ${median(result.p3.pages.flatMap((p) => p.runs.map((r) => r.load)))?.toFixed(1) ?? '?'} on ${result.machine.cpus} cores; Lighthouse's benchmark index median ${median(result.p3.pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))) ?? '?'}.`,
      '',
    );
    for (const page of result.p3.pages) {
      if (page.failures.length) {
        lines.push(`${page.label}: ${page.failures.length} attempt(s) failed: ${page.failures.join('; ')}`, '');
      }
    }
  }
  if (result.p4) {
    lines.push('## P4 — a busy match page', '');
    if (result.p4.skipped) {
      lines.push(`Skipped: ${result.p4.skipped}.`, '');
    } else {
      const { method, page, storm } = result.p4;
      lines.push(
        `${method.path} (${method.match.title}, ${method.match.markets} markets), ${method.viewport}, CPU ${method.cpuSlowdown}× slowed, ${method.seconds} s measured. Path: ${method.feed}. The storm moved ${storm.levelsMoved} price levels (the match and ${storm.events.length - 1} linked event) ${storm.published.perSecond.toFixed(1)} times a second; the page received ${page.deltasPerSecond.toFixed(1)} deltas a second and ${page.cellsChanged} of its ${page.cells} price cells changed (${page.cellsInView} in the viewport).`,
        '',
        p4Table(result.p4),
        '',
        `Meanwhile, of the machine's ${result.machine.cpus} cores: ${Object.entries(result.p4.cpuShare)
          .map(([name, share]) => `${name} ${share === null ? '?' : `${Math.round(share * 100)} %`}`)
          .join(
            ', ',
          )} of one core; Chromium the rest. Load (1-minute average) at the start: ${result.p4.load.toFixed(1)}.`,
        '',
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  checkChromium();
  const missing = missingBuilds();
  if (missing.length > 0) {
    throw new Error(
      `no production build of ${missing.join(', ')}: run \`npm run bench:web\` (it builds them) or \`npm start\``,
    );
  }
  await checkPorts();
  const logDir = mkdtempSync(join(tmpdir(), 'backlay-bench-web-'));
  console.log(`logs of the servers: ${logDir} (removed after a run that succeeds)`);
  const configFile = writeHostConfig(logDir);
  const web = await startWeb({ logDir, configFile });
  const result = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine: { cpus: availableParallelism(), cpu: cpus()[0]?.model, node: process.version },
  };
  try {
    if (ONLY !== 'p4') result.p3 = await runP3(logDir);
    if (ONLY !== 'p3') result.p4 = await runP4(logDir);
  } finally {
    await Promise.all(web.map((server) => stop(server)));
  }
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
  const md = markdown(result);
  writeFileSync(join(dir, 'web.md'), `${md}\n`);
  console.log(`\n${md}`);
  console.log(`written to bench/results/web.json and web.md in ${elapsed()}`);
  rmSync(logDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\n\u2718 ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
