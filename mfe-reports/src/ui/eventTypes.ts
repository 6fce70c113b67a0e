/**
 * What a bet's `eventType` reads as: a sport's name from the shared sports list, "Casino" for the
 * live card tables (`card`) and "Live Casino" for provider casino rounds (`casino`).
 */
import type { BetEventType } from '@backlay/shared/api';
import { SPORTS } from '@backlay/shared/sports';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const ALL = 'all';

/** Every value a report's sport filter offers, "All" first. */
export const EVENT_TYPE_OPTIONS: readonly Option<BetEventType | typeof ALL>[] = [
  { value: ALL, label: 'All' },
  ...SPORTS.map((sport) => ({ value: sport.key, label: sport.name })),
  { value: 'card', label: 'Casino' },
  { value: 'casino', label: 'Live Casino' },
];

const LABELS = new Map<string, string>(EVENT_TYPE_OPTIONS.map((o) => [o.value, o.label]));

export function eventTypeLabel(eventType: string): string {
  return eventType === ALL ? 'All' : (LABELS.get(eventType) ?? eventType);
}

export function isEventTypeOption(value: string): value is BetEventType | typeof ALL {
  return LABELS.has(value);
}
