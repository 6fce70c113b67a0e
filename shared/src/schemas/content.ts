/** The betting rules of the Rules popup (`GET /rules`). */
import { Type } from 'typebox';

/** Colour marks weight: red for voids and penalties, black for emphasis, null for plain lines. */
export const RuleColorSchema = Type.Union([Type.Literal('red'), Type.Literal('black'), Type.Null()]);

export const RuleLineSchema = Type.Object({ text: Type.String(), color: RuleColorSchema });

export const RuleCategorySchema = Type.Object({ category: Type.String(), description: Type.Array(RuleLineSchema) });

/** One sport tab of the rules. */
export const RulesEntrySchema = Type.Object({ sportName: Type.String(), rules: Type.Array(RuleCategorySchema) });

/** `GET /rules` query: one sport's tab (case-insensitive), or every tab. */
export const RulesQuerySchema = Type.Object(
  { sportName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })) },
  { additionalProperties: false },
);

/** `GET /rules`. */
export const RulesSchema = Type.Array(RulesEntrySchema);
