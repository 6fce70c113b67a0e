// P4: a busy match page. The storm feed (storm-feed.mjs) publishes through Redis, as the feed process
// does; the API reads it (FEED_SOURCE=redis) and sends the match's deltas over the match socket; the
// page applies them as it applies any. So every price change measured here travels the production
// path: feed → Redis stream → API → socket.io → the page's bus → price store → cells.
//
// In the page (desktop viewport, renderer CPU slowed 4× through CDP Emulation.setCPUThrottlingRate):
// - arrival: a listener on the page's WebSocket, added before the client's own, stamps each frame
//   carrying a delta of the match (performance.now());
// - change → frame: a MutationObserver on the document sees the price text of a cell change and asks
//   for the next animation frame; the time of that frame minus the arrival of the first delta after
//   which the text changed is the delta's "price change to next frame" (an upper bound of the time to
//   paint: the frame after the one that painted it, at most);
// - frames per second from requestAnimationFrame timestamps; long tasks from a 'longtask'
//   PerformanceObserver;
// - opening the bet slip: a click on a price cell (CDP mouse events), its INP from 'event' entries
//   (Event Timing, durationThreshold 16): the longest entry of the click's interaction.
import { writeFileSync } from 'node:fs';
import { matchPath } from '@backlay/shared/sports';
import { launchBrowser, logIn } from './browser.mjs';
import { clickDuration, frameRate, median, nextChangeFrames, percentile } from './stats.mjs';
import { cpuSeconds, HOST, newPlayer } from './stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Before any script of the page: stamp the arrival of each socket frame with a delta of `events`. */
function installArrivalStamp(events) {
  const bench = { recording: false, arrivals: [], liveEvents: events, samples: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      // Added in the constructor, so it runs before the client's own message handler.
      this.addEventListener('message', (e) => {
        if (!bench.recording) return;
        if (bench.samples.length < 5)
          bench.samples.push(typeof e.data === 'string' ? e.data.slice(0, 80) : String(e.data));
        if (typeof e.data !== 'string') return;
        if (!e.data.startsWith('42/match,') || !e.data.includes('"type":"delta"')) return;
        if (bench.liveEvents.some((event) => e.data.startsWith(`42/match,["${event}"`))) {
          // The feed's own clock when it made the update: the first change's `at` (epoch ms).
          const sent = /"at":(\d+)/.exec(e.data);
          bench.arrivals.push({ at: performance.now(), sent: sent ? Number(sent[1]) : null });
        }
      });
    }
  };
}

/** After the page showed its cells: the frame, long-task, mutation and event observers. */
function installObservers() {
  const bench = window.__bench;
  Object.assign(bench, { frames: [], longTasks: [], changes: [], interactions: [], cells: new Set() });
  const onFrame = (t) => {
    if (bench.recording) bench.frames.push(t);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const e of list.getEntries()) bench.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) bench.interactions.push({ name: e.name, id: e.interactionId, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  new MutationObserver((records) => {
    if (!bench.recording) return;
    const at = performance.now();
    let changed = false;
    for (const r of records) {
      const node = r.type === 'characterData' ? r.target.parentElement : r.target;
      const price = node?.closest?.('.bl-cell__price');
      if (!price) continue;
      changed = true;
      bench.cells.add(price.parentElement);
    }
    if (!changed) return;
    const entry = { at, frame: null };
    bench.changes.push(entry);
    requestAnimationFrame(() => {
      entry.frame = performance.now();
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

function startRecording() {
  const bench = window.__bench;
  for (const key of ['arrivals', 'frames', 'longTasks', 'changes']) bench[key].length = 0;
  bench.cells.clear();
  bench.recording = true;
}

function stopRecording() {
  const bench = window.__bench;
  bench.recording = false;
  const cells = [...document.querySelectorAll('.bl-cell')];
  const inView = cells.filter((c) => {
    const r = c.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.width > 0;
  });
  return {
    arrivals: bench.arrivals,
    timeOrigin: performance.timeOrigin,
    frames: bench.frames,
    longTasks: bench.longTasks,
    changes: bench.changes.filter((c) => c.frame !== null),
    samples: bench.samples,
    cellsChanged: bench.cells.size,
    cells: cells.length,
    cellsPriced: cells.filter((c) => !c.classList.contains('bl-empty')).length,
    cellsInView: inView.length,
  };
}

/**
 * The probe. `storm` is the storm feed's control: `start(matchIds, rate)` resolves with the price
 * levels it moves, `stop()` with what it published. `match` comes from busiestMatch(); the storm
 * blows on it and on the events linked to it (their markets are on its page too).
 */
export async function probe({
  match,
  storm,
  rate,
  seconds,
  watch = [],
  cpu = 4,
  clicks = 5,
  profile = null,
  trace = null,
  log = console.log,
}) {
  const { browser, close } = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const events = [match.id, ...match.linked];
    await page.evaluateOnNewDocument(
      installArrivalStamp,
      events.map((id) => `liveData${id}`),
    );
    await logIn(page, await newPlayer());
    const path = matchPath(match);
    await page.goto(`${HOST}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('button.bl-cell:not(.bl-empty)', { timeout: 30_000 });
    await sleep(2000);
    await page.evaluate(installObservers);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

    const storming = await storm.start(events, rate);
    log(
      `  storm on ${match.title} (${path}) and ${match.linked.length} linked event(s): ${storming.levels} price levels move ${rate} times a second`,
    );
    await sleep(2000);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (trace) {
      // A timeline of the measured seconds, with the long tasks' parts (script, style, layout, paint).
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
        ],
      });
    }
    await page.evaluate(startRecording);
    const cpuBefore = watch.map((w) => cpuSeconds(w.pid));
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const recorded = await page.evaluate(stopRecording);
    if (trace) {
      // Chrome DevTools (Performance > Load profile) or Perfetto open it. Tracing adds its own start
      // (a long task of its own) and overhead: figures of a traced run are not the bench's.
      writeFileSync(trace, await page.tracing.stop());
      log(`  trace of the measured seconds: ${trace}`);
    }
    const wall = (performance.now() - t0) / 1000;
    if (profile) {
      // The page's CPU profile of the measured seconds, for Chrome DevTools (Performance > Load profile).
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(cpuProfile));
      log(`  CPU profile of the measured seconds: ${profile}`);
    }
    // The share of one core each of the other processes used meanwhile (the machine has two).
    const cpuShare = Object.fromEntries(
      watch.map((w, i) => {
        const after = cpuSeconds(w.pid);
        return [w.name, after === null || cpuBefore[i] === null ? null : (after - cpuBefore[i]) / wall];
      }),
    );
    if (recorded.arrivals.length === 0) {
      throw new Error(
        `no delta of ${events.join(', ')} reached the page; its first socket frames: ${JSON.stringify(recorded.samples)}`,
      );
    }

    // Opening the bet slip while the storm goes on: a price cell of the first market, clicked.
    const durations = [];
    let belowThreshold = 0;
    for (let i = 0; i < clicks; i += 1) {
      await page.evaluate(() => {
        window.__bench.interactions.length = 0;
      });
      const cell = await page.waitForSelector('button.bl-cell:not(.bl-empty):not([disabled])', { timeout: 10_000 });
      await cell.click();
      const slip = await page.waitForSelector('[data-testid="bet-slip"]', { timeout: 10_000 }).catch(() => null);
      await sleep(1000);
      const entries = await page.evaluate(() => window.__bench.interactions);
      if (!slip) throw new Error('a click on a price cell opened no bet slip');
      const duration = clickDuration(entries);
      // Under the observer's 16 ms threshold: counted as 16 ms (an upper bound).
      durations.push(duration ?? 16);
      if (duration === null) belowThreshold += 1;
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid="bet-slip"]', { hidden: true, timeout: 10_000 }).catch(() => undefined);
      await sleep(500);
    }
    const published = await storm.stop();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // Arrival → frame: the page's own delay. Feed → frame: from the moment the storm made the
    // update (its clock and the page's are the same machine's), through Redis, the API and the
    // socket, to the frame: what a player sees.
    const arrivals = [...recorded.arrivals].sort((a, b) => a.at - b.at);
    const frames = nextChangeFrames(
      arrivals.map((a) => a.at),
      recorded.changes,
    );
    const latencies = [];
    const endToEnd = [];
    arrivals.forEach((a, i) => {
      if (frames[i] === null) return;
      latencies.push(frames[i] - a.at);
      if (a.sent !== null) endToEnd.push(frames[i] - (a.sent - recorded.timeOrigin));
    });
    const { fps, longestFrame } = frameRate(recorded.frames);
    return {
      method: {
        path,
        match: { id: match.id, title: match.title, markets: match.markets },
        viewport: '1280×900',
        cpuSlowdown: cpu,
        rate,
        seconds,
        feed: 'storm feed → Redis stream → API (FEED_SOURCE=redis) → /match socket → page',
      },
      storm: { events, levelsMoved: storming.levels, published },
      cpuShare,
      page: {
        cells: recorded.cells,
        cellsPriced: recorded.cellsPriced,
        cellsInView: recorded.cellsInView,
        cellsChanged: recorded.cellsChanged,
        deltasArrived: recorded.arrivals.length,
        deltasPerSecond: recorded.arrivals.length / seconds,
      },
      fps,
      longestFrame,
      longTasks: {
        count: recorded.longTasks.length,
        max: recorded.longTasks.length ? Math.max(...recorded.longTasks) : null,
      },
      changeToPaint: {
        count: latencies.length,
        p50: median(latencies),
        p99: percentile(latencies, 99),
        max: latencies.length ? Math.max(...latencies) : null,
      },
      feedToPaint: { count: endToEnd.length, p50: median(endToEnd), p99: percentile(endToEnd, 99) },
      inp: {
        durations,
        belowThreshold,
        median: median(durations),
        max: durations.length ? Math.max(...durations) : null,
      },
    };
  } finally {
    await close();
  }
}
