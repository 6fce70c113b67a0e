import { casinoListOf, gameByCode } from '../../test/casino.js';
import {
  catalogueView,
  DEFAULT_QUERY,
  readQuery,
  withCategory,
  withProvider,
  withSearch,
  writeQuery,
} from './catalogueView.js';

const list = casinoListOf();
const view = (query: Partial<typeof DEFAULT_QUERY>) => catalogueView(list, { ...DEFAULT_QUERY, ...query });
const codes = (v: ReturnType<typeof view>) => v.games.map((g) => g.game_code);

describe('catalogueView', () => {
  it('starts on every provider and every category, with the game counts on the tabs', () => {
    const v = view({});
    expect(v.providers).toEqual([
      { key: 'All', label: 'All', count: 70 },
      { key: 'MAC88', label: 'MAC88', count: 46 },
      { key: 'MAC Excite', label: 'MAC Excite', count: 24 },
    ]);
    expect(v.provider).toBe('All');
    expect(v.category).toBe('all');
    expect(v.categories[0]).toEqual({ key: 'all', label: 'All', count: 70 });
    expect(v.categories.find((c) => c.key === 'aviator')).toEqual({ key: 'aviator', label: 'Aviator', count: 3 });
    expect(v.games).toHaveLength(70);
    expect(v.total).toBe(70);
  });

  it("shows a provider's categories and the chosen one's games in catalogue order", () => {
    const v = view({ provider: 'MAC88', category: 'mines' });
    expect(v.provider).toBe('MAC88');
    expect(v.category).toBe('mines');
    expect(codes(v)).toEqual(['MAC88-MINES', 'MAC88-MINES3', 'MAC88-MINESPRO']);
    expect(v.categories.find((c) => c.key === 'mines')?.count).toBe(3);
    const excite = view({ provider: 'MAC Excite' });
    expect(excite.categories.reduce((n, c) => (c.key === 'all' ? n : n + c.count), 0)).toBe(24);
    expect(excite.games.every((g) => g.provider_name === 'MAC Excite')).toBe(true);
  });

  it('falls back to All for a provider or category the catalogue does not have', () => {
    expect(view({ provider: 'Nope' }).provider).toBe('All');
    const v = view({ provider: 'MAC Excite', category: 'bogus' });
    expect(v.category).toBe('all');
    expect(v.games).toHaveLength(24);
  });

  it('searches the chosen category by name and counts the matches on every tab', () => {
    const v = view({ q: '  DRAGON ' });
    expect(v.search).toBe('DRAGON');
    expect(codes(v)).toEqual(['MAC88-DT20', 'MAC88-DT202', 'MAC88-DTL20', 'MAC88-VDT', 'MACX-XDT', 'MACX-XDTL']);
    expect(v.total).toBe(70);
    expect(v.providers.map((p) => p.count)).toEqual([6, 4, 2]);
    expect(v.categories.find((c) => c.key === 'dragontiger')?.count).toBe(6);
    expect(v.categories.find((c) => c.key === 'mines')?.count).toBe(0);
    expect(view({ provider: 'MAC88', category: 'mines', q: 'pro' }).games).toEqual([gameByCode('MAC88-MINESPRO')]);
    expect(view({ q: 'zzz' }).games).toEqual([]);
  });

  it('leaves games the groups name but the list lacks out, rather than failing', () => {
    const partial = { ...list, games: list.games.filter((g) => g.game_type !== 'aviator') };
    const v = catalogueView(partial, { ...DEFAULT_QUERY, category: 'aviator' });
    expect(v.games).toEqual([]);
    expect(v.categories[0]?.count).toBe(67);
  });

  it('shows nothing for an empty catalogue', () => {
    const v = catalogueView({ games: [], groups: [], banners: [] }, DEFAULT_QUERY);
    expect(v).toMatchObject({ providers: [], categories: [], games: [], provider: 'All', category: 'all' });
  });
});

describe('the query string', () => {
  it('reads the provider, category and search, with defaults for what is missing', () => {
    expect(readQuery(new URLSearchParams('provider=MAC88&category=mines&q=pro'))).toEqual({
      provider: 'MAC88',
      category: 'mines',
      q: 'pro',
    });
    expect(readQuery(new URLSearchParams('provider=&category=&q='))).toEqual(DEFAULT_QUERY);
    expect(readQuery(new URLSearchParams(''))).toEqual(DEFAULT_QUERY);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(
      writeQuery(new URLSearchParams('x=1&q=old'), {
        provider: 'MAC Excite',
        category: 'roulette',
        q: 'auto',
      }).toString(),
    ).toBe('x=1&q=auto&provider=MAC+Excite&category=roulette');
    expect(writeQuery(new URLSearchParams('provider=MAC88&category=mines&q=a'), DEFAULT_QUERY).toString()).toBe('');
  });

  it('starts another provider on its All category', () => {
    expect(withProvider({ provider: 'MAC88', category: 'mines', q: 'x' }, 'MAC Excite')).toEqual({
      provider: 'MAC Excite',
      category: 'all',
      q: 'x',
    });
    expect(withCategory(DEFAULT_QUERY, 'crash')).toEqual({ ...DEFAULT_QUERY, category: 'crash' });
  });

  it('shows the whole provider when a search starts, and keeps the category while it is refined', () => {
    expect(withSearch({ provider: 'MAC88', category: 'mines', q: '' }, 'd')).toEqual({
      provider: 'MAC88',
      category: 'all',
      q: 'd',
    });
    expect(withSearch({ provider: 'MAC88', category: 'dragontiger', q: 'd' }, 'dr')).toEqual({
      provider: 'MAC88',
      category: 'dragontiger',
      q: 'dr',
    });
    expect(withSearch({ provider: 'MAC88', category: 'mines', q: '' }, '  ')).toEqual({
      provider: 'MAC88',
      category: 'mines',
      q: '  ',
    });
  });
});
