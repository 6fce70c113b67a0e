/**
 * What the provider casino calls of spec section 7 ("Cards and casino") send and return: the static
 * types of their schemas (`@backlay/shared/schemas`, casino.ts), imported type-only.
 */
import type { Static } from 'typebox';
import type {
  CasinoBannerSchema,
  CasinoBetPageSchema,
  CasinoBetSchema,
  CasinoBetStatusSchema,
  CasinoListSchema,
  CasinoLoginRequestSchema,
  CasinoLoginSchema,
  LaunchPlatformSchema,
  ProviderOptionSchema,
} from '../schemas/casino.js';

/** A highlight banner on the live casino page (spec: aviator, mines, fun games, colour prediction). */
export type CasinoBanner = Static<typeof CasinoBannerSchema>;

/** `POST /mac88/casino/list`: every game once, and the provider → category groups naming them by id. */
export type CasinoList = Static<typeof CasinoListSchema>;

/** `GET /mac88/providers`: the providers as select options. */
export type ProviderOption = Static<typeof ProviderOptionSchema>;

export type LaunchPlatform = Static<typeof LaunchPlatformSchema>;

/** `POST /mac88/casino/login` body. */
export type CasinoLoginRequest = Static<typeof CasinoLoginRequestSchema>;

/** `POST /mac88/casino/login`: where the game runs (the provider's origin) and for how long. */
export type CasinoLogin = Static<typeof CasinoLoginSchema>;

/** A provider round as the player's casino bets list shows it. */
export type CasinoBetStatus = Static<typeof CasinoBetStatusSchema>;

/** `profitLoss`: payout − stake once the round closed, null while open. */
export type CasinoBet = Static<typeof CasinoBetSchema>;

/** `GET /mac88/bets/{userId}`: one page, the total count, and the totals over every matching row. */
export type CasinoBetPage = Static<typeof CasinoBetPageSchema>;
