/**
 * What a player sets up once for every bet slip, read the same way by the sports and the casino
 * slips: quick-stake buttons from their button values (spec sections 2 and 3), and whether to take
 * a better price than asked. No UI here, so the remotes share it through this singleton while each
 * keeps its own Chakra.
 */

/** At most this many quick stakes per slip. */
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

/**
 * The buttons of a button-values text (JSON of label → stake), smallest stake first. The text is
 * the player's own: unreadable text or pairs are left out rather than failing the slip.
 */
export function stakeButtonsOf(text: string | null | undefined): StakeButton[] {
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

/** One choice for every slip in this browser, sports and casino alike. */
export const ACCEPT_BETTER_ODDS_KEY = 'backlay.acceptBetterOdds';

/** Whether to take a better price than asked: on unless the player turned it off. */
export function readAcceptBetterOdds(): boolean {
  try {
    return globalThis.localStorage?.getItem(ACCEPT_BETTER_ODDS_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeAcceptBetterOdds(value: boolean): void {
  try {
    globalThis.localStorage?.setItem(ACCEPT_BETTER_ODDS_KEY, String(value));
  } catch {
    // Storage may be off (private windows): the choice then lasts for this slip only.
  }
}
