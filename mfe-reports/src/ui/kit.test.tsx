import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { fail, ok } from '@backlay/shared/testing';
import { REPORT_TEST_IDS } from '../testIds.js';
import { catchCsvDownloads } from '../test/csvDownloads.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { DateRangeFields } from './DateRangeFields.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import { fetchAllRows, type ExportPageOptions } from './exportRows.js';
import { Pager, pageCountOf } from './Pager.js';
import { ReportPage } from './ReportPage.js';
import { ReportTable } from './ReportTable.js';
import { Totals } from './Totals.js';
import { useReportQuery } from './useReportQuery.js';
import { todayDay, type DateRange } from './dates.js';

describe('Pager', () => {
  it('counts pages', () => {
    expect([pageCountOf(0, 15), pageCountOf(15, 15), pageCountOf(16, 15), pageCountOf(31, 10)]).toEqual([1, 1, 2, 4]);
  });

  it('shows page of pages in a named navigation, with Previous and Next disabled at the ends', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = jest.fn<void, [number]>();
    const { rerender } = renderWithHost(
      <Pager page={1} pageCount={3} onPageChange={onPageChange} label="Statement pages" />,
    );

    const nav = screen.getByRole('navigation', { name: 'Statement pages' });
    expect(nav).toHaveAttribute('data-testid', REPORT_TEST_IDS.pager);
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} pageCount={3} onPageChange={onPageChange} label="Statement pages" />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('hides itself for one page, but not when the URL asked for a page past the end', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = jest.fn<void, [number]>();
    const { rerender } = renderWithHost(<Pager page={1} pageCount={1} onPageChange={onPageChange} />);
    expect(screen.queryByTestId(REPORT_TEST_IDS.pager)).not.toBeInTheDocument();

    rerender(<Pager page={9} pageCount={2} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 9 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});

describe('DateRangeFields', () => {
  const today = todayDay();
  const daysAgo = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');

  function Harness({ onChange, maxDays }: { onChange: (range: DateRange) => void; maxDays?: number }) {
    const [range, setRange] = useState<DateRange>({ from: daysAgo(6), to: today });
    return (
      <DateRangeFields
        {...range}
        {...(maxDays ? { maxDays } : {})}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
      />
    );
  }

  const from = () => screen.getByLabelText('From');
  const to = () => screen.getByLabelText('To');

  it('shows the range as labelled date inputs the browser keeps in order', () => {
    renderWithHost(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(from()).toHaveAttribute('type', 'date');
    expect(from()).toHaveValue(daysAgo(6));
    expect(to()).toHaveValue(today);
    expect(to()).toHaveAttribute('min', daysAgo(6));
    expect(to()).toHaveAttribute('max', today);
    expect(from()).toHaveAttribute('max', today);
  });

  it('applies a valid range', () => {
    const onChange = jest.fn<void, [DateRange]>();
    renderWithHost(<Harness onChange={onChange} />);
    fireEvent.change(from(), { target: { value: daysAgo(10) } });
    expect(onChange).toHaveBeenLastCalledWith({ from: daysAgo(10), to: today });
    expect(to()).toHaveAttribute('min', daysAgo(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps To on or after From: a To before From is not applied and is explained', () => {
    const onChange = jest.fn<void, [DateRange]>();
    renderWithHost(<Harness onChange={onChange} />);
    fireEvent.change(to(), { target: { value: daysAgo(8) } });

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The To date must be on or after the From date.');
    expect(to()).toHaveAttribute('aria-invalid', 'true');
    expect(to()).toHaveAccessibleDescription('The To date must be on or after the From date.');

    // Moving From back repairs it; the repaired range is applied.
    fireEvent.change(from(), { target: { value: daysAgo(9) } });
    expect(onChange).toHaveBeenLastCalledWith({ from: daysAgo(9), to: daysAgo(8) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long a range may be', () => {
    const onChange = jest.fn<void, [DateRange]>();
    renderWithHost(<Harness onChange={onChange} maxDays={31} />);
    fireEvent.change(from(), { target: { value: daysAgo(31) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 31 days.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from(), { target: { value: daysAgo(30) } });
    expect(onChange).toHaveBeenLastCalledWith({ from: daysAgo(30), to: today });
  });

  it('ignores half-typed years', () => {
    const onChange = jest.fn<void, [DateRange]>();
    renderWithHost(<Harness onChange={onChange} />);
    fireEvent.change(from(), { target: { value: '0202-01-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The From date cannot be before 01/01/2000.');
  });
});

describe('ReportPage', () => {
  it('titles the page and links all six reports, marking the current one', () => {
    renderWithHost(
      <ReportPage
        title="Account Statement"
        testId={REPORT_TEST_IDS.statement}
        filters={<span>filters here</span>}
        actions={<button>Export CSV</button>}
      >
        <p>content</p>
      </ReportPage>,
      { path: '/account-statement?type=win' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeInTheDocument();
    expect(screen.getByTestId(REPORT_TEST_IDS.statement)).toHaveAccessibleName('Account Statement');
    const nav = screen.getByRole('navigation', { name: 'Reports' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Account Statement', '/account-statement'],
      ['Profit & Loss', '/profit-loss'],
      ['Bet History', '/bet-history'],
      ['Current Bets', '/unsettled-bet'],
      ['Live Casino Bets', '/live-casino-bets'],
      ['Card Report', '/card-report'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Account Statement' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    const filters = screen.getByRole('group', { name: 'Account Statement filters' });
    expect(within(filters).getByText('filters here')).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('leaves Live Casino Bets out for a demo session (spec user menu)', () => {
    renderWithHost(
      <ReportPage title="Current Bet" testId={REPORT_TEST_IDS.currentBets}>
        <p>content</p>
      </ReportPage>,
      { path: '/unsettled-bet', session: { isDemo: true } },
    );
    const nav = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(nav).queryByRole('link', { name: 'Live Casino Bets' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Current Bets' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ReportTable and Totals', () => {
  interface Row {
    id: string;
    name: string;
    amount: number;
  }
  it('renders one row per item with test ids, column labels for phone cards, and a totals row', () => {
    renderWithHost(
      <>
        <ReportTable<Row>
          caption="Lines"
          rows={[
            { id: 'a', name: 'First', amount: 10 },
            { id: 'b', name: 'Second', amount: -4 },
          ]}
          rowKey={(r) => r.id}
          columns={[
            { key: 'name', header: 'Name', cell: (r) => r.name },
            { key: 'amount', header: 'Amount', cell: (r) => r.amount, align: 'end' },
          ]}
          footer={{ name: 'Total', amount: 6 }}
        />
        <Totals items={[{ label: 'Total stake', value: '6.00' }]} />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount']);
    const body = screen.getByTestId(REPORT_TEST_IDS.rows);
    expect(within(body).getAllByRole('row')).toHaveLength(2);
    const second = screen.getByTestId('report-row-b');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => [c.getAttribute('data-label'), c.textContent]),
    ).toEqual([
      ['Name', 'Second'],
      ['Amount', '-4'],
    ]);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Total6');
    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(within(totals).getByText('Total stake').nextSibling).toHaveTextContent('6.00');
  });
});

describe('useReportQuery', () => {
  function Report({ type }: { type: string }) {
    const { http } = createdHost.host;
    const query = useReportQuery(type === 'none' ? null : ['thing', type], ({ signal }) =>
      http.get<{ n: number }>('/thing', { params: { type }, signal }).then((r) => r.data),
    );
    return (
      <div>
        <span>status: {query.status}</span>
        <span>data: {query.data?.n ?? '-'}</span>
        <span>error: {query.error ?? '-'}</span>
        <button onClick={query.retry}>retry</button>
      </div>
    );
  }
  let createdHost: ReturnType<typeof createTestHost>;

  it('cancels the request of an earlier key and shows only the latest answer', async () => {
    createdHost = createTestHost();
    createdHost.server.on('GET', '/thing', { hold: true });
    const { rerender } = renderWithHost(<Report type="a" />, { testHost: createdHost });
    expect(screen.getByText('status: loading')).toBeInTheDocument();

    rerender(<Report type="b" />);
    const first = createdHost.server.held('GET', '/thing');
    const second = createdHost.server.held('GET', '/thing');
    expect(first.request.query.get('type')).toBe('a');
    // The first was aborted: answering it now changes nothing.
    act(() => first.release(200, { statusCode: 200, data: { n: 1 } }));
    act(() => second.release(200, { statusCode: 200, data: { n: 2 } }));
    expect(await screen.findByText('data: 2')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
  });

  it('asks for nothing without a key', () => {
    createdHost = createTestHost();
    renderWithHost(<Report type="none" />, { testHost: createdHost });
    expect(screen.getByText('status: idle')).toBeInTheDocument();
    expect(createdHost.server.requests).toHaveLength(0);
  });

  it('reports the server message and asks again on retry', async () => {
    createdHost = createTestHost();
    createdHost.server.on('GET', '/thing', fail(500, 'Database unavailable'));
    renderWithHost(<Report type="a" />, { testHost: createdHost });
    expect(await screen.findByText('error: Database unavailable')).toBeInTheDocument();
    expect(createdHost.httpToast).toHaveBeenCalledWith('Database unavailable', 'error', 1500);

    createdHost.server.on('GET', '/thing', ok({ n: 5 }));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('data: 5')).toBeInTheDocument();
    expect(createdHost.server.calls('GET', '/thing')).toHaveLength(2);
  });
});

describe('exporting every page', () => {
  interface Row {
    id: number;
    text: string;
  }
  const all: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, text: i === 4 ? '=1+1' : `row ${i + 1}` }));
  const pageOf = (page: number, limit: number) => ({
    count: all.length,
    rows: all.slice((page - 1) * limit, page * limit),
  });

  it('fetches page after page until the count is reached', async () => {
    const asked: Array<[number, ExportPageOptions]> = [];
    const progress: Array<[number, number]> = [];
    const result = await fetchAllRows<Row>(
      (page, options) => {
        asked.push([page, options]);
        return Promise.resolve(pageOf(page, options.limit));
      },
      { signal: new AbortController().signal, pageSize: 10, onProgress: (done, pages) => progress.push([done, pages]) },
    );
    expect(asked.map(([page, o]) => [page, o.limit, o.allowConcurrent, o.silent])).toEqual([
      [1, 10, true, true],
      [2, 10, true, true],
      [3, 10, true, true],
    ]);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(result).toEqual({ rows: all, total: 23, truncated: false });
  });

  it('keeps each row once when pages shift, and stops at maxRows', async () => {
    const shifted = (page: number) => ({ count: 23, rows: all.slice(Math.max(0, (page - 1) * 10 - 1), page * 10) });
    const deduped = await fetchAllRows<Row>((page) => Promise.resolve(shifted(page)), {
      signal: new AbortController().signal,
      pageSize: 10,
      rowKey: (r) => String(r.id),
    });
    expect(deduped.rows.map((r) => r.id)).toEqual(all.map((r) => r.id));

    const capped = await fetchAllRows<Row>((page, o) => Promise.resolve(pageOf(page, o.limit)), {
      signal: new AbortController().signal,
      pageSize: 10,
      maxRows: 15,
    });
    expect(capped.rows).toHaveLength(15);
    expect(capped.truncated).toBe(true);
  });

  it('stops on a single answer holding everything (a report that is not paged)', async () => {
    const fetchPage = jest.fn((_page: number) => Promise.resolve({ count: all.length, rows: all }));
    const result = await fetchAllRows<Row>(fetchPage, { signal: new AbortController().signal, pageSize: 10 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(result.rows).toHaveLength(23);
  });

  it('the button saves all pages as CSV, guarded against formulas', async () => {
    const downloads = catchCsvDownloads();
    try {
      const user = userEvent.setup({ delay: null });
      renderWithHost(
        <ExportCsvButton<Row>
          fileName="lines.csv"
          pageSize={10}
          columns={[
            { header: 'Id', value: (r) => r.id },
            { header: 'Text', value: (r) => r.text },
          ]}
          fetchPage={(page, options) => Promise.resolve(pageOf(page, options.limit))}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.name).toBe('lines.csv');
      const lines = (await downloads.text()).split('\r\n');
      expect(lines[0]).toBe('Id,Text');
      expect(lines).toHaveLength(25);
      expect(lines[5]).toBe("5,'=1+1");
      expect(lines[23]).toBe('23,row 23');
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    } finally {
      downloads.restore();
    }
  });

  it('the button cancels the export when it leaves the page: the page request is aborted, nothing is saved or toasted', async () => {
    const downloads = catchCsvDownloads();
    try {
      const user = userEvent.setup({ delay: null });
      const signals: AbortSignal[] = [];
      const view = renderWithHost(
        <ExportCsvButton<Row>
          fileName="x"
          columns={[]}
          fetchPage={(_page, options) => {
            signals.push(options.signal);
            return new Promise((_resolve, reject) =>
              options.signal.addEventListener('abort', () => reject(new Error('aborted'))),
            );
          }}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(signals).toHaveLength(1));
      view.unmount();
      expect(signals[0]?.aborted).toBe(true);
      await act(() => Promise.resolve());
      expect(view.toast).not.toHaveBeenCalled();
      expect(downloads.files).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });

  it('the button toasts a failure once and saves nothing', async () => {
    const downloads = catchCsvDownloads();
    try {
      const user = userEvent.setup({ delay: null });
      const view = renderWithHost(
        <ExportCsvButton<Row>
          fileName="x"
          columns={[]}
          fetchPage={() => Promise.reject(new Error('Database unavailable'))}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(view.toast).toHaveBeenCalledWith('The export failed: Database unavailable', 'error'));
      expect(downloads.files).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });
});
