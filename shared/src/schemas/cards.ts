/**
 * Live card tables (`GET /match/card/{type}`, `GET /match/initial/card/{type}`, `GET /card/result/…`,
 * `GET /cricketScore`, `POST /bet/cardBetting`): requests and responses. The types of
 * `@backlay/shared/cards` are `Static` of these.
 */
import { Type } from 'typebox';
import { CARD_TABLE_CODES } from '../cards/types.js';
import { ListQuerySchema, Nullable, StringEnum } from './shapes.js';

export const CardTableCodeSchema = StringEnum(CARD_TABLE_CODES);

/** A card dealt to a hand, in reveal order. */
export const DealtCardSchema = Type.Object({
  hand: Type.String(),
  /** Rank + doubled suit letter (`CardCode`); `"1"` is a card not dealt yet. */
  card: Type.String(),
});

/**
 * A round's result in the feed's shape: `win` code, `desc` summary, `sid` winning selection ids
 * where the table has several, `cards` every dealt card in reveal order.
 */
export const CardRoundResultSchema = Type.Object({
  win: Type.String(),
  desc: Type.String(),
  sid: Type.String(),
  cards: Type.Array(Type.String()),
});

/** A simulated cricket innings pair for the scoreboard (superover, cricketv3, cmatch20). */
export const CardScoreboardSchema = Type.Object({
  teams: Type.Array(
    Type.Object({
      name: Type.String(),
      runs: Type.Number(),
      wickets: Type.Number(),
      balls: Type.Number(),
      overs: Type.String(),
    }),
  ),
  /** The team batting now (index into teams), or null when the innings are over. */
  batting: Nullable(Type.Number()),
  /** Ball-by-ball outcomes of the current innings ("1", "4", "W", "0"). */
  lastBalls: Type.Array(Type.String()),
  /** A line such as "RSA need 7 from 3 balls". */
  status: Type.String(),
});

export const CardPhaseSchema = StringEnum(['betting', 'dealing', 'result', 'idle'] as const);

/** The video/info row (the feed's `t1`). */
export const CardRoundInfoSchema = Type.Object({
  code: CardTableCodeSchema,
  gtype: Type.String(),
  /** Round id; "0" between rounds (profit/loss shown for a round resets on it). */
  mid: Type.String(),
  phase: CardPhaseSchema,
  /** Whole seconds left in the open betting window; 0 when betting is closed. */
  autotime: Type.Number(),
  /** When the open betting window closes (epoch ms), or null. */
  closesAt: Nullable(Type.Number()),
  /** Cards revealed so far, in order. */
  dealt: Type.Array(DealtCardSchema),
  /** SHA-256 (hex) of the round's salt and shoe, published before betting opens. */
  commit: Nullable(Type.String()),
  result: Nullable(CardRoundResultSchema),
  scoreboard: Nullable(CardScoreboardSchema),
  min: Type.Number(),
  max: Type.Number(),
});

/** An odds row (the feed's `t2`) as it stands now. */
export const CardOddsRowSchema = Type.Object({
  sid: Type.Number(),
  nat: Type.String(),
  group: Type.String(),
  b1: Type.Number(),
  l1: Nullable(Type.Number()),
  gstatus: StringEnum(['ACTIVE', 'SUSPENDED'] as const),
  min: Type.Number(),
  max: Type.Number(),
});

export const CardSnapshotSchema = Type.Object({
  t1: CardRoundInfoSchema,
  t2: Type.Array(CardOddsRowSchema),
  /** Increases with every change of the table (a client keeps the highest it saw). */
  seq: Type.Number(),
  /** Server clock (epoch ms) when the snapshot was taken, for the countdown. */
  serverTime: Type.Number(),
});

/** One entry of the last-results strip. */
export const CardLastResultSchema = Type.Object({ mid: Type.String(), result: Type.String() });

/** `GET /match/initial/card/{type}`: the table now and its last 10 results. */
export const CardInitialSchema = Type.Object({
  snapshot: CardSnapshotSchema,
  lastResults: Type.Array(CardLastResultSchema),
});

/** A settled round as the result list and the `cardResult` event carry it. */
export const CardResultRecordSchema = Type.Object({
  ...CardRoundResultSchema.properties,
  mid: Type.String(),
  gameType: CardTableCodeSchema,
  createdAt: Type.String(),
});

/** `GET /card/result/detail/{mid}`: a round with what a player needs to verify it. */
export const CardRoundDetailSchema = Type.Object({
  ...CardResultRecordSchema.properties,
  /** Every card dealt, to which hand, in order. */
  dealt: Type.Array(DealtCardSchema),
  commit: Type.String(),
  /** Hex salt; SHA-256 of `${salt}:${shoe.join(',')}` equals `commit`. */
  salt: Type.String(),
  /** The shuffled shoe the round was dealt from. */
  shoe: Type.Array(Type.String()),
  /** True when the round was voided (no result): every bet got its stake back. */
  voided: Type.Boolean(),
});

/** `GET /card/result/{type}`: paged rounds, newest first. */
export const CardResultPageSchema = Type.Object({
  count: Type.Number(),
  rows: Type.Array(CardResultRecordSchema),
});

// ---------------------------------------------------------------------------------------------
// Requests

/** A table, as a path segment (`/match/card/{type}`) or as `?type=`. */
export const CardTypeParamsSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' }),
});
export const CardTypeQuerySchema = Type.Object(CardTypeParamsSchema.properties, { additionalProperties: false });

/** `GET /card/result/detail/{mid}`. */
export const CardMidParamsSchema = Type.Object({
  mid: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
});

/** `GET /cricketScore?eventId=`: a table code or a round id. */
export const CricketScoreQuerySchema = Type.Object(
  { eventId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' }) },
  { additionalProperties: false },
);

/** `GET /card/result/{type}`: the spec's filter strings (`createdAt`, `mid`, paging, sort, search). */
export const CardResultQuerySchema = ListQuerySchema;

/** `POST /bet/cardBetting` body: a bet on the open round of a table. */
export const CardPlaceBetSchema = Type.Object(
  {
    /** The player's key for this bet (8–64 of A–Z a–z 0–9 _ -): a repeat returns the first answer. */
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    /** The table code. */
    matchId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' }),
    /** The round id. */
    betId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }),
    selectionId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    betType: StringEnum(['BACK', 'LAY'] as const),
    odds: Type.Number({ minimum: 1.01, maximum: 100_000 }),
    stake: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
    acceptBetterOdds: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
