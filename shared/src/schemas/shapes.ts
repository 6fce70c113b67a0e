/**
 * Small shapes the resource schemas of this folder share. Not re-exported from the entry (the
 * names are generic); import the resource schemas instead.
 */
import { Type, type TSchema } from 'typebox';

/** A value or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * The query of a list call in the spec's filter strings (`result=inArr["PENDING"]`,
 * `betPlaced.matchId=eq123`, `page`, `limit`, `sort`, `searchBy`, `keyword`): any key, each value
 * a text or, when the key is repeated, a list of texts. Which keys and operators a list accepts is
 * the list's own (api/src/filters), with a message naming the key it refuses.
 */
export const ListValueSchema = Type.Union([Type.String(), Type.Array(Type.String())]);
export const ListQuerySchema = Type.Record(Type.String(), ListValueSchema);
