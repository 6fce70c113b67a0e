/**
 * `@backlay/shared/rules`: rules both the API and the apps apply, as pure functions without
 * dependencies (the API imports them too): the password rule, calendar days and the report range
 * limit, the shape of the betting rules' content, and player protection's states, limits and periods.
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
export {
  ACCOUNT_STATUSES,
  ACCOUNT_STATE_RULES,
  ACCOUNT_STATE_WORDS,
  LIMIT_KEYS,
  LIMIT_INFO,
  LIMIT_INCREASE_DELAY_DAYS,
  LIMIT_MAX,
  REALITY_CHECK_MINUTES,
  DEFAULT_REALITY_CHECK_MINUTES,
  COOL_OFF_PERIODS,
  SELF_EXCLUSION_PERIODS,
  PERIOD_LABELS,
  SELF_EXCLUSION_REVOKE_DELAY_DAYS,
  HELP_LINKS,
  type AccountStatus,
  type AccountStateRule,
  type LimitKey,
  type LimitWindow,
  type CoolOffPeriod,
  type SelfExclusionPeriod,
  type HelpLink,
} from './protection.js';
