/**
 * `@backlay/shared/rules`: rules both the API and the apps apply, as pure functions without
 * dependencies (the API imports them too): the password rule, calendar days and the report range
 * limit, and the shape of the betting rules' content.
 */
export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, PASSWORD_HINT, passwordProblem } from './passwords.js';
export {
  DAY_MS,
  MAX_RANGE_DAYS,
  utcDayStart,
  dayFields,
  calendarDayStart,
  calendarDay,
  daysInRange,
  type DayFields,
} from './days.js';
export type { RuleColor, RuleLine, RuleCategory, RulesEntry } from './content.js';
