/**
 * Every live table and its family. The API's round engine, the bet placement and settlement, and
 * the casino remote all look tables up here.
 */
import { andarBaharFamily, andarBaharTables } from './families/andarBahar.js';
import { ballByBallFamily, ballByBallTables } from './families/ballByBall.js';
import { baccaratFamily, baccaratTables } from './families/baccarat.js';
import { bollywoodFamily, bollywoodTables } from './families/bollywood.js';
import { cards32Family, cards32Tables } from './families/cards32.js';
import { cricketFamily, cricketTables } from './families/cricket.js';
import { dragonTigerFamily, dragonTigerTables } from './families/dragonTiger.js';
import { judgementFamily, judgementTables } from './families/judgement.js';
import { lucky7Family, lucky7Tables } from './families/lucky7.js';
import { meterFamily, meterTables } from './families/meter.js';
import { pokerFamily, pokerTables } from './families/poker.js';
import { queenFamily, queenTables } from './families/queen.js';
import { raceFamily, raceTables } from './families/race.js';
import { teenPattiFamily, teenPattiTables } from './families/teenPatti.js';
import { warFamily, warTables } from './families/war.js';
import { worliFamily, worliTables } from './families/worli.js';
import {
  CARD_TABLE_CODES,
  type CardFamily,
  type CardFamilyKey,
  type CardSelection,
  type CardTableCode,
  type CardTableDefinition,
} from './types.js';

export const CARD_FAMILIES: Readonly<Record<CardFamilyKey, CardFamily>> = {
  teenPatti: teenPattiFamily,
  dragonTiger: dragonTigerFamily,
  lucky7: lucky7Family,
  andarBahar: andarBaharFamily,
  cards32: cards32Family,
  baccarat: baccaratFamily,
  poker: pokerFamily,
  cricket: cricketFamily,
  worli: worliFamily,
  race: raceFamily,
  judgement: judgementFamily,
  meter: meterFamily,
  bollywood: bollywoodFamily,
  war: warFamily,
  ballByBall: ballByBallFamily,
  queen: queenFamily,
};

const ALL: readonly CardTableDefinition[] = [
  ...teenPattiTables,
  ...dragonTigerTables,
  ...lucky7Tables,
  ...andarBaharTables,
  ...cards32Tables,
  ...baccaratTables,
  ...pokerTables,
  ...cricketTables,
  ...worliTables,
  ...raceTables,
  ...judgementTables,
  ...meterTables,
  ...bollywoodTables,
  ...warTables,
  ...ballByBallTables,
  ...queenTables,
];

const BY_CODE = new Map<string, CardTableDefinition>(ALL.map((t) => [t.code, t]));

/** Every table, in the spec's order of codes. */
export const CARD_TABLES: readonly CardTableDefinition[] = CARD_TABLE_CODES.map((code) => {
  const def = BY_CODE.get(code);
  if (!def) throw new Error(`card table ${code} has no definition`);
  return def;
});

export function isCardTableCode(code: string): code is CardTableCode {
  return BY_CODE.has(code);
}

export function cardTable(code: string): CardTableDefinition | undefined {
  return BY_CODE.get(code);
}

export function familyOf(def: CardTableDefinition): CardFamily {
  return CARD_FAMILIES[def.family];
}

/** A bet's selection on a table: the family's own lookup, else the row with that sid. */
export function cardSelection(def: CardTableDefinition, selectionId: number): CardSelection | null {
  const family = familyOf(def);
  if (family.selection) return family.selection(def, selectionId);
  const row = def.rows.find((r) => r.sid === selectionId);
  return row ? { row, label: row.nat } : null;
}
