/**
 * List queries over in-memory rows (the feed's matches), with the rules of filters/filter.ts:
 * only allowlisted keys, an operator prefix on each value (`eqcricket`, `inArr["GB","IE"]`,
 * `isNull`; a value with no known operator is `eq`), `sort=field:ASC|DESC,…`, `searchBy` +
 * `keyword`, `page` and `limit`. Anything else is a 400 with a message that says what is wrong.
 */
import { badRequest } from '../errors.js';
import { calendarDayStart, dayFields } from '@backlay/shared/rules';
import { BEFORE_EARLIEST_YEAR, EARLIEST_YEAR, utcDayStart } from '../filters/filter.js';

export type FieldType = 'string' | 'boolean' | 'date' | { enum: readonly string[] };

export interface Field<T> {
  type: FieldType;
  /** The row's value: text, a boolean, an epoch ms for dates, or null. */
  value: (row: T) => string | boolean | number | null;
  /** Compare text ignoring case (e.g. country codes). */
  caseless?: boolean;
}

export interface ListSpec<T> {
  fields: Record<string, Field<T>>;
  searchable?: Record<string, (row: T) => string>;
  sortable: Record<string, (row: T) => string | number>;
  /** e.g. 'match.startAt:ASC'. */
  defaultSort: string;
  /** Applied after the sort keys so equal rows keep a stable order. */
  tieBreak?: (a: T, b: T) => number;
  defaultLimit: number;
  maxLimit: number;
}

export interface ParsedList<T> {
  filter: (row: T) => boolean;
  compare: (a: T, b: T) => number;
  page: number;
  limit: number;
}

type Operator =
  'eq' | 'ne' | 'inArr' | 'notInArr' | 'isNull' | 'notNull' | 'between' | 'gte' | 'lte' | 'gt' | 'lt' | 'like';

const OPERATORS: readonly Operator[] = (
  ['eq', 'ne', 'inArr', 'notInArr', 'isNull', 'notNull', 'between', 'gte', 'lte', 'gt', 'lt', 'like'] as const
)
  .slice()
  .sort((a, b) => b.length - a.length);

const RESERVED = new Set(['page', 'limit', 'sort', 'searchBy', 'keyword']);
const MAX_VALUE_LENGTH = 2000;
const MAX_TEXT = 200;
const MAX_KEYWORD = 100;
const MAX_LIST = 100;
const MAX_PAGE = 1_000_000;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 86_400_000;

const label = (name: string) => `"${name.length > 100 ? `${name.slice(0, 100)}…` : name}"`;

function fail(field: string, problem: string): never {
  throw badRequest(`Filter ${label(field)} ${problem}`);
}

function own<V>(record: Record<string, V>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The first instant a date may name (1900-01-01 UTC): an earlier one is refused, never read as another. */
const MIN_INSTANT = utcDayStart(EARLIEST_YEAR, 1, 1);

/**
 * The start (UTC) of a YYYY-MM-DD day that is on the calendar, or null. A day before 1900 is a
 * 400 of its own (Date.UTC would have read 0050 as 1950).
 */
export function parseDay(text: string): number | null {
  const fields = dayFields(text);
  if (!fields) return null;
  if (fields.year < EARLIEST_YEAR) throw badRequest(BEFORE_EARLIEST_YEAR);
  return calendarDayStart(fields);
}

function toDate(field: string, text: string): { start: number; end: number } {
  const day = parseDay(text);
  if (day !== null) return { start: day, end: day + DAY_MS };
  if (TIMESTAMP.test(text)) {
    // Date.parse keeps an ISO year as written (0050 is 50 AD), so the bound below catches it.
    const ms = Date.parse(/Z|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);
    if (Number.isFinite(ms) && ms < MIN_INSTANT) fail(field, `is before ${EARLIEST_YEAR}. ${BEFORE_EARLIEST_YEAR}`);
    if (Number.isFinite(ms)) return { start: ms, end: ms + 1 };
  }
  return fail(field, 'must be a date (YYYY-MM-DD) or an ISO-8601 timestamp.');
}

function toScalar(
  field: string,
  spec: { type: FieldType; caseless?: boolean | undefined },
  text: string,
): string | boolean {
  const { type } = spec;
  if (text.length > MAX_TEXT) fail(field, `accepts at most ${MAX_TEXT} characters.`);
  if (typeof type === 'object') {
    if (!type.enum.includes(text)) fail(field, `must be one of: ${type.enum.join(', ')}.`);
    return text;
  }
  if (type === 'boolean') {
    if (text !== 'true' && text !== 'false') fail(field, 'must be true or false.');
    return text === 'true';
  }
  return spec.caseless ? text.toLowerCase() : text;
}

function parseArray(field: string, operand: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(operand);
  } catch {
    return fail(field, 'expects a JSON array after inArr/notInArr, e.g. inArr["a","b"].');
  }
  if (!Array.isArray(parsed)) fail(field, 'expects a JSON array after inArr/notInArr, e.g. inArr["a","b"].');
  const items: unknown[] = parsed;
  if (items.length < 1 || items.length > MAX_LIST) fail(field, `expects a list of 1 to ${MAX_LIST} values.`);
  return items.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (typeof item === 'boolean') return String(item);
    return fail(field, 'accepts only strings and numbers in its list.');
  });
}

function norm<T>(spec: Field<T>, row: T): string | boolean | number | null {
  const v = spec.value(row);
  return typeof v === 'string' && spec.caseless ? v.toLowerCase() : v;
}

/** One predicate for one filter value. */
export function parseFilter<T>(field: string, spec: Field<T>, raw: string): (row: T) => boolean {
  if (raw.length > MAX_VALUE_LENGTH) fail(field, 'is too long.');
  let op: Operator = 'eq';
  let operand = raw;
  for (const candidate of OPERATORS) {
    if (raw.startsWith(candidate)) {
      op = candidate;
      operand = raw.slice(candidate.length);
      break;
    }
  }
  const { type } = spec;
  switch (op) {
    case 'isNull':
    case 'notNull': {
      if (operand !== '') fail(field, `takes no value after ${op}.`);
      const wantNull = op === 'isNull';
      return (row) => (spec.value(row) === null) === wantNull;
    }
    case 'like': {
      if (type !== 'string') fail(field, 'does not support like (it is not a text field).');
      if (operand === '') fail(field, 'needs a value after like.');
      if (operand.length > MAX_TEXT) fail(field, `accepts at most ${MAX_TEXT} characters.`);
      const needle = operand.toLowerCase();
      return (row) => {
        const v = spec.value(row);
        return typeof v === 'string' && v.toLowerCase().includes(needle);
      };
    }
    case 'inArr':
    case 'notInArr': {
      if (type === 'date') fail(field, `does not support ${op} (it is a date field).`);
      const set = new Set(parseArray(field, operand).map((item) => toScalar(field, spec, item)));
      const negate = op === 'notInArr';
      return (row) => {
        const v = norm(spec, row);
        const hit = v !== null && typeof v !== 'number' && set.has(v);
        return negate ? !hit : hit;
      };
    }
    case 'between': {
      if (type !== 'date') fail(field, 'does not support between (it is not a date field).');
      const [low, high, ...rest] = operand.split('|');
      if (low === undefined || high === undefined || low === '' || high === '' || rest.length > 0) {
        fail(field, 'expects between<from>|<to> with both sides given.');
      }
      const from = toDate(field, low);
      const to = toDate(field, high);
      if (from.start >= to.end) fail(field, 'has a between range that ends before it starts.');
      return (row) => {
        const v = spec.value(row);
        return typeof v === 'number' && v >= from.start && v < to.end;
      };
    }
    case 'gte':
    case 'lte':
    case 'gt':
    case 'lt': {
      if (type !== 'date') fail(field, `does not support ${op} (it is not a date field).`);
      const d = toDate(field, operand);
      return (row) => {
        const v = spec.value(row);
        if (typeof v !== 'number') return false;
        if (op === 'gte') return v >= d.start;
        if (op === 'gt') return v >= d.end;
        if (op === 'lt') return v < d.start;
        return v < d.end;
      };
    }
    case 'eq':
    case 'ne': {
      const negate = op === 'ne';
      if (type === 'date') {
        const d = toDate(field, operand);
        return (row) => {
          const v = spec.value(row);
          const hit = typeof v === 'number' && v >= d.start && v < d.end;
          return negate ? !hit : hit;
        };
      }
      const want = toScalar(field, spec, operand);
      return (row) => (norm(spec, row) === want) !== negate;
    }
  }
}

function values(key: string, value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item) => {
      if (typeof item !== 'string') throw badRequest(`Query parameter ${label(key)} must be text.`);
      return item;
    });
  }
  throw badRequest(`Query parameter ${label(key)} must be text.`);
}

function count(key: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const t = text.trim();
  const n = /^\d{1,12}$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw badRequest(`Query parameter "${key}" must be a whole number from 1 to ${max}.`);
  return n;
}

function parseSort<T>(text: string, sortable: ListSpec<T>['sortable']): ((a: T, b: T) => number)[] {
  const entries = text.split(',').map((e) => e.trim());
  if (entries.length > 5) throw badRequest('Query parameter "sort" accepts at most 5 fields.');
  return entries.map((entry) => {
    const parts = entry.split(':');
    const name = (parts[0] ?? '').trim();
    const direction = (parts[1] ?? 'ASC').trim().toUpperCase();
    if (name === '')
      throw badRequest('Query parameter "sort" has an empty entry; use field:ASC or field:DESC, comma separated.');
    const get = own(sortable, name);
    if (!get) throw badRequest(`Cannot sort by ${label(name)}.`);
    if (parts.length > 2 || (direction !== 'ASC' && direction !== 'DESC'))
      throw badRequest(`Sort direction for ${label(name)} must be ASC or DESC.`);
    const sign = direction === 'ASC' ? 1 : -1;
    return (a: T, b: T) => {
      const x = get(a);
      const y = get(b);
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return sign * c;
    };
  });
}

/** Reads the whole query; throws a 400 ApiError for anything it cannot accept. */
export function parseList<T>(query: Record<string, unknown>, spec: ListSpec<T>): ParsedList<T> {
  const single = new Map<string, string>();
  const filters: ((row: T) => boolean)[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const list = values(key, value);
    if (RESERVED.has(key)) {
      if (list.length > 1) throw badRequest(`Query parameter "${key}" may be given only once.`);
      const [only] = list;
      if (only !== undefined) single.set(key, only);
      continue;
    }
    const field = own(spec.fields, key);
    if (!field) throw badRequest(`Unknown filter field ${label(key)}.`);
    for (const raw of list) filters.push(parseFilter(key, field, raw));
  }

  const page = count('page', single.get('page'), 1, MAX_PAGE);
  const limit = count('limit', single.get('limit'), spec.defaultLimit, spec.maxLimit);
  const sortText = single.get('sort')?.trim();
  const sorters = parseSort(sortText ? sortText : spec.defaultSort, spec.sortable);

  const searchBy = (single.get('searchBy') ?? '').trim();
  const keyword = (single.get('keyword') ?? '').trim();
  if (searchBy === '') {
    if (keyword !== '') throw badRequest('Query parameter "keyword" needs "searchBy" to say which field to search.');
  } else {
    const get = spec.searchable ? own(spec.searchable, searchBy) : undefined;
    if (!get) throw badRequest(`Cannot search by ${label(searchBy)}.`);
    if (keyword.length > MAX_KEYWORD)
      throw badRequest(`Query parameter "keyword" accepts at most ${MAX_KEYWORD} characters.`);
    if (keyword !== '') {
      const needle = keyword.toLowerCase();
      filters.push((row) => get(row).toLowerCase().includes(needle));
    }
  }

  const tieBreak = spec.tieBreak;
  return {
    filter: (row) => filters.every((f) => f(row)),
    compare: (a, b) => {
      for (const s of sorters) {
        const c = s(a, b);
        if (c !== 0) return c;
      }
      return tieBreak ? tieBreak(a, b) : 0;
    },
    page,
    limit,
  };
}

/** Filters, sorts and pages rows; `count` is the number of matching rows over all pages. */
export function runList<T>(rows: readonly T[], parsed: ParsedList<T>): { rows: T[]; count: number } {
  const matching = rows.filter(parsed.filter).sort(parsed.compare);
  const offset = (parsed.page - 1) * parsed.limit;
  return { rows: matching.slice(offset, offset + parsed.limit), count: matching.length };
}
