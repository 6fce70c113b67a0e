/**
 * The casino lobby of in-house tables and the short-code → display-name lookup (route codes and
 * the feed's table codes both resolve).
 */
import { CARD_TABLES } from './registry.js';
import type { CardTableCode } from './types.js';

/** A lobby entry in the spec's shape (game_id, url, imgSrc, name) plus the table code. */
export interface CasinoLobbyEntry {
  game_id: number;
  url: string;
  /** Thumbnail key: the casino remote draws it; there is no external image. */
  imgSrc: string;
  name: string;
  code: CardTableCode;
}

/** The lobby, ordered by game id. */
export const CASINO_LOBBY: readonly CasinoLobbyEntry[] = [...CARD_TABLES]
  .sort((a, b) => a.lobbyId - b.lobbyId)
  .map((t) => ({ game_id: t.lobbyId, url: `/${t.code}`, imgSrc: t.code, name: t.name, code: t.code }));

const NAMES = new Map<string, string>();
for (const t of CARD_TABLES) {
  NAMES.set(t.code.toLowerCase(), t.name);
  NAMES.set(t.gtype.toLowerCase(), t.name);
}

/** The display name of a table from its route or feed code ("card32" → "32 Cards A"); the code itself when unknown. */
export function cardTableName(code: string): string {
  return NAMES.get(code.toLowerCase()) ?? code;
}
