import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. Label in name
 * (WCAG 2.5.3) is still marked experimental in axe-core 4.13, which leaves experimental rules out
 * unless named: it is switched on here, since a price button whose name differs from its visible
 * price is exactly what voice control users trip on.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The impacts that fail a page (bar A1); minor and moderate findings are not counted. */
const FAILING: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** The serious and critical axe-core findings on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Only violations are reported back: the details of every passing element are not gathered,
  // which on a match page of a few hundred price cells is most of axe's time.
  const results = await new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact && FAILING.has(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
    }));
}

/** A readable list: one line per rule, with how many elements, a few targets and the first summary. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => {
      const shown = f.targets.slice(0, 5).join(', ');
      const more = f.targets.length > 5 ? ` and ${f.targets.length - 5} more` : '';
      return `- ${f.rule} (${f.impact}, ${f.targets.length}): ${f.help}\n    at ${shown}${more}\n    ${f.summary}`;
    })
    .join('\n');
}

/** Fails when axe-core finds a serious or critical violation on the page; `where` names the page. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length > 0) {
    throw new Error(
      `accessibility (axe-core) on ${where} at ${page.viewportSize()?.width ?? '?'} px:\n${describeFindings(findings)}`,
    );
  }
}
