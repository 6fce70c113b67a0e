/**
 * Small shapes the resource schemas of this folder share. Not re-exported from the entry (the
 * names are generic); import the resource schemas instead.
 */
import { Type, type Static, type TEnum, type TSchema, type TUnsafe } from 'typebox';

/**
 * A value or null. A schema of one JSON type becomes `type: [that, 'null']`, which fastify's
 * serialiser writes with a null check; a union (`anyOf`) would be validated value by value at
 * serialisation time. Enums and unions stay unions (null first).
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const type: unknown = Reflect.get(schema, 'type');
  if (typeof type === 'string' && !('enum' in schema) && !('const' in schema)) {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  // Null first: the serialiser tries the options in order, and null is the cheap, common one.
  return Type.Unsafe<Static<T> | null>(Type.Union([Type.Null(), schema]));
}

/** One of these texts; `type: 'string'` lets the serialiser write it as a plain string. */
export function StringEnum<V extends string[]>(values: readonly [...V]): TEnum<V> {
  return Type.Enum(values, { type: 'string' });
}

/**
 * The query of a list call in the spec's filter strings (`result=inArr["PENDING"]`,
 * `betPlaced.matchId=eq123`, `page`, `limit`, `sort`, `searchBy`, `keyword`): any key, each value
 * a text or, when the key is repeated, a list of texts. Which keys and operators a list accepts is
 * the list's own (api/src/filters), with a message naming the key it refuses.
 */
export const ListValueSchema = Type.Union([Type.String(), Type.Array(Type.String())]);
export const ListQuerySchema = Type.Record(Type.String(), ListValueSchema);
