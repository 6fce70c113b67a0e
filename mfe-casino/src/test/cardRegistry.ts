/**
 * Stands in for `@backlay/shared/cards`' registry in this package's tests (see setup.ts): the
 * remote's screens and the real book, lobby and helpers run against the hand-made definitions of
 * tables.ts, so the tests do not depend on the families' current rows and prices.
 */
import type {
  CardFamily,
  CardFamilyKey,
  CardSelection,
  CardTableCode,
  CardTableDefinition,
} from '@backlay/shared/cards';
import { JUDGEMENT_FAMILY, TEST_FAMILY, TEST_TABLES } from './tables.js';

const KEYS: CardFamilyKey[] = [
  'teenPatti',
  'dragonTiger',
  'lucky7',
  'andarBahar',
  'cards32',
  'baccarat',
  'poker',
  'cricket',
  'worli',
  'race',
  'judgement',
  'meter',
  'bollywood',
  'war',
  'ballByBall',
  'queen',
];

export const CARD_FAMILIES: Readonly<Record<CardFamilyKey, CardFamily>> = Object.fromEntries(
  KEYS.map((k) => [k, k === 'judgement' ? JUDGEMENT_FAMILY : TEST_FAMILY]),
) as Record<CardFamilyKey, CardFamily>;

export const CARD_TABLES: readonly CardTableDefinition[] = TEST_TABLES;

const BY_CODE = new Map<string, CardTableDefinition>(TEST_TABLES.map((t) => [t.code, t]));

export function isCardTableCode(code: string): code is CardTableCode {
  return BY_CODE.has(code);
}

export function cardTable(code: string): CardTableDefinition | undefined {
  return BY_CODE.get(code);
}

export function familyOf(def: CardTableDefinition): CardFamily {
  return CARD_FAMILIES[def.family];
}

export function cardSelection(def: CardTableDefinition, selectionId: number): CardSelection | null {
  const family = familyOf(def);
  if (family.selection) return family.selection(def, selectionId);
  const row = def.rows.find((r) => r.sid === selectionId);
  return row ? { row, label: row.nat } : null;
}
