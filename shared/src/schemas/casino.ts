/** The provider casino calls of spec section 7 (`/mac88/*`, the player's side). */
import { Type } from 'typebox';
import { CARD_TABLE_CODES } from '../cards/types.js';
import { Uuid } from './common.js';

/** The spec's game classes. */
export const ProviderGameCategorySchema = Type.Enum(['Live', 'Poker', 'Virtual', 'Game Shows', 'live game show']);
export const ProviderNameSchema = Type.Enum(['MAC88', 'MAC Excite']);
export const SubProviderNameSchema = Type.Enum(['Mac88 Gaming', 'Mac88 Gaming Virtual', 'MAC Excite']);

/** The tab a game is listed under, which is also the provider engine that runs it. */
export const ProviderGameTypeSchema = Type.Enum([
  'dragontiger',
  'baccarat',
  'sicbo',
  'roulette',
  'poker',
  'lucky7',
  'andarbahar',
  'teenpatti',
  '32cards',
  'lottery',
  'crash',
  'aviator',
  'mines',
  'colour',
  'race',
  'bollywood',
]);

/** One game as `POST /mac88/casino/list` returns it. */
export const ProviderGameSchema = Type.Object({
  game_id: Type.String(),
  game_name: Type.String(),
  category: ProviderGameCategorySchema,
  provider_name: ProviderNameSchema,
  sub_provider_name: SubProviderNameSchema,
  status: Type.Literal('ACTIVE'),
  /** Thumbnail on the provider's origin (absolute once the API has named the provider's address). */
  url_thumb: Type.String(),
  game_code: Type.String(),
  game_type: ProviderGameTypeSchema,
  /** Card games: the Backlay table whose rules, deal and payouts the provider's table uses. */
  table: Type.Union([Type.Enum(CARD_TABLE_CODES), Type.Null()]),
});

/** One category tab of a provider: its games by id, in catalogue order. */
export const CatalogueCategorySchema = Type.Object({
  /** `all` or a game type. */
  key: Type.Union([Type.Literal('all'), ProviderGameTypeSchema]),
  name: Type.String(),
  gameIds: Type.Array(Type.String()),
});

export const CatalogueProviderSchema = Type.Object({
  /** "All" or a provider name. */
  name: Type.String(),
  categories: Type.Array(CatalogueCategorySchema),
});

/** A highlight banner on the live casino page (spec: aviator, mines, fun games, colour prediction). */
export const CasinoBannerSchema = Type.Object({
  key: Type.Enum(['aviator', 'mines', 'fun', 'colour']),
  title: Type.String(),
  subtitle: Type.String(),
  /** The game the banner launches. */
  gameId: Type.String(),
  gameType: ProviderGameTypeSchema,
});

/** `POST /mac88/casino/list`: every game once, and the provider → category groups naming them by id. */
export const CasinoListSchema = Type.Object({
  games: Type.Array(ProviderGameSchema),
  groups: Type.Array(CatalogueProviderSchema),
  banners: Type.Array(CasinoBannerSchema),
});

/** `GET /mac88/providers`: the providers as select options. */
export const ProviderOptionSchema = Type.Object({ label: Type.String(), value: Type.String() });
export const ProviderOptionsSchema = Type.Array(ProviderOptionSchema);

export const LaunchPlatformSchema = Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]);

/** `POST /mac88/casino/login` body. */
export const CasinoLoginRequestSchema = Type.Object(
  {
    gameId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
    platform: Type.Optional(LaunchPlatformSchema),
  },
  { additionalProperties: false },
);

/** `POST /mac88/casino/login`: where the game runs (the provider's origin) and for how long. */
export const CasinoLoginSchema = Type.Object({
  url: Type.String(),
  game: ProviderGameSchema,
  /** When the provider session ends unless used (ISO time). */
  expiresAt: Type.String(),
});

/** A provider round as the player's casino bets list shows it. */
export const CasinoBetStatusSchema = Type.Enum(['OPEN', 'WIN', 'LOSS', 'TIE', 'VOID']);

export const CasinoBetSchema = Type.Object({
  /** The bet id (also the statement's reference). */
  id: Type.String(),
  /** The provider's round id. */
  roundId: Type.String(),
  gameId: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  providerName: Type.String(),
  subProviderName: Type.String(),
  category: Type.String(),
  /** Debited less rolled back. */
  stake: Type.Number(),
  /** Credited. */
  payout: Type.Number(),
  /** payout − stake once the round closed; null while open. */
  profitLoss: Type.Union([Type.Number(), Type.Null()]),
  status: CasinoBetStatusSchema,
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /mac88/bets/{userId}`: one page, the total count, and the totals over every matching row. */
export const CasinoBetPageSchema = Type.Object({
  count: Type.Integer(),
  rows: Type.Array(CasinoBetSchema),
  totals: Type.Object({ stake: Type.Number(), payout: Type.Number(), profitLoss: Type.Number() }),
});

/** `GET /mac88/bets/{userId}` params. */
export const CasinoBetsParamsSchema = Type.Object({ userId: Uuid });
