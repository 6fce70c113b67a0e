import { cardTable } from '../cards/registry.js';
import {
  ALL_GROUP,
  CASINO_BANNERS,
  GAME_TYPE_TABS,
  PROVIDER_GAMES,
  groupCatalogue,
  providerGame,
  providerGameByCode,
  searchGames,
} from './catalogue.js';

describe('provider catalogue', () => {
  it('holds about 70 active games with unique ids and codes', () => {
    expect(PROVIDER_GAMES.length).toBe(70);
    expect(new Set(PROVIDER_GAMES.map((g) => g.game_id)).size).toBe(70);
    expect(new Set(PROVIDER_GAMES.map((g) => g.game_code)).size).toBe(70);
    expect(PROVIDER_GAMES.every((g) => g.status === 'ACTIVE')).toBe(true);
    expect(providerGame('151001')?.game_name).toBe('Aviator');
    expect(providerGameByCode('MACX-XRL')?.provider_name).toBe('MAC Excite');
  });

  it('names a real Backlay table for every card game and none for the other engines', () => {
    const cardTypes = new Set([
      'dragontiger',
      'baccarat',
      'teenpatti',
      'andarbahar',
      'lucky7',
      'poker',
      '32cards',
      'lottery',
      'race',
      'bollywood',
    ]);
    for (const g of PROVIDER_GAMES) {
      if (cardTypes.has(g.game_type)) expect(g.table && cardTable(g.table)).toBeTruthy();
      else expect(g.table).toBeNull();
    }
  });

  it('offers many live tables from both providers', () => {
    const names = (p: string) =>
      new Set(PROVIDER_GAMES.filter((g) => g.provider_name === p && g.category === 'Live').map((g) => g.game_name));
    const both = [...names('MAC88')].filter((n) => names('MAC Excite').has(n));
    expect(both.length).toBeGreaterThanOrEqual(8);
  });

  it('groups by provider, then category, with All first at both levels', () => {
    const groups = groupCatalogue(PROVIDER_GAMES);
    expect(groups.map((g) => g.name)).toEqual([ALL_GROUP, 'MAC88', 'MAC Excite']);
    const all = groups[0]!;
    expect(all.categories[0]).toMatchObject({ key: 'all', name: 'All' });
    expect(all.categories[0]!.gameIds).toHaveLength(70);
    // Each category's games are exactly the games of that type; the tabs keep the page's order.
    const order = GAME_TYPE_TABS.map((t) => t.key);
    const keys = all.categories.slice(1).map((c) => c.key);
    expect(keys).toEqual(order.filter((k) => keys.includes(k)));
    for (const c of all.categories.slice(1)) {
      expect(c.gameIds.map((id) => providerGame(id)!.game_type).every((t) => t === c.key)).toBe(true);
    }
    const excite = groups[2]!;
    expect(excite.categories[0]!.gameIds.every((id) => providerGame(id)!.provider_name === 'MAC Excite')).toBe(true);
    const sum = excite.categories.slice(1).reduce((n, c) => n + c.gameIds.length, 0);
    expect(sum).toBe(excite.categories[0]!.gameIds.length);
  });

  it('leaves out providers and categories with no games', () => {
    const only = PROVIDER_GAMES.filter((g) => g.game_type === 'mines' && g.provider_name === 'MAC88');
    const groups = groupCatalogue(only);
    expect(groups.map((g) => g.name)).toEqual(['All', 'MAC88']);
    expect(groups[1]!.categories.map((c) => c.key)).toEqual(['all', 'mines']);
  });

  it('searches names case-insensitively', () => {
    expect(searchGames(PROVIDER_GAMES, '  DRAGON   tiger ').length).toBeGreaterThanOrEqual(5);
    expect(searchGames(PROVIDER_GAMES, 'zzz')).toEqual([]);
    expect(searchGames(PROVIDER_GAMES, '')).toHaveLength(70);
  });

  it('points every banner at a game of its type', () => {
    for (const b of CASINO_BANNERS) expect(providerGame(b.gameId)?.game_type).toBe(b.gameType);
  });
});
