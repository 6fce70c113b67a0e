import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { TransactionRow } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  DateRangeFields,
  EmptyState,
  ExportCsvButton,
  Pager,
  ReportPage,
  ReportResult,
  ReportTable,
  STATEMENT_PAGE_SIZE,
  SelectField,
  Totals,
  csvFileName,
  formatDateTime,
  formatMoney,
  lastDays,
  pageCountOf,
  sumUnits,
  useReportQuery,
  useUrlFilters,
  validateRange,
  type ReportColumn,
} from '../../ui/index.js';
import { LazyMarketBetsDialog } from '../bets/LazyMarketBetsDialog.js';
import type { MarketRef } from '../bets/MarketBetsDialog.js';
import { requestOptionsOf } from '../bets/betCalls.js';
import {
  STATEMENT_CSV,
  STATEMENT_GUARDS,
  TYPE_OPTIONS,
  creditOf,
  debitOf,
  fetchStatement,
  marketOfReference,
  typeLabel,
  type StatementFilters,
} from './statement.js';

/** /account-statement: every movement of the player's balance, with the running balance after it. */
export function AccountStatementPage() {
  const host = useHost();
  const { userId } = host.session.get();
  const defaults = useMemo<StatementFilters>(() => ({ ...lastDays(), type: 'all' }), []);
  const { filters, page, setFilters, setPage } = useUrlFilters(defaults, STATEMENT_GUARDS);
  const [market, setMarket] = useState<MarketRef | null>(null);

  const valid = validateRange(filters) === null;
  const key = userId && valid ? [...queryKeys.reports.statementAll, userId, filters, page] : null;
  const query = useReportQuery(key, ({ signal }) =>
    fetchStatement(host.http, userId ?? '', filters, page, STATEMENT_PAGE_SIZE, { signal }).then((r) => r.data),
  );

  const columns: ReportColumn<TransactionRow>[] = [
    { key: 'date', header: 'Date', cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'description',
      header: 'Description',
      cell: (r) => {
        const marketId = marketOfReference(r.reference);
        return (
          <Box
            display="flex"
            flexWrap="wrap"
            gap={2}
            alignItems="center"
            justifyContent={{ base: 'flex-end', xl: 'flex-start' }}
          >
            <span>{r.description}</span>
            {marketId ? (
              <Button
                size="2xs"
                variant="outline"
                aria-label={`View bets: ${r.description}`}
                onClick={() => setMarket({ marketId, title: r.description })}
              >
                View bets
              </Button>
            ) : null}
          </Box>
        );
      },
    },
    { key: 'type', header: 'Type', cell: (r) => typeLabel(r.transType) },
    { key: 'credit', header: 'Credit', cell: (r) => (creditOf(r) > 0 ? formatMoney(creditOf(r)) : '—'), align: 'end' },
    { key: 'debit', header: 'Debit', cell: (r) => (debitOf(r) > 0 ? formatMoney(debitOf(r)) : '—'), align: 'end' },
    { key: 'balance', header: 'Closing balance', cell: (r) => formatMoney(r.closingBalance), align: 'end' },
    { key: 'number', header: 'Statement No', cell: (r) => r.uniqueId, align: 'end' },
  ];

  return (
    <ReportPage
      title="Account Statement"
      testId={REPORT_TEST_IDS.statement}
      filters={
        <>
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters(range)}
            idPrefix="statement"
          />
          <SelectField
            id="statement-type"
            label="Type"
            value={filters.type}
            options={TYPE_OPTIONS}
            onChange={(type) => setFilters({ type })}
          />
        </>
      }
      actions={
        <ExportCsvButton<TransactionRow>
          fileName={csvFileName('account-statement', filters.from, filters.to, filters.type)}
          columns={STATEMENT_CSV}
          rowKey={(r) => String(r.uniqueId)}
          disabled={query.status !== 'ready' || query.data?.count === 0}
          fetchPage={(p, options) =>
            fetchStatement(host.http, userId ?? '', filters, p, options.limit, requestOptionsOf(options)).then(
              (r) => r.data,
            )
          }
        />
      }
    >
      <ReportResult
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page <= 1}
        emptyMessage="No statement entries for these dates."
        loadingLabel="Loading the statement…"
        errorTitle="The statement could not be loaded."
        idle={<EmptyState message="Choose a valid date range to see the statement." />}
      >
        {(data) => (
          <>
            {data.rows.length > 0 ? (
              <>
                <ReportTable<TransactionRow>
                  caption="Account statement"
                  columns={columns}
                  rows={data.rows}
                  rowKey={(r) => String(r.uniqueId)}
                />
                <Totals
                  label="Page totals"
                  items={[
                    { label: 'Entries', value: `${data.rows.length} of ${data.count}` },
                    { label: 'Credit (this page)', value: formatMoney(sumUnits(data.rows.map(creditOf))) },
                    { label: 'Debit (this page)', value: formatMoney(sumUnits(data.rows.map(debitOf))) },
                  ]}
                />
              </>
            ) : (
              <EmptyState message="This page is past the end of the statement." />
            )}
            <Pager
              page={page}
              pageCount={pageCountOf(data.count, STATEMENT_PAGE_SIZE)}
              onPageChange={setPage}
              label="Statement pages"
            />
          </>
        )}
      </ReportResult>
      <LazyMarketBetsDialog market={market} onClose={() => setMarket(null)} />
    </ReportPage>
  );
}
