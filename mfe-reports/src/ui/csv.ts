/**
 * CSV export (RFC 4180): comma separated, CRLF line ends, a field quoted when it holds a comma, a
 * double quote, CR or LF, quotes doubled inside. Text that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or CR) is prefixed with an apostrophe (OWASP "CSV injection").
 * Numbers are written as numbers, so a loss of -150 stays a number a spreadsheet can sum: give
 * amounts to the columns as numbers, not as formatted text.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line then one line per row, every line ending in CRLF. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A safe file name: `account-statement_2026-11-16_2026-11-22.csv`. */
export function csvFileName(...parts: readonly string[]): string {
  const base = parts
    .map((part) =>
      part
        .trim()
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, ''),
    )
    .filter((part) => part !== '')
    .join('_');
  return `${base === '' ? 'report' : base}.csv`;
}

/**
 * Saves `text` as a CSV file through a temporary link. A byte order mark goes first so that
 * spreadsheet programs read the file as UTF-8 (names, the minus sign).
 */
export function downloadCsv(name: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name.endsWith('.csv') ? name : `${name}.csv`;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after the click returns: let go of the data a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
