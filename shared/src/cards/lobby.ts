/**
 * The casino lobby of in-house tables and the short-code → display-name lookup (route codes and
 * the feed's table codes both resolve). Plain data, apart from the table definitions, so the
 * lobby and name lookups load without the game engines (`@backlay/shared/cards/lobby`); a test
 * keeps it equal to the registry.
 */
import type { CardFamilyKey, CardTableCode } from './types.js';

/** A lobby entry in the spec's shape (game_id, url, imgSrc, name) plus the table's codes and family. */
export interface CasinoLobbyEntry {
  game_id: number;
  url: string;
  /** Thumbnail key: the casino remote draws it; there is no external image. */
  imgSrc: string;
  name: string;
  code: CardTableCode;
  gtype: string;
  family: CardFamilyKey;
}

const entry = (
  game_id: number,
  code: CardTableCode,
  gtype: string,
  name: string,
  family: CardFamilyKey,
): CasinoLobbyEntry => ({
  game_id,
  url: `/${code}`,
  imgSrc: code,
  name,
  code,
  gtype,
  family,
});

/** The lobby, ordered by game id. */
export const CASINO_LOBBY: readonly CasinoLobbyEntry[] = [
  entry(1, 'ballbyball', 'ballbyball', 'Ball By Ball', 'ballByBall'),
  entry(2, 'superover', 'superover', 'Super Over', 'cricket'),
  entry(3, 'race20', 'race20', 'Race 20-20', 'race'),
  entry(4, 'queen', 'queen', 'Casino Queen', 'queen'),
  entry(5, 'cricketv3', 'cricketv3', '5Five Cricket', 'cricket'),
  entry(6, 'abj2', 'abj', 'Andar Bahar 2', 'andarBahar'),
  entry(7, 'dt202', 'dt202', '20-20 Dragon Tiger 2', 'dragonTiger'),
  entry(8, 'baccarat2', 'baccarat2', 'Baccarat 2', 'baccarat'),
  entry(9, 'baccarat', 'baccarat', 'Baccarat', 'baccarat'),
  entry(10, 'lucky7eu', 'lucky7eu', 'Lucky 7 - B', 'lucky7'),
  entry(11, 'cmatch20', 'cmatch20', '20-20 Cricket Match', 'cricket'),
  entry(12, 'cmeter', 'cmeter', 'Casino Meter', 'meter'),
  entry(13, 'war', 'war', 'Casino War', 'war'),
  entry(14, 'dtl20', 'dtl20', '20-20 DTL', 'dragonTiger'),
  entry(15, 'teen9', 'teen9', 'Test Teenpatti', 'teenPatti'),
  entry(16, 'teen8', 'teen8', 'Open Teenpatti', 'teenPatti'),
  entry(17, 'teen', 'teen', '1 Day Teenpatti', 'teenPatti'),
  entry(18, 'teen20', 'teen20', '20-20 Teenpatti', 'teenPatti'),
  entry(19, 'poker6', 'poker6', '6 Player Poker', 'poker'),
  entry(20, 'poker', 'poker', '1 Day Poker', 'poker'),
  entry(21, 'poker20', 'poker20', '20-20 Poker', 'poker'),
  entry(22, 'ab20', 'ab20', 'Andar Bahar', 'andarBahar'),
  entry(24, 'worli2', 'worli2', 'Instant Worli', 'worli'),
  entry(25, '3cardj', '3cardj', '3 Cards Judgement', 'judgement'),
  entry(26, '32cards-A', 'card32', '32 Cards A', 'cards32'),
  entry(27, '32cards-B', 'card32eu', '32 Cards B', 'cards32'),
  entry(28, 'aaa', 'aaa', 'Amar Akbar Anthony', 'bollywood'),
  entry(29, 'btable', 'btable', 'Bollywood Casino', 'bollywood'),
  entry(30, 'dt20', 'dt20', '20-20 Dragon Tiger', 'dragonTiger'),
  entry(31, 'dt6', 'dt6', '1 Day Dragon Tiger', 'dragonTiger'),
  entry(32, 'lucky7-A', 'lucky7', 'Lucky 7 - A', 'lucky7'),
];

const NAMES = new Map<string, string>();
for (const t of CASINO_LOBBY) {
  NAMES.set(t.code.toLowerCase(), t.name);
  NAMES.set(t.gtype.toLowerCase(), t.name);
}

/** The display name of a table from its route or feed code ("card32" → "32 Cards A"); the code itself when unknown. */
export function cardTableName(code: string): string {
  return NAMES.get(code.toLowerCase()) ?? code;
}
