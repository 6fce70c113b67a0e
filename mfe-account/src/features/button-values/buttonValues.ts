/**
 * Quick-stake buttons: the rows the form edits and the checks the API makes
 * (api/src/user/buttons.ts): up to 8 pairs, labels 1–20 characters and unique, values whole
 * numbers from 1 to 10,000,000.
 */
import type { ButtonType } from '@backlay/shared/api';

export const BUTTON_ROWS = 8;
export const MAX_LABEL_LENGTH = 20;
export const MIN_STAKE = 1;
export const MAX_STAKE = 10_000_000;

export const BUTTON_TABS: ReadonlyArray<{ type: ButtonType; title: string }> = [
  { type: 'Match', title: 'Game Buttons' },
  { type: 'Casino', title: 'Casino Buttons' },
];

export interface ButtonRow {
  label: string;
  value: string;
}

export type RowField = keyof ButtonRow;

export interface RowErrors {
  label?: string;
  value?: string;
}

export interface ButtonValidation {
  /** One entry per row; rows that will be dropped never carry errors. */
  rows: RowErrors[];
  /** Set when no complete pair is left to send. */
  form?: string;
  /** Label → stake of the complete rows, in row order; only meaningful when valid. */
  pairs: Record<string, number>;
  valid: boolean;
}

export const emptyRow = (): ButtonRow => ({ label: '', value: '' });

export function emptyRows(): ButtonRow[] {
  return Array.from({ length: BUTTON_ROWS }, emptyRow);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored JSON text of label → number, as 8 rows (padded with empty ones). Bad text gives empty rows. */
export function rowsFromValue(text: string | null | undefined): ButtonRow[] {
  let parsed: unknown = null;
  if (typeof text === 'string' && text.trim() !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
  }
  const rows: ButtonRow[] = [];
  if (isRecord(parsed)) {
    for (const [label, value] of Object.entries(parsed)) {
      if (rows.length === BUTTON_ROWS) break;
      rows.push({ label, value: typeof value === 'number' || typeof value === 'string' ? String(value) : '' });
    }
  }
  while (rows.length < BUTTON_ROWS) rows.push(emptyRow());
  return rows;
}

/** A row is sent only when both its label and its value are filled in. */
export function isComplete(row: ButtonRow): boolean {
  return row.label.trim() !== '' && row.value.trim() !== '';
}

/** Tabs, line breaks and the other C0 control characters (U+0000–U+001F). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function labelProblem(label: string): string | undefined {
  if (label.length > MAX_LABEL_LENGTH) return `Label must be at most ${MAX_LABEL_LENGTH} characters.`;
  if (/[<>]/.test(label) || hasControlCharacter(label)) return 'Label cannot contain < or >.';
  return undefined;
}

function stakeOf(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= MIN_STAKE && n <= MAX_STAKE ? n : undefined;
}

export const VALUE_PROBLEM = 'Enter a whole number from 1 to 10,000,000.';
export const DUPLICATE_LABEL = 'This label is already used.';
export const NO_PAIRS = 'Enter at least one price label with its value.';

/** Drops incomplete rows and checks the rest the way the API will. */
export function validateRows(rows: readonly ButtonRow[]): ButtonValidation {
  const errors: RowErrors[] = rows.map(() => ({}));
  const pairs: Record<string, number> = Object.create(null) as Record<string, number>;
  const seen = new Set<string>();
  let complete = 0;

  rows.forEach((row, index) => {
    if (!isComplete(row)) return;
    complete += 1;
    const rowErrors = errors[index] ?? {};
    const label = row.label.trim();
    const problem = labelProblem(label);
    if (problem) rowErrors.label = problem;
    else if (seen.has(label)) rowErrors.label = DUPLICATE_LABEL;
    seen.add(label);
    const stake = stakeOf(row.value);
    if (stake === undefined) rowErrors.value = VALUE_PROBLEM;
    if (!rowErrors.label && stake !== undefined) pairs[label] = stake;
  });

  const form = complete === 0 ? NO_PAIRS : undefined;
  const valid = form === undefined && errors.every((e) => !e.label && !e.value);
  return { rows: errors, pairs: { ...pairs }, valid, ...(form ? { form } : {}) };
}
