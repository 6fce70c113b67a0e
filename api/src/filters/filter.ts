/**
 * List-endpoint filters: turns the query string of a list call into drizzle-orm conditions.
 *
 * A filter is a query parameter whose key is an allowlisted field name and whose value starts with an
 * operator, e.g. `amount=gte100`, `transaction.type=inArr["add","withDraw"]`, `stopAt=isNull`.
 * Every operand is validated against the field's type and handed to drizzle's parameterised helpers
 * (`eq`, `inArray`, `between`, `ilike`, ...), so client text only ever travels as a bound parameter and
 * never becomes part of the SQL text.
 *
 * Operator rule: operators are case-sensitive prefixes of the value. If the value starts with a known
 * operator, that operator is used, and the rest of the value is its operand; only a value that starts
 * with no known operator is read as `eq` with the whole value. So for a string field `neptune` means
 * `ne "ptune"`, and `isNullable` is an error (isNull takes no operand). Clients always send the operator
 * explicitly (`eqneptune`) and must not rely on the implicit `eq`.
 */
import type { BinaryOperator } from 'drizzle-orm';
import { utcDayStart } from '@backlay/shared/rules';
import {
  Column,
  SQL,
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';

/** 'int32' is a whole number that fits a 4-byte integer column; 'integer' a safe integer (bigint columns). */
export type FieldType =
  'string' | 'uuid' | 'date' | 'number' | 'integer' | 'int32' | 'boolean' | { enum: readonly string[] };

export interface FieldSpec {
  column: Column | SQL;
  type: FieldType;
}

export type FieldMap = Record<string, FieldSpec>;

/** A filter, sort, paging or search parameter the client got wrong; the message is safe to show. */
export class FilterError extends Error {
  readonly statusCode = 400;
  override readonly name = 'FilterError';
}

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  limit: number;
  offset: number;
}

export interface ListOptions {
  /** Filterable fields, by the exact key the client sends. */
  fields: FieldMap;
  /** Fields allowed in `searchBy`; they must be text expressions (ilike is applied to them). */
  searchable?: Record<string, Column | SQL>;
  /** Fields allowed in `sort`. */
  sortable: Record<string, Column | SQL>;
  /** Used when the client sends no sort, e.g. 'transaction.createdAt:DESC,transaction.uniqueId:DESC'. */
  defaultSort: string;
  defaultLimit: number;
  /** Default 100. */
  maxLimit?: number;
  /** Query keys that belong to the route, not to the filters; they are ignored here. */
  control?: readonly string[];
}

type Operator =
  'eq' | 'ne' | 'inArr' | 'notInArr' | 'isNull' | 'notNull' | 'between' | 'gte' | 'lte' | 'gt' | 'lt' | 'like';
type Comparison = 'eq' | 'ne' | 'gte' | 'lte' | 'gt' | 'lt';
type Scalar = string | number | boolean;

/** Tried longest first, so that `notInArr`/`notNull` are never read as `ne`, `gte` as `gt`, `lte` as `lt`. */
const OPERATORS: readonly Operator[] = (
  ['eq', 'ne', 'inArr', 'notInArr', 'isNull', 'notNull', 'between', 'gte', 'lte', 'gt', 'lt', 'like'] as const
)
  .slice()
  .sort((a, b) => b.length - a.length);

const MAX_RAW_LENGTH = 30_000;
const MAX_STRING_LENGTH = 200;
const MAX_LIST_ITEMS = 100;
const MAX_KEYWORD_LENGTH = 100;
const MAX_PAGE = 1_000_000;
const DEFAULT_MAX_LIMIT = 100;
const MAX_SORT_KEYS = 5;
const RESERVED_KEYS: ReadonlySet<string> = new Set(['page', 'limit', 'sort', 'searchBy', 'keyword']);

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;
const INTEGER_RE = /^[+-]?\d{1,16}$/;
const BARE_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 86_400_000;
/**
 * The first year a date may name. Nothing this API keeps is older, and earlier years are where
 * `Date.UTC` and `new Date(y, …)` read 0–99 as 1900–1999: a year 0050 must never become 1950.
 */
export const EARLIEST_YEAR = 1900;
export const BEFORE_EARLIEST_YEAR = `Dates before ${EARLIEST_YEAR} are not accepted.`;
/** Instants outside these bounds are refused (and, up to 9999, round-trip through toISOString()). */
const MIN_INSTANT = Date.UTC(EARLIEST_YEAR, 0, 1);
const MAX_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The start of a UTC calendar day, for any year: unlike Date.UTC, years 0–99 stay what they are. */
export { utcDayStart };

// ---------------------------------------------------------------------------------------------------
// Small helpers

function label(name: string): string {
  const shown = name.length > 100 ? `${name.slice(0, 100)}…` : name;
  return `"${shown}"`;
}

function fail(field: string, problem: string): never {
  throw new FilterError(`Filter ${label(field)} ${problem}`);
}

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function allOf(first: SQL, ...rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}

function anyOf(first: SQL, ...rest: SQL[]): SQL {
  return or(first, ...rest) ?? first;
}

function range(column: Column | SQL, from: unknown, to: unknown): SQL {
  return is(column, Column) ? between(column, from, to) : between(column, from, to);
}

function inList(column: Column | SQL, values: readonly unknown[], negate: boolean): SQL {
  if (is(column, Column)) return negate ? notInArray(column, [...values]) : inArray(column, values);
  return negate ? notInArray(column, [...values]) : inArray(column, values);
}

/** Escapes LIKE wildcards (PostgreSQL's default escape character is the backslash) and wraps in %...%. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function describeType(type: FieldType): string {
  if (typeof type === 'object') return 'an enum';
  return type === 'int32' ? 'an integer' : type === 'integer' || type === 'uuid' ? `an ${type}` : `a ${type}`;
}

function isRangeType(type: FieldType): boolean {
  return typeof type !== 'object' && type !== 'boolean';
}

// ---------------------------------------------------------------------------------------------------
// Operand validation

function checkString(field: string, text: string): string {
  if (text.length > MAX_STRING_LENGTH) fail(field, `accepts at most ${MAX_STRING_LENGTH} characters.`);
  if (text.includes('\u0000')) fail(field, 'must not contain a NUL character.');
  return text;
}

/** Validates a non-date operand and returns the value bound as the parameter. */
function toScalar(field: string, type: Exclude<FieldType, 'date'>, text: string): Scalar {
  if (typeof type === 'object') {
    if (!type.enum.includes(text)) fail(field, `must be one of: ${type.enum.join(', ')}.`);
    return text;
  }
  switch (type) {
    case 'string':
      return checkString(field, text);
    case 'uuid':
      if (!UUID_RE.test(text)) fail(field, 'must be a UUID.');
      return text.toLowerCase();
    case 'number': {
      const m = DECIMAL_RE.exec(text);
      const digits = m ? (m[2] ?? '').length + (m[3] ?? '').length : Infinity;
      if (!m || digits > 18) fail(field, 'must be a number with at most 18 digits and 2 decimals.');
      return text.startsWith('+') ? text.slice(1) : text;
    }
    case 'integer': {
      const n = INTEGER_RE.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n)) fail(field, 'must be a whole number.');
      return n;
    }
    case 'int32': {
      const n = INTEGER_RE.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647)
        fail(field, 'must be a whole number between -2147483647 and 2147483647.');
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') fail(field, 'must be true or false.');
      return text === 'true';
  }
}

/** A calendar day (`end` is the next day's start) or, for a full timestamp, one instant (`end` null). */
interface DateOperand {
  start: Date;
  end: Date | null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Accepts `YYYY-MM-DD` (a whole UTC day) or `YYYY-MM-DDTHH:MM[:SS[.sss]][Z|±HH:MM]` (one instant; without a
 * zone it is read as UTC, never as the server's local time). Every part is range-checked, so `2024-02-30`
 * or `T24:00` are rejected instead of rolling over, and the result stays within the years 1900-9999
 * (an earlier year is refused, never read as another).
 */
function toDate(field: string, text: string): DateOperand {
  const bad = (): never => fail(field, 'must be a date (YYYY-MM-DD) or an ISO-8601 timestamp.');
  const bare = BARE_DATE_RE.exec(text);
  const full = bare ? null : TIMESTAMP_RE.exec(text);
  const parts = bare ?? full;
  if (!parts) return bad();
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return bad();
  if (year < EARLIEST_YEAR) fail(field, `is before ${EARLIEST_YEAR}. ${BEFORE_EARLIEST_YEAR}`);
  let ms = utcDayStart(year, month, day);
  let isDay = true;
  if (full) {
    isDay = false;
    const hour = Number(full[4]);
    const minute = Number(full[5]);
    const second = Number(full[6] ?? '0');
    const milli = Number((full[7] ?? '').padEnd(3, '0'));
    if (hour > 23 || minute > 59 || second > 59) return bad();
    ms += ((hour * 60 + minute) * 60 + second) * 1000 + milli;
    const zone = full[8];
    if (zone !== undefined && zone !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const zh = Number(zone.slice(1, 3));
      const zm = Number(zone.slice(4, 6));
      if (zh > 23 || zm > 59) return bad();
      ms -= sign * (zh * 60 + zm) * 60_000;
    }
  }
  const end = isDay ? ms + DAY_MS : ms;
  if (ms < MIN_INSTANT) fail(field, `is before ${EARLIEST_YEAR}. ${BEFORE_EARLIEST_YEAR}`);
  if (end > MAX_INSTANT) fail(field, `must be a date from ${EARLIEST_YEAR}-01-01 to 9999-12-30.`);
  return { start: new Date(ms), end: isDay ? new Date(end) : null };
}

// ---------------------------------------------------------------------------------------------------
// Conditions

const COMPARATORS: Readonly<Record<Comparison, BinaryOperator>> = { eq, ne, gte, lte, gt, lt };

function compare(column: Column | SQL, op: Comparison, value: unknown): SQL {
  const operator = COMPARATORS[op];
  // Two calls so that each one picks drizzle's overload for its operand kind; a Column encodes the value
  // with its own driver mapping (e.g. Date -> ISO string), an SQL expression binds it as is.
  return is(column, Column) ? operator(column, value) : operator(column, value);
}

/** A bare date stands for the whole UTC day [start, next day start); a timestamp is compared as given. */
function compareDate(column: Column | SQL, op: Comparison, v: DateOperand): SQL {
  if (v.end === null) return compare(column, op, v.start);
  switch (op) {
    case 'eq':
      return allOf(compare(column, 'gte', v.start), compare(column, 'lt', v.end));
    case 'ne':
      return anyOf(compare(column, 'lt', v.start), compare(column, 'gte', v.end));
    case 'gte':
      return compare(column, 'gte', v.start);
    case 'lt':
      return compare(column, 'lt', v.start);
    case 'gt':
      return compare(column, 'gte', v.end);
    case 'lte':
      return compare(column, 'lt', v.end);
  }
}

function splitOperator(raw: string): { op: Operator; operand: string } {
  for (const op of OPERATORS) {
    if (raw.startsWith(op)) return { op, operand: raw.slice(op.length) };
  }
  return { op: 'eq', operand: raw };
}

function parseList(field: string, operand: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(operand);
  } catch {
    return fail(field, 'expects a JSON array after inArr/notInArr, e.g. inArr["a","b"].');
  }
  if (!Array.isArray(parsed)) fail(field, 'expects a JSON array after inArr/notInArr, e.g. inArr["a","b"].');
  const items: unknown[] = parsed;
  if (items.length < 1 || items.length > MAX_LIST_ITEMS) {
    fail(field, `expects a list of 1 to ${MAX_LIST_ITEMS} values.`);
  }
  return items.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (typeof item === 'boolean') return String(item);
    return fail(field, 'accepts only strings and numbers in its list.');
  });
}

/** One condition for one filter value; throws FilterError for anything it cannot accept. */
export function parseFilterValue(field: string, spec: FieldSpec, raw: string): SQL {
  if (typeof raw !== 'string') fail(field, 'must be given as text.');
  if (raw.length > MAX_RAW_LENGTH) fail(field, 'is too long.');
  const { column, type } = spec;
  const { op, operand } = splitOperator(raw);

  switch (op) {
    case 'isNull':
    case 'notNull':
      if (operand !== '') fail(field, `takes no value after ${op}.`);
      return op === 'isNull' ? isNull(column) : isNotNull(column);

    case 'like':
      if (type !== 'string') fail(field, `does not support like (it is ${describeType(type)} field).`);
      if (operand === '') fail(field, 'needs a value after like.');
      return ilike(column, containsPattern(checkString(field, operand)));

    case 'inArr':
    case 'notInArr': {
      const items = parseList(field, operand);
      const negate = op === 'notInArr';
      if (type === 'date') {
        const dates = items.map((item) => toDate(field, item));
        if (dates.every((d) => d.end === null))
          return inList(
            column,
            dates.map((d) => d.start),
            negate,
          );
        const onAnyDay = or(...dates.map((d) => compareDate(column, 'eq', d))) ?? sql`false`;
        return negate ? not(onAnyDay) : onAnyDay;
      }
      return inList(
        column,
        items.map((item) => toScalar(field, type, item)),
        negate,
      );
    }

    case 'between': {
      if (!isRangeType(type)) fail(field, `does not support between (it is ${describeType(type)} field).`);
      const sides = operand.split('|');
      const [low, high] = sides;
      if (sides.length !== 2 || low === undefined || high === undefined || low === '' || high === '') {
        fail(field, 'expects between<from>|<to> with both sides given.');
      }
      if (type === 'date') {
        const from = toDate(field, low);
        const to = toDate(field, high);
        if (to.end !== null) {
          if (from.start.getTime() >= to.end.getTime()) fail(field, 'has a between range that ends before it starts.');
          return allOf(compare(column, 'gte', from.start), compare(column, 'lt', to.end));
        }
        if (from.start.getTime() > to.start.getTime()) fail(field, 'has a between range that ends before it starts.');
        return range(column, from.start, to.start);
      }
      const from = toScalar(field, type, low);
      const to = toScalar(field, type, high);
      if (type === 'number' && decimalCents(String(from)) > decimalCents(String(to))) {
        fail(field, 'has a between range that ends before it starts.');
      }
      if ((type === 'integer' || type === 'int32') && Number(from) > Number(to)) {
        fail(field, 'has a between range that ends before it starts.');
      }
      return range(column, from, to);
    }

    case 'gte':
    case 'lte':
    case 'gt':
    case 'lt':
      if (!isRangeType(type)) fail(field, `does not support ${op} (it is ${describeType(type)} field).`);
      return comparison(field, column, type, op, operand);

    case 'eq':
    case 'ne':
      return comparison(field, column, type, op, operand);
  }
}

function comparison(field: string, column: Column | SQL, type: FieldType, op: Comparison, operand: string): SQL {
  if (type === 'date') return compareDate(column, op, toDate(field, operand));
  return compare(column, op, toScalar(field, type, operand));
}

/** Exact ordering of validated decimals (up to 18 digits, 2 decimals), in hundredths. */
function decimalCents(text: string): bigint {
  const m = DECIMAL_RE.exec(text);
  if (!m) return 0n;
  const cents = BigInt(`${m[2] ?? '0'}${(m[3] ?? '').padEnd(2, '0')}`);
  return m[1] === '-' ? -cents : cents;
}

// ---------------------------------------------------------------------------------------------------
// Whole list query

function queryValues(key: string, value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item) => {
      if (typeof item !== 'string') throw new FilterError(`Query parameter ${label(key)} must be text.`);
      return item;
    });
  }
  throw new FilterError(`Query parameter ${label(key)} must be text.`);
}

function parseCount(key: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const trimmed = text.trim();
  const n = /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new FilterError(`Query parameter "${key}" must be a whole number from 1 to ${max}.`);
  }
  return n;
}

function parseSort(text: string, sortable: Record<string, Column | SQL>): SQL[] {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_SORT_KEYS)
    throw new FilterError(`Query parameter "sort" accepts at most ${MAX_SORT_KEYS} fields.`);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const parts = entry.split(':');
    const name = (parts[0] ?? '').trim();
    const direction = (parts[1] ?? 'ASC').trim().toUpperCase();
    if (name === '')
      throw new FilterError('Query parameter "sort" has an empty entry; use field:ASC or field:DESC, comma separated.');
    const column = own(sortable, name);
    if (column === undefined) throw new FilterError(`Cannot sort by ${label(name)}.`);
    if (parts.length > 2 || (direction !== 'ASC' && direction !== 'DESC')) {
      throw new FilterError(`Sort direction for ${label(name)} must be ASC or DESC.`);
    }
    if (seen.has(name)) throw new FilterError(`Query parameter "sort" names ${label(name)} more than once.`);
    seen.add(name);
    return direction === 'ASC' ? asc(column) : desc(column);
  });
}

/**
 * Reads page, limit, sort, searchBy/keyword and the filters from a parsed query string.
 * Throws FilterError for anything the client got wrong; a plain Error only for invalid `options`.
 */
export function parseListQuery(query: Record<string, unknown>, options: ListOptions): ListQuery {
  const maxLimit = options.maxLimit ?? DEFAULT_MAX_LIMIT;
  if (!Number.isSafeInteger(maxLimit) || maxLimit < 1)
    throw new Error('parseListQuery: maxLimit must be a positive integer.');
  if (!Number.isSafeInteger(options.defaultLimit) || options.defaultLimit < 1 || options.defaultLimit > maxLimit) {
    throw new Error('parseListQuery: defaultLimit must be an integer from 1 to maxLimit.');
  }
  let defaultOrder: SQL[];
  try {
    defaultOrder = parseSort(options.defaultSort, options.sortable);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`parseListQuery: invalid defaultSort "${options.defaultSort}": ${reason}`);
  }
  const control = new Set(options.control ?? []);

  const single = new Map<string, string>();
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = queryValues(key, value);
    if (RESERVED_KEYS.has(key)) {
      if (values.length > 1) throw new FilterError(`Query parameter "${key}" may be given only once.`);
      const [only] = values;
      if (only !== undefined) single.set(key, only);
      continue;
    }
    const spec = own(options.fields, key);
    if (spec !== undefined) {
      for (const raw of values) conditions.push(parseFilterValue(key, spec, raw));
      continue;
    }
    if (control.has(key)) continue;
    throw new FilterError(`Unknown filter field ${label(key)}.`);
  }

  const page = parseCount('page', single.get('page'), 1, MAX_PAGE);
  const limit = parseCount('limit', single.get('limit'), options.defaultLimit, maxLimit);

  const sortText = single.get('sort');
  const orderBy =
    sortText === undefined || sortText.trim() === '' ? defaultOrder : parseSort(sortText, options.sortable);

  const searchBy = (single.get('searchBy') ?? '').trim();
  const keyword = (single.get('keyword') ?? '').trim();
  if (searchBy === '') {
    if (keyword !== '')
      throw new FilterError('Query parameter "keyword" needs "searchBy" to say which field to search.');
  } else {
    const column = options.searchable === undefined ? undefined : own(options.searchable, searchBy);
    if (column === undefined) throw new FilterError(`Cannot search by ${label(searchBy)}.`);
    if (keyword.length > MAX_KEYWORD_LENGTH) {
      throw new FilterError(`Query parameter "keyword" accepts at most ${MAX_KEYWORD_LENGTH} characters.`);
    }
    if (keyword.includes('\u0000'))
      throw new FilterError('Query parameter "keyword" must not contain a NUL character.');
    if (keyword !== '') conditions.push(ilike(column, containsPattern(keyword)));
  }

  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy,
    page,
    limit,
    offset: (page - 1) * limit,
  };
}
