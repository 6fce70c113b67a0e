/** What the provider casino calls of spec section 7 ("Cards and casino") send and return. */
import type { CatalogueProvider, ProviderGame, ProviderGameType } from './catalogue.js';

/** A highlight banner on the live casino page (spec: aviator, mines, fun games, colour prediction). */
export interface CasinoBanner {
  key: 'aviator' | 'mines' | 'fun' | 'colour';
  title: string;
  subtitle: string;
  /** The game the banner launches. */
  gameId: string;
  gameType: ProviderGameType;
}

/** `POST /mac88/casino/list`: every game once, and the provider → category groups naming them by id. */
export interface CasinoList {
  games: ProviderGame[];
  groups: CatalogueProvider[];
  banners: CasinoBanner[];
}

/** `GET /mac88/providers`: the providers as select options. */
export interface ProviderOption {
  label: string;
  value: string;
}

export type LaunchPlatform = 'desktop' | 'mobile';

/** `POST /mac88/casino/login` body. */
export interface CasinoLoginRequest {
  gameId: string;
  platform?: LaunchPlatform;
}

/** `POST /mac88/casino/login`: where the game runs (the provider's origin) and for how long. */
export interface CasinoLogin {
  url: string;
  game: ProviderGame;
  /** When the provider session ends unless used (ISO time). */
  expiresAt: string;
}

/** A provider round as the player's casino bets list shows it. */
export type CasinoBetStatus = 'OPEN' | 'WIN' | 'LOSS' | 'TIE' | 'VOID';

export interface CasinoBet {
  /** The bet id (also the statement's reference). */
  id: string;
  /** The provider's round id. */
  roundId: string;
  gameId: string;
  gameCode: string;
  gameName: string;
  providerName: string;
  subProviderName: string;
  category: string;
  /** Debited less rolled back. */
  stake: number;
  /** Credited. */
  payout: number;
  /** payout − stake once the round closed; null while open. */
  profitLoss: number | null;
  status: CasinoBetStatus;
  createdAt: string;
  settledAt: string | null;
}

/** `GET /mac88/bets/{userId}`: one page, the total count, and the totals over every matching row. */
export interface CasinoBetPage {
  count: number;
  rows: CasinoBet[];
  totals: { stake: number; payout: number; profitLoss: number };
}
