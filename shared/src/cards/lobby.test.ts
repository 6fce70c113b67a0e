import { CARD_TABLE_CODES } from './types.js';
import { CARD_TABLES } from './registry.js';
import { CASINO_LOBBY, cardTableName } from './lobby.js';

describe('the casino lobby', () => {
  it('lists every table once, as its definition names it, ordered by game id', () => {
    expect(CASINO_LOBBY.map((e) => e.code).sort()).toEqual([...CARD_TABLE_CODES].sort());
    for (const def of CARD_TABLES) {
      const e = CASINO_LOBBY.find((x) => x.code === def.code)!;
      expect({ id: e.game_id, name: e.name, gtype: e.gtype, family: e.family, url: e.url }).toEqual({
        id: def.lobbyId,
        name: def.name,
        gtype: def.gtype,
        family: def.family,
        url: `/${def.code}`,
      });
    }
    const ids = CASINO_LOBBY.map((e) => e.game_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // 31 games: ids 1 to 32 with 23 missing.
    expect(ids).toEqual(Array.from({ length: 32 }, (_, i) => i + 1).filter((id) => id !== 23));
    expect(CASINO_LOBBY).toHaveLength(31);
  });

  it('names a table from its route code or its feed code', () => {
    expect(cardTableName('32cards-A')).toBe('32 Cards A');
    expect(cardTableName('card32')).toBe('32 Cards A');
    expect(cardTableName('CARD32EU')).toBe('32 Cards B');
    expect(cardTableName('lucky7')).toBe('Lucky 7 - A');
    expect(cardTableName('abj')).toBe('Andar Bahar 2');
    expect(cardTableName('war')).toBe('Casino War');
    expect(cardTableName('ballbyball')).toBe('Ball By Ball');
    expect(cardTableName('queen')).toBe('Casino Queen');
    expect(cardTableName('unknown')).toBe('unknown');
  });
});
