/**
 * The betting rules' content as `GET /rules` sends it: one entry per sport tab, each a list of
 * categories with description lines. Colour marks weight: red for voids and penalties, black for
 * emphasis, null for plain lines.
 */

export type RuleColor = 'red' | 'black' | null;

export interface RuleLine {
  text: string;
  color: RuleColor;
}

export interface RuleCategory {
  category: string;
  description: RuleLine[];
}

export interface RulesEntry {
  sportName: string;
  rules: RuleCategory[];
}
