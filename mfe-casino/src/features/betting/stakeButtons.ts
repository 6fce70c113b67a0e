/**
 * The slip's quick stakes on casino tables: the player's Casino button values
 * (profile.buttonValues2, a JSON text of label → stake, at most 8 pairs; spec sections 2 and 3).
 */
import type { Profile } from '@backlay/shared/api';

export const MAX_STAKE_BUTTONS = 8;

export interface StakeButton {
  label: string;
  /** Currency units. */
  value: number;
}

function amountOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The buttons from the smallest stake up; unreadable text or pairs are left out rather than failing the slip. */
export function casinoStakeButtons(profile: Profile | null): StakeButton[] {
  const text = profile?.buttonValues2?.value;
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  const out: StakeButton[] = [];
  for (const [label, raw] of Object.entries(parsed)) {
    const value = amountOf(raw);
    if (label.trim() !== '' && value !== null) out.push({ label, value });
  }
  return out.sort((a, b) => a.value - b.value).slice(0, MAX_STAKE_BUTTONS);
}
