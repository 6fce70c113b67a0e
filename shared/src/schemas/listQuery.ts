/** The query of a list call in the spec's raw filter syntax (`transaction.type=inArr[...]`, `page`, `sort`…). */
import { Type } from 'typebox';

/**
 * Any key, each a text or (repeated) texts: the keys are filter fields the route knows
 * (`filters/filter.ts` refuses the rest with a message naming them) and the values the spec's
 * filter expressions, parsed there, so the schema can only say "text".
 */
export const RawListQuerySchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]));
