/** What one phase of the bet placement bench measured, and how the bench reports it. */

/** A phase as its runner reports it (the baseline in process, the load process as JSON). */
export interface PhaseResult {
  /** The measured window, after the warm-up. */
  seconds: number;
  /** Bets made (baseline commits, HTTP 201s) that completed inside the window. */
  completed: number;
  /** Per request started in the window, in ms (open loop: from the moment it was due). */
  latencies: number[];
  /** Per request started in the window: HTTP status, or committed / refused / error. */
  outcomes: Record<string, number>;
  /** The first few error messages. */
  errors: string[];
  /** Bets made in each second from the start, the warm-up included. */
  timeline?: number[];
  /** Open loop only: the schedule asked for, what was sent, the most requests in flight at once. */
  rate?: number;
  sent?: number;
  maxInFlight?: number;
}

/** A phase as the bench reports it: the runner's counts and schedule, with rates and percentiles. */
export interface PhaseSummary extends Pick<
  PhaseResult,
  'outcomes' | 'errors' | 'timeline' | 'rate' | 'sent' | 'maxInFlight'
> {
  perSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function countOf(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Nearest-rank percentile of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarise(phase: PhaseResult): PhaseSummary {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  return {
    perSecond: phase.seconds > 0 ? Math.round(phase.completed / phase.seconds) : 0,
    requests: sorted.length,
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? 0),
    outcomes: phase.outcomes,
    errors: phase.errors,
    ...(phase.timeline ? { timeline: phase.timeline } : {}),
    ...(phase.rate === undefined ? {} : { rate: phase.rate, sent: phase.sent, maxInFlight: phase.maxInFlight }),
  };
}

/** Requests answered other than 201 (connection errors included), and of them 5xx or no answer. */
export function refusals(outcomes: Record<string, number>): { non201: number; failures: number } {
  let non201 = 0;
  let failures = 0;
  for (const [status, n] of Object.entries(outcomes)) {
    if (status === '201') continue;
    non201 += n;
    if (status === 'error' || status.startsWith('5')) failures += n;
  }
  return { non201, failures };
}

export interface CaseResult {
  wallets: number;
  baseline: PhaseSummary;
  placement: PhaseSummary;
  halfLoad: PhaseSummary | null;
  /** Placement bets/s as a percentage of baseline transactions/s. */
  ratioPercent: number;
  /** Violated ledger checks after each phase. */
  violations: Record<string, { check: string; rows: unknown[] }[]>;
  cards?: PhaseSummary;
}

const thousands = (n: number) => n.toLocaleString('en-US');

function statusList(outcomes: Record<string, number>): string {
  const parts = Object.entries(outcomes)
    .filter(([status]) => status !== '201')
    .map(([status, n]) => `${thousands(n)}×${status}`);
  return parts.length === 0 ? '0' : parts.join(', ');
}

/** The P6 table of one database, as markdown. */
export function markdownTable(cases: readonly CaseResult[]): string {
  const header = [
    'wallets',
    'baseline tx/s',
    'placement bets/s',
    'ratio',
    'p50 / p99 at max',
    'p99 at half max',
    'non-201',
    'invariant violations',
  ];
  const rows = cases.map((c) => {
    const half = c.halfLoad;
    const nonCreated = [c.placement, ...(half ? [half] : [])].reduce((sum, p) => sum + refusals(p.outcomes).non201, 0);
    const violated = Object.values(c.violations).reduce((sum, v) => sum + v.length, 0);
    return [
      thousands(c.wallets),
      thousands(c.baseline.perSecond),
      thousands(c.placement.perSecond),
      `${c.ratioPercent.toFixed(1)} %`,
      `${c.placement.p50Ms} / ${c.placement.p99Ms} ms`,
      half ? `${half.p99Ms} ms (p50 ${half.p50Ms} ms at ${thousands(half.rate ?? 0)}/s)` : '—',
      nonCreated === 0
        ? '0'
        : `${thousands(nonCreated)} (${[statusList(c.placement.outcomes), half ? statusList(half.outcomes) : '']
            .filter((s) => s !== '0' && s !== '')
            .join('; ')})`,
      String(violated),
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The card-table phase (BENCH_CARDS=1), as markdown; empty when no case ran it. */
export function cardsTable(cases: readonly CaseResult[]): string {
  const rows = cases.flatMap((c) =>
    c.cards
      ? [
          [
            thousands(c.wallets),
            thousands(c.cards.perSecond),
            `${c.cards.p50Ms} / ${c.cards.p99Ms} ms`,
            refusals(c.cards.outcomes).non201 === 0 ? '0' : statusList(c.cards.outcomes),
            String(c.violations.cards?.length ?? 0),
          ],
        ]
      : [],
  );
  if (rows.length === 0) return '';
  const header = ['wallets', 'card bets/s', 'p50 / p99', 'non-201', 'invariant violations'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
