/** GET /rules: one entry per sport tab (api/src/content/rules.ts). */

import type { RuleCategory, RuleColor, RuleLine, RulesEntry } from '@backlay/shared/rules';

export type { RuleCategory, RuleColor, RuleLine, RulesEntry };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toLine(value: unknown): RuleLine | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  const color: RuleColor = value.color === 'red' || value.color === 'black' ? value.color : null;
  return { text: value.text, color };
}

function toCategory(value: unknown): RuleCategory | null {
  if (!isRecord(value) || typeof value.category !== 'string' || !Array.isArray(value.description)) return null;
  const description = value.description.map(toLine).filter((line): line is RuleLine => line !== null);
  return { category: value.category, description };
}

/** Keeps the well-formed part of the answer: entries need a sport name and a list of categories. */
export function toRulesEntries(data: unknown): RulesEntry[] {
  if (!Array.isArray(data)) return [];
  const entries: RulesEntry[] = [];
  for (const item of data) {
    if (!isRecord(item) || typeof item.sportName !== 'string' || !Array.isArray(item.rules)) continue;
    const rules = item.rules.map(toCategory).filter((c): c is RuleCategory => c !== null);
    entries.push({ sportName: item.sportName, rules });
  }
  return entries;
}
