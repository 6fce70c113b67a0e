// Pure helpers of the web benchmark: medians and percentiles, the P3 figures of one Lighthouse
// report, the bars, and the Markdown tables the benchmark prints and writes.

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** The p-th percentile (0–100) by the nearest-rank method; null for no values. */
export function percentile(values, p) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const rank = Math.ceil((p / 100) * xs.length);
  return xs[Math.min(xs.length, Math.max(1, rank)) - 1];
}

/** What P3 reports of one Lighthouse run, and how each is read from its result (`lhr`). */
export const P3_METRICS = [
  { key: 'score', label: 'score', unit: 'score' },
  { key: 'fcp', label: 'FCP', unit: 's', audit: 'first-contentful-paint' },
  { key: 'lcp', label: 'LCP', unit: 's', audit: 'largest-contentful-paint' },
  { key: 'tbt', label: 'TBT', unit: 'ms', audit: 'total-blocking-time' },
  { key: 'cls', label: 'CLS', unit: 'cls', audit: 'cumulative-layout-shift' },
  { key: 'si', label: 'SI', unit: 's', audit: 'speed-index' },
  { key: 'jsBytes', label: 'JS', unit: 'KB' },
  { key: 'mainThread', label: 'main thread', unit: 's', audit: 'mainthread-work-breakdown' },
  { key: 'bootup', label: 'bootup', unit: 's', audit: 'bootup-time' },
];

/** The P3 bars (quality-bars.md): score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05. */
export const P3_BARS = [
  { key: 'score', text: 'score ≥ 95', met: (v) => v >= 95 },
  { key: 'lcp', text: 'LCP ≤ 2.0 s', met: (v) => v <= 2000 },
  { key: 'tbt', text: 'TBT ≤ 150 ms', met: (v) => v <= 150 },
  { key: 'cls', text: 'CLS ≤ 0.05', met: (v) => v <= 0.05 },
];

/**
 * The spec's own client on /login (quality-bars.md, P3), in the units of figuresOf: milliseconds,
 * bytes; null where the spec gives no figure.
 */
export const SPEC_LOGIN = {
  score: 75.5,
  fcp: null,
  lcp: 4330,
  tbt: 104,
  cls: null,
  si: null,
  jsBytes: 420_000,
  mainThread: 1900,
  bootup: 700,
};

/**
 * The P3 figures of one Lighthouse result: the performance score (0–100), the metrics' numeric
 * values (milliseconds; CLS unitless) and the script bytes transferred (resource-summary).
 */
export function figuresOf(lhr) {
  const out = {};
  for (const m of P3_METRICS) {
    if (m.audit) {
      const value = lhr.audits[m.audit]?.numericValue;
      out[m.key] = typeof value === 'number' ? value : null;
    }
  }
  const score = lhr.categories?.performance?.score;
  out.score = typeof score === 'number' ? Math.round(score * 1000) / 10 : null;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script');
  out.jsBytes = script ? script.transferSize : null;
  out.lcpElement = lcpElementOf(lhr);
  return out;
}

/** The element Lighthouse took as the largest contentful paint: its selector and a piece of its text. */
export function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.find((item) => item?.node)?.node;
    if (node) return `${node.selector ?? '?'} "${String(node.nodeLabel ?? '').slice(0, 40)}"`;
  }
  return null;
}

/** The median of each figure over runs (each run an object from figuresOf). */
export function medianFigures(runs) {
  const out = {};
  for (const m of P3_METRICS) out[m.key] = median(runs.map((r) => r[m.key]));
  return out;
}

/** A figure as the tables show it. */
export function formatFigure(key, value) {
  if (value === null || value === undefined) return '–';
  const unit = P3_METRICS.find((m) => m.key === key)?.unit;
  switch (unit) {
    case 'score':
      return String(Math.round(value * 10) / 10);
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'KB':
      return `${(value / 1000).toFixed(1)} KB`;
    default:
      return String(value);
  }
}

/** "met", or "not met: LCP, TBT" (the bars a page's medians miss); "–" when a figure is missing. */
export function barsVerdict(figures) {
  const missed = [];
  for (const bar of P3_BARS) {
    const value = figures[bar.key];
    if (value === null || value === undefined) return '–';
    if (!bar.met(value)) missed.push(bar.text);
  }
  return missed.length === 0 ? 'met' : `not met: ${missed.join(', ')}`;
}

/** A Markdown table: a header row, the alignment row and the rows, columns padded to their width. */
export function markdownTable(header, rows, align = []) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...all.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    `| ${cells
      .map((c, i) => (align[i] === 'right' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * The P3 table: one row per page (medians of its runs) with the bars' verdict, and the spec
 * client's /login figures in the row under /login.
 */
export function p3Table(pages) {
  const header = ['page', ...P3_METRICS.map((m) => m.label), 'bars'];
  const rows = [];
  for (const page of pages) {
    rows.push([
      page.label,
      ...P3_METRICS.map((m) => formatFigure(m.key, page.median[m.key])),
      barsVerdict(page.median),
    ]);
    if (page.name === 'login') {
      rows.push(['spec client /login', ...P3_METRICS.map((m) => formatFigure(m.key, SPEC_LOGIN[m.key])), '']);
    }
  }
  return markdownTable(
    header,
    rows,
    header.map((_, i) => (i === 0 || i === header.length - 1 ? 'left' : 'right')),
  );
}

/** The P4 bars (quality-bars.md): no long task > 50 ms, ≥ 55 fps, price change to paint p99 ≤ 100 ms. */
export function p4Rows(p4) {
  const yesNo = (ok) => (ok ? 'met' : 'not met');
  const ms = (v) => (v === null ? '–' : `${Math.round(v)} ms`);
  return [
    ['frames per second', p4.fps === null ? '–' : p4.fps.toFixed(1), '≥ 55', yesNo(p4.fps !== null && p4.fps >= 55)],
    [
      'long tasks > 50 ms',
      `${p4.longTasks.count} (longest ${ms(p4.longTasks.max)})`,
      'none',
      yesNo(p4.longTasks.count === 0),
    ],
    [
      'price change → next frame, p99 (delta arrived in the page → frame)',
      `${ms(p4.changeToPaint.p99)} (p50 ${ms(p4.changeToPaint.p50)}, ${p4.changeToPaint.count} updates)`,
      '≤ 100 ms',
      yesNo(p4.changeToPaint.p99 !== null && p4.changeToPaint.p99 <= 100),
    ],
    [
      'feed → next frame, p99 (the storm made the update → frame)',
      `${ms(p4.feedToPaint.p99)} (p50 ${ms(p4.feedToPaint.p50)})`,
      '–',
      '',
    ],
    [
      'open the bet slip (INP of a price click)',
      `${ms(p4.inp.max)} worst of ${p4.inp.durations.length} (median ${ms(p4.inp.median)})`,
      '–',
      '',
    ],
  ];
}

// P4: what the page recorded, reduced.

/**
 * For each time in `times` (ascending): the frame of the first change at or after it, or null when
 * none came after it. `changes` are `{ at, frame }`: when the price text changed, and the next
 * animation frame after that.
 */
export function nextChangeFrames(times, changes) {
  const sorted = [...changes].sort((a, b) => a.at - b.at);
  let j = 0;
  return times.map((t) => {
    while (j < sorted.length && sorted[j].at < t) j += 1;
    return j < sorted.length ? sorted[j].frame : null;
  });
}

/** Frames per second over the recorded frames, and the longest gap between two. */
export function frameRate(frames) {
  if (frames.length < 2) return { fps: null, longestFrame: null };
  const span = frames[frames.length - 1] - frames[0];
  let longest = 0;
  for (let i = 1; i < frames.length; i += 1) longest = Math.max(longest, frames[i] - frames[i - 1]);
  return { fps: ((frames.length - 1) * 1000) / span, longestFrame: longest };
}

/**
 * The duration of the click's interaction (its longest event entry), from the entries of the
 * interactions that include a pointer or click event; null when none reached the 16 ms threshold.
 */
export function clickDuration(events) {
  const pointer = new Set(events.filter((e) => /^(pointer|mouse)|^click$/.test(e.name)).map((e) => e.id));
  const durations = events.filter((e) => pointer.has(e.id)).map((e) => e.duration);
  return durations.length ? Math.max(...durations) : null;
}

export function p4Table(p4) {
  return markdownTable(['measure', 'measured', 'bar', ''], p4Rows(p4));
}
