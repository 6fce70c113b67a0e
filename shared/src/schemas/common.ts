/**
 * The building blocks every request and response schema is made of. The API hands these schemas to
 * fastify (validation and serialisation); the client derives its types from them with `Static`, so a
 * shape is written once.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { AccountRefusalSchema } from './protection.js';

/** Codes every refusal carries, beside the bet-specific ones (`BetRejectCode`). */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  /** The account's state refuses this (a cool-off, a self-exclusion, a block): `account` says which and until when. */
  'ACCOUNT_RESTRICTED',
] as const;

/** A successful response: `data` carries the payload, `message` a text worth showing. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    message: Type.Optional(Type.String()),
    data,
  });
}

/** A successful response whose `message` is always present. */
export function MessageEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ statusCode: Type.Integer(), message: Type.String(), data });
}

/** Every refusal: the HTTP status, a message for the player and a machine-readable code. */
export const ErrorBodySchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  code: Type.String(),
  /** A refused bet: the price at the moment of refusal. */
  current: Type.Optional(Type.Unknown()),
  /** A log-in the account's state refuses: the state, its end and where to find help. */
  account: Type.Optional(AccountRefusalSchema),
});
export type ErrorBodyShape = Static<typeof ErrorBodySchema>;

/** The error responses a route may give, for fastify's `response` map. */
export const ERROR_RESPONSES = {
  '4xx': ErrorBodySchema,
  '5xx': ErrorBodySchema,
} as const;

/** A page of rows. */
export function PagedSchema<T extends TSchema>(row: T) {
  return Type.Object({ count: Type.Integer(), rows: Type.Array(row) });
}

/** A uuid path or body field. */
export const Uuid = Type.String({ format: 'uuid' });

/** A calendar day, YYYY-MM-DD. */
export const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
