/** The markets a player starred (`/user/starredMarkets`): the Starred Markets page and the match page's stars. */
import { Type } from 'typebox';
import { MarketTypeSchema, SportKeySchema } from './sports.js';

/** The most markets one player may star; a star beyond it is refused. */
export const STARRED_MARKETS_MAX = 50;

/** Ids written as a bet's are (`POST /bet/matchBetting`); whether the feed lists them is the route's check. */
const MatchIdText = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' });
const MarketIdText = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' });

/** One starred market, with what a list needs to name it and link to its match. */
export const StarredMarketSchema = Type.Object({
  matchId: Type.String(),
  marketId: Type.String(),
  /** The match's title and sport, and the market's name and type, as the feed had them when starred. */
  matchTitle: Type.String(),
  sport: SportKeySchema,
  marketName: Type.String(),
  marketType: MarketTypeSchema,
  /** Whether the match is still listed (its market can be followed live and bet on). */
  listed: Type.Boolean(),
  /** ISO 8601 time of the star. */
  createdAt: Type.String(),
});

/** `POST /user/starredMarkets` body: a market of a listed match. */
export const StarMarketRequestSchema = Type.Object(
  { matchId: MatchIdText, marketId: MarketIdText },
  { additionalProperties: false },
);

/** `POST /user/starredMarkets/remove` body. */
export const UnstarMarketRequestSchema = Type.Object({ marketId: MarketIdText }, { additionalProperties: false });
