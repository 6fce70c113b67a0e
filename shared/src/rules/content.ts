/**
 * The betting rules' content as `GET /rules` sends it: one entry per sport tab, each a list of
 * categories with description lines. The shapes are the schemas' (`@backlay/shared/schemas`).
 */
import type { Static } from 'typebox';
import type { RuleCategorySchema, RuleColorSchema, RuleLineSchema, RulesEntrySchema } from '../schemas/content.js';

/** Colour marks weight: red for voids and penalties, black for emphasis, null for plain lines. */
export type RuleColor = Static<typeof RuleColorSchema>;
export type RuleLine = Static<typeof RuleLineSchema>;
export type RuleCategory = Static<typeof RuleCategorySchema>;
export type RulesEntry = Static<typeof RulesEntrySchema>;
