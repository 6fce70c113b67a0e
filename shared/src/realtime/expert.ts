/**
 * The expert socket (namespace EXPERT_NAMESPACE, behind the session-token check): what the
 * operator shows every player — the marquee, the banners and the blinking tabs — pushed as it
 * changes, so open screens follow without a reload. On connecting the socket gets a snapshot of
 * all of it; afterwards each change comes alone. A reconnect gets a new snapshot. Server-safe.
 */
import type { BlinkingTabRow } from '../sports/api.js';

export const EXPERT_NAMESPACE = '/expert';

/** The texts the operator sets: `marquee` and `banner1`…`banner9`. */
export const EXPERT_TEXT_TYPES = [
  'marquee',
  'banner1',
  'banner2',
  'banner3',
  'banner4',
  'banner5',
  'banner6',
  'banner7',
  'banner8',
  'banner9',
] as const;

export type ExpertTextType = (typeof EXPERT_TEXT_TYPES)[number];

export function isExpertTextType(value: string): value is ExpertTextType {
  return (EXPERT_TEXT_TYPES as readonly string[]).includes(value);
}

/** One operator text; an empty value means it is not shown. */
export interface ExpertText {
  type: ExpertTextType;
  value: string;
}

export type ExpertMessage =
  | { type: 'snapshot'; texts: ExpertText[]; blinkingTabs: BlinkingTabRow[] }
  | { type: 'text'; text: ExpertText }
  | { type: 'blinkingTabs'; blinkingTabs: BlinkingTabRow[] };

export interface ExpertServerEvents {
  expertData: (message: ExpertMessage) => void;
}

/** The client sends nothing on this socket. */
export type ExpertClientEvents = Record<never, never>;

/** What the expert socket has said, as the bus keeps it. */
export interface ExpertState {
  /** Every text the operator set, by type (unset ones are absent). */
  texts: Partial<Record<ExpertTextType, string>>;
  blinkingTabs: BlinkingTabRow[];
  /** When the bus applied the last message (client clock, ms since the epoch). */
  updatedAt: number;
}

/**
 * The state after a message: a snapshot replaces everything; a text or the tabs change only
 * themselves, and wait for the first snapshot (null before it).
 */
export function applyExpertMessage(last: ExpertState | null, message: ExpertMessage, now: number): ExpertState | null {
  switch (message.type) {
    case 'snapshot': {
      const texts: ExpertState['texts'] = {};
      for (const t of message.texts) if (isExpertTextType(t.type)) texts[t.type] = t.value;
      return { texts, blinkingTabs: message.blinkingTabs, updatedAt: now };
    }
    case 'text':
      if (!last || !isExpertTextType(message.text.type)) return last;
      return { ...last, texts: { ...last.texts, [message.text.type]: message.text.value }, updatedAt: now };
    case 'blinkingTabs':
      return last && { ...last, blinkingTabs: message.blinkingTabs, updatedAt: now };
    default:
      return last;
  }
}

/** The banners to show, in number order: those set to something other than blank. */
export function bannersOf(texts: ExpertState['texts']): { type: ExpertTextType; text: string }[] {
  return EXPERT_TEXT_TYPES.filter((t) => t !== 'marquee')
    .map((type) => ({ type, text: (texts[type] ?? '').trim() }))
    .filter((b) => b.text.length > 0);
}
