import { and, eq } from 'drizzle-orm';
import type { ButtonType, ButtonValues } from '@backlay/shared/api';
import type { Db } from '../db/client.js';
import { buttonValues } from '../db/schema.js';
import { badRequest } from '../errors.js';

export const BUTTON_ROWS = 8;
export const MAX_LABEL_LENGTH = 20;
export const MAX_STAKE = 10_000_000;

export const DEFAULT_BUTTONS: Record<ButtonType, Record<string, number>> = {
  Match: { '100': 100, '500': 500, '1k': 1000, '5k': 5000, '10k': 10000, '25k': 25000, '50k': 50000, '1L': 100000 },
  Casino: { '25': 25, '50': 50, '100': 100, '200': 200, '500': 500, '1k': 1000, '2k': 2000, '5k': 5000 },
};

/** Tabs, line breaks and the other C0 control characters (U+0000–U+001F). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/**
 * Validates label → stake pairs: 1 to 8 pairs, labels 1–20 visible characters and unique,
 * stakes whole numbers from 1 to 10,000,000. Returns the normalised pairs in the given order.
 */
export function parseButtonValues(input: unknown): Record<string, number> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('Button values must be a JSON object of label and value pairs.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Button values must be an object of label and value pairs.');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) throw badRequest('Enter at least one button.');
  if (entries.length > BUTTON_ROWS) throw badRequest(`At most ${BUTTON_ROWS} buttons are allowed.`);
  // No prototype: labels such as "constructor" or "__proto__" are plain keys, not inherited ones.
  const out = Object.create(null) as Record<string, number>;
  for (const [rawLabel, rawValue] of entries) {
    const label = rawLabel.trim();
    if (label.length === 0) throw badRequest('Every button needs a label.');
    if (label.length > MAX_LABEL_LENGTH) throw badRequest(`Button labels are at most ${MAX_LABEL_LENGTH} characters.`);
    if (/[<>]/.test(label) || hasControlCharacter(label))
      throw badRequest(`Button label "${label}" contains characters that are not allowed.`);
    if (Object.hasOwn(out, label)) throw badRequest(`Button label "${label}" is used twice.`);
    const n = typeof rawValue === 'string' && rawValue.trim() !== '' ? Number(rawValue) : rawValue;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_STAKE) {
      throw badRequest(`Button "${label}" needs a whole-number value from 1 to ${MAX_STAKE}.`);
    }
    out[label] = n;
  }
  return out;
}

export async function getButtons(db: Db, userId: string, type: ButtonType): Promise<ButtonValues> {
  const [row] = await db
    .select()
    .from(buttonValues)
    .where(and(eq(buttonValues.userId, userId), eq(buttonValues.type, type)));
  if (row) return { id: row.id, type, value: row.value };
  // Every account gets defaults on first read; the insert is idempotent under races.
  const [created] = await db
    .insert(buttonValues)
    .values({ userId, type, value: JSON.stringify(DEFAULT_BUTTONS[type]) })
    .onConflictDoNothing()
    .returning();
  if (created) return { id: created.id, type, value: created.value };
  return getButtons(db, userId, type);
}
