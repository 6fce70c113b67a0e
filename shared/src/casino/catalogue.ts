/**
 * The provider casino catalogue (spec section 3, "Provider casino game"): the games the embedded
 * provider hosts, as plain data. The API serves it from `POST /mac88/casino/list`, the provider
 * launches every entry, and the casino remote draws its tabs and thumbnails from it.
 */
import type { Static } from 'typebox';
import type { CardTableCode } from '../cards/types.js';
import type {
  CatalogueCategorySchema,
  CatalogueProviderSchema,
  ProviderGameCategorySchema,
  ProviderGameSchema,
  ProviderGameTypeSchema,
  ProviderNameSchema,
  SubProviderNameSchema,
} from '../schemas/casino.js';

/** The spec's game classes. */
export type ProviderGameCategory = Static<typeof ProviderGameCategorySchema>;

export type ProviderName = Static<typeof ProviderNameSchema>;
export type SubProviderName = Static<typeof SubProviderNameSchema>;

/** The tab a game is listed under, which is also the provider engine that runs it. */
export type ProviderGameType = Static<typeof ProviderGameTypeSchema>;

/** One game as `POST /mac88/casino/list` returns it (`table`: the Backlay card table a card game uses). */
export type ProviderGame = Static<typeof ProviderGameSchema>;

/** Category tabs in the order the page shows them, after "All". */
export const GAME_TYPE_TABS: readonly { key: ProviderGameType; label: string }[] = [
  { key: 'aviator', label: 'Aviator' },
  { key: 'crash', label: 'Crash' },
  { key: 'mines', label: 'Mines' },
  { key: 'colour', label: 'Colour Prediction' },
  { key: 'roulette', label: 'Roulette' },
  { key: 'sicbo', label: 'Sicbo' },
  { key: 'dragontiger', label: 'Dragon Tiger' },
  { key: 'baccarat', label: 'Baccarat' },
  { key: 'teenpatti', label: 'Teenpatti' },
  { key: 'andarbahar', label: 'Andar Bahar' },
  { key: 'lucky7', label: 'Lucky 7' },
  { key: 'poker', label: 'Poker' },
  { key: '32cards', label: '32 Cards' },
  { key: 'lottery', label: 'Lottery' },
  { key: 'race', label: 'Race' },
  { key: 'bollywood', label: 'Bollywood' },
];

export const PROVIDER_NAMES: readonly ProviderName[] = ['MAC88', 'MAC Excite'];

/** The name of the group that holds every provider's (or every category's) games. */
export const ALL_GROUP = 'All';

type Entry = [
  code: string,
  name: string,
  type: ProviderGameType,
  category: ProviderGameCategory,
  table?: CardTableCode,
];

// Mac88 Gaming: live tables.
const MAC88_LIVE: Entry[] = [
  ['DT20', 'Dragon Tiger', 'dragontiger', 'Live', 'dt20'],
  ['DT202', 'Dragon Tiger 2', 'dragontiger', 'Live', 'dt202'],
  ['DTL20', 'Dragon Tiger Lion', 'dragontiger', 'Live', 'dtl20'],
  ['BAC', 'Baccarat', 'baccarat', 'Live', 'baccarat'],
  ['BAC2', 'Baccarat 2', 'baccarat', 'Live', 'baccarat2'],
  ['TP20', 'Teen Patti 20-20', 'teenpatti', 'Live', 'teen20'],
  ['TPOPEN', 'Open Teen Patti', 'teenpatti', 'Live', 'teen8'],
  ['TPTEST', 'Test Teen Patti', 'teenpatti', 'Live', 'teen9'],
  ['AB', 'Andar Bahar', 'andarbahar', 'Live', 'abj2'],
  ['L7A', 'Lucky 7', 'lucky7', 'Live', 'lucky7-A'],
  ['L7B', 'Lucky 7 B', 'lucky7', 'Live', 'lucky7eu'],
  ['P20', 'Poker 20-20', 'poker', 'Poker', 'poker20'],
  ['P6', '6 Player Poker', 'poker', 'Poker', 'poker6'],
  ['C32A', '32 Cards A', '32cards', 'Live', '32cards-A'],
  ['C32B', '32 Cards B', '32cards', 'Live', '32cards-B'],
  ['AAA', 'Amar Akbar Anthony', 'bollywood', 'Live', 'aaa'],
  ['BTABLE', 'Bollywood Table', 'bollywood', 'Live', 'btable'],
  ['RL', 'Live Roulette', 'roulette', 'Live'],
  ['SB', 'Live Sic Bo', 'sicbo', 'Live'],
  ['WORLI', 'Instant Worli', 'lottery', 'Live', 'worli2'],
  ['RACE20', 'Race 20', 'race', 'Live', 'race20'],
  ['TPJ', '3 Cards Judgement', 'teenpatti', 'Live', '3cardj'],
];

// Mac88 Gaming Virtual: instant and fun games.
const MAC88_VIRTUAL: Entry[] = [
  ['AVIATOR', 'Aviator', 'aviator', 'Virtual'],
  ['AVIATORX', 'Aviator X', 'aviator', 'Virtual'],
  ['CRASH', 'Crash', 'crash', 'Virtual'],
  ['ROCKET', 'Rocket Crash', 'crash', 'Virtual'],
  ['JETSET', 'Jet Set', 'crash', 'Virtual'],
  ['MINES', 'Mines', 'mines', 'Virtual'],
  ['MINES3', 'Mines 3x3', 'mines', 'Virtual'],
  ['MINESPRO', 'Mines Pro', 'mines', 'Virtual'],
  ['COLOUR1', 'Colour Prediction 1 Min', 'colour', 'Virtual'],
  ['COLOUR3', 'Colour Prediction 3 Min', 'colour', 'Virtual'],
  ['COLOURX', 'Colour Fast Parity', 'colour', 'Virtual'],
  ['VRL', 'Virtual Roulette', 'roulette', 'Virtual'],
  ['VRLMINI', 'Mini Roulette', 'roulette', 'Virtual'],
  ['VSB', 'Virtual Sic Bo', 'sicbo', 'Virtual'],
  ['VDT', 'Virtual Dragon Tiger', 'dragontiger', 'Virtual', 'dt20'],
  ['VTP', 'Virtual Teen Patti', 'teenpatti', 'Virtual', 'teen20'],
  ['VL7', 'Virtual Lucky 7', 'lucky7', 'Virtual', 'lucky7-A'],
  ['VAB', 'Virtual Andar Bahar', 'andarbahar', 'Virtual', 'abj2'],
  ['VBAC', 'Virtual Baccarat', 'baccarat', 'Virtual', 'baccarat'],
  ['VC32', 'Virtual 32 Cards', '32cards', 'Virtual', '32cards-A'],
  ['VWORLI', 'Worli Matka', 'lottery', 'Virtual', 'worli2'],
  ['VRACE', 'Virtual Race 20', 'race', 'Virtual', 'race20'],
  ['VP20', 'Virtual Poker', 'poker', 'Virtual', 'poker20'],
  ['VAAA', 'Virtual Amar Akbar Anthony', 'bollywood', 'Virtual', 'aaa'],
];

// MAC Excite: live tables (many also offered by Mac88 Gaming) and game shows.
const EXCITE: Entry[] = [
  ['XDT', 'Dragon Tiger', 'dragontiger', 'Live', 'dt20'],
  ['XDTL', 'Dragon Tiger Lion', 'dragontiger', 'Live', 'dtl20'],
  ['XBAC', 'Baccarat', 'baccarat', 'Live', 'baccarat'],
  ['XTP', 'Teen Patti', 'teenpatti', 'Live', 'teen20'],
  ['XTPOPEN', 'Open Teen Patti', 'teenpatti', 'Live', 'teen8'],
  ['XAB', 'Andar Bahar', 'andarbahar', 'Live', 'abj2'],
  ['XL7', 'Lucky 7', 'lucky7', 'Live', 'lucky7-A'],
  ['XP20', 'Poker 20-20', 'poker', 'Poker', 'poker20'],
  ['XP6', '6 Player Poker', 'poker', 'Poker', 'poker6'],
  ['XC32', '32 Cards', '32cards', 'Live', '32cards-B'],
  ['XRL', 'Roulette', 'roulette', 'Live'],
  ['XRLAUTO', 'Auto Roulette', 'roulette', 'live game show'],
  ['XSB', 'Sic Bo', 'sicbo', 'Live'],
  ['XSBSUPER', 'Super Sic Bo', 'sicbo', 'live game show'],
  ['XWORLI', 'Worli Matka', 'lottery', 'Game Shows', 'worli2'],
  ['XAVIATOR', 'Excite Aviator', 'aviator', 'Game Shows'],
  ['XCRASH', 'Crash Live', 'crash', 'Game Shows'],
  ['XMINES', 'Mines', 'mines', 'Game Shows'],
  ['XCOLOUR', 'Colour Game', 'colour', 'Game Shows'],
  ['XCOLOURW', 'Colour Wheel', 'colour', 'live game show'],
  ['XBTABLE', 'Bollywood Casino', 'bollywood', 'Live', 'btable'],
  ['XRACE', 'Race 20', 'race', 'Live', 'race20'],
  ['XTPJ', '3 Cards Judgement', 'teenpatti', 'Live', '3cardj'],
  ['XAAA', 'Amar Akbar Anthony', 'bollywood', 'Live', 'aaa'],
];

function games(entries: Entry[], provider: ProviderName, sub: SubProviderName, firstId: number): ProviderGame[] {
  return entries.map(([code, name, type, category, table], i) => {
    const game_code = provider === 'MAC Excite' ? `MACX-${code}` : `MAC88-${code}`;
    return {
      game_id: String(firstId + i),
      game_name: name,
      category,
      provider_name: provider,
      sub_provider_name: sub,
      status: 'ACTIVE',
      url_thumb: `/thumbs/${game_code}.svg`,
      game_code,
      game_type: type,
      table: table ?? null,
    };
  });
}

/** Every provider game, in catalogue order (70 entries). */
export const PROVIDER_GAMES: readonly ProviderGame[] = [
  ...games(MAC88_LIVE, 'MAC88', 'Mac88 Gaming', 150001),
  ...games(MAC88_VIRTUAL, 'MAC88', 'Mac88 Gaming Virtual', 151001),
  ...games(EXCITE, 'MAC Excite', 'MAC Excite', 160001),
];

const BY_ID = new Map(PROVIDER_GAMES.map((g) => [g.game_id, g]));
const BY_CODE = new Map(PROVIDER_GAMES.map((g) => [g.game_code, g]));

export function providerGame(gameId: string): ProviderGame | undefined {
  return BY_ID.get(gameId);
}

export function providerGameByCode(code: string): ProviderGame | undefined {
  return BY_CODE.get(code);
}

export function gameTypeLabel(type: ProviderGameType): string {
  return GAME_TYPE_TABS.find((t) => t.key === type)?.label ?? type;
}

/** One category tab of a provider: its games by id, in catalogue order (`key`: `all` or a game type). */
export type CatalogueCategory = Static<typeof CatalogueCategorySchema>;

/** A provider ("All" or a provider name) and its category tabs. */
export type CatalogueProvider = Static<typeof CatalogueProviderSchema>;

/**
 * Groups games by provider, then category (game type), each with an "All" group first: the first
 * provider entry is "All" (every provider), then each provider in `PROVIDER_NAMES` order that has games.
 * Empty categories are left out.
 */
export function groupCatalogue(list: readonly ProviderGame[]): CatalogueProvider[] {
  const group = (name: string, games: readonly ProviderGame[]): CatalogueProvider => ({
    name,
    categories: [
      { key: 'all', name: ALL_GROUP, gameIds: games.map((g) => g.game_id) },
      ...GAME_TYPE_TABS.map((tab) => ({
        key: tab.key,
        name: tab.label,
        gameIds: games.filter((g) => g.game_type === tab.key).map((g) => g.game_id),
      })).filter((c) => c.gameIds.length > 0),
    ],
  });
  return [
    group(ALL_GROUP, list),
    ...PROVIDER_NAMES.map((p) =>
      group(
        p,
        list.filter((g) => g.provider_name === p),
      ),
    ).filter((p) => p.categories[0]!.gameIds.length > 0),
  ];
}

/** Games whose name contains the text (case-insensitive, spaces collapsed). */
export function searchGames(list: readonly ProviderGame[], text: string): ProviderGame[] {
  const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return [...list];
  return list.filter((g) => g.game_name.toLowerCase().includes(needle));
}

/** The highlight banners of the live casino page, each launching one game. */
export const CASINO_BANNERS = [
  {
    key: 'aviator',
    title: 'Aviator',
    subtitle: 'Cash out before the plane flies away',
    gameId: '151001',
    gameType: 'aviator',
  },
  {
    key: 'mines',
    title: 'Mines',
    subtitle: 'Open tiles, dodge the mines, cash out any time',
    gameId: '151006',
    gameType: 'mines',
  },
  {
    key: 'fun',
    title: 'Fun Games',
    subtitle: 'Roulette, Sic Bo and instant tables',
    gameId: '151012',
    gameType: 'roulette',
  },
  {
    key: 'colour',
    title: 'Colour Prediction',
    subtitle: 'Red, green or violet: pick and play',
    gameId: '151009',
    gameType: 'colour',
  },
] as const satisfies readonly {
  key: 'aviator' | 'mines' | 'fun' | 'colour';
  title: string;
  subtitle: string;
  gameId: string;
  gameType: ProviderGameType;
}[];
