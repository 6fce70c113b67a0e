import { readBlob, restoreUrlProperty } from '../test/csvDownloads.js';
import { csvCell, csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv.js';

describe('csvCell (RFC 4180)', () => {
  it('leaves plain text alone and quotes text holding a comma, a quote, CR or LF', () => {
    expect(csvCell('India v Australia')).toBe('India v Australia');
    expect(csvCell('Match Odds, 1st innings')).toBe('"Match Odds, 1st innings"');
    expect(csvCell('the "Kings"')).toBe('"the ""Kings"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes numbers as numbers (negative ones too), and nothing for null, undefined and NaN', () => {
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  interface Row {
    name: string;
    amount: number;
    note: string | null;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'Amount', value: (r) => r.amount },
    { header: 'Note, if any', value: (r) => r.note },
  ];

  it('writes a header line then one CRLF-ended line per row', () => {
    const text = toCsv(
      [
        { name: 'Win, India', amount: 150, note: null },
        { name: '=cmd', amount: -40.5, note: 'say "hi"' },
      ],
      columns,
    );
    expect(text).toBe(['Name,Amount,"Note, if any"', '"Win, India",150,', `'=cmd,-40.5,"say ""hi"""`, ''].join('\r\n'));
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Name,Amount,"Note, if any"\r\n');
  });
});

describe('csvFileName', () => {
  it('joins safe parts and ends in .csv', () => {
    expect(csvFileName('account-statement', '2026-11-16', '2026-11-22')).toBe(
      'account-statement_2026-11-16_2026-11-22.csv',
    );
    expect(csvFileName('bet history', '../x?')).toBe('bet-history_x.csv');
    expect(csvFileName('')).toBe('report.csv');
  });
});

describe('downloadCsv', () => {
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  afterEach(() => {
    restoreUrlProperty('createObjectURL', original.create);
    restoreUrlProperty('revokeObjectURL', original.revoke);
    jest.useRealTimers();
  });

  it('saves the text as a UTF-8 CSV file through a temporary link, then lets the data go', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report-1';
    });
    const revoke = jest.fn<void, [string]>();
    URL.revokeObjectURL = revoke;
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadCsv('statement', 'a,b\r\n');

    expect(clicked).toEqual([{ href: 'blob:report-1', download: 'statement.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(blobs[0] as Blob)).toBe('\uFEFFa,b\r\n');
    expect(revoke).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:report-1');
    click.mockRestore();
  });
});
