import { useMemo } from 'react';
import type { PlacedBet } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  DateRangeFields,
  EVENT_TYPE_OPTIONS,
  EmptyState,
  ExportCsvButton,
  Pager,
  Pnl,
  ReportPage,
  ReportResult,
  ReportTable,
  SelectField,
  Totals,
  csvFileName,
  formatMoney,
  lastDays,
  pageCountOf,
  sumUnits,
  useReportQuery,
  useUrlFilters,
  validateRange,
} from '../../ui/index.js';
import { requestOptionsOf } from '../bets/betCalls.js';
import { betColumns, betCsvColumns } from '../bets/betColumns.js';
import {
  BET_HISTORY_GUARDS,
  BET_HISTORY_PAGE_SIZE,
  STATUS_OPTIONS,
  betHistoryColumns,
  fetchBetHistory,
  type BetHistoryFilters,
} from './betHistory.js';

/** /bet-history: settled bets (or deleted ones) over a range of days. */
export function BetHistoryPage() {
  const host = useHost();
  const defaults = useMemo<BetHistoryFilters>(() => ({ ...lastDays(), sport: 'all', status: 'MATCHED' }), []);
  const { filters, page, setFilters, setPage } = useUrlFilters(defaults, BET_HISTORY_GUARDS);
  const matched = filters.status === 'MATCHED';

  const key = validateRange(filters) === null ? [...queryKeys.bets.all, 'history', filters, page] : null;
  const query = useReportQuery(key, ({ signal }) =>
    fetchBetHistory(host.http, filters, page, BET_HISTORY_PAGE_SIZE, { signal }).then((r) => r.data),
  );
  const keys = betHistoryColumns(filters.status);

  return (
    <ReportPage
      title="Bet History"
      testId={REPORT_TEST_IDS.betHistory}
      filters={
        <>
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters(range)}
            idPrefix="bet-history"
          />
          <SelectField
            id="bet-history-sport"
            label="Sport"
            value={filters.sport}
            options={EVENT_TYPE_OPTIONS}
            onChange={(sport) => setFilters({ sport })}
          />
          <SelectField
            id="bet-history-status"
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
            minW="120px"
          />
        </>
      }
      actions={
        <ExportCsvButton<PlacedBet>
          fileName={csvFileName('bet-history', filters.from, filters.to, filters.sport, filters.status.toLowerCase())}
          columns={betCsvColumns(keys)}
          rowKey={(b) => b.id}
          disabled={query.status !== 'ready' || query.data?.count === 0}
          fetchPage={(p, options) =>
            fetchBetHistory(host.http, filters, p, options.limit, requestOptionsOf(options)).then((r) => r.data)
          }
        />
      }
    >
      <ReportResult
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page <= 1}
        emptyMessage={matched ? 'No settled bets for these dates.' : 'No deleted bets for these dates.'}
        loadingLabel="Loading bets…"
        errorTitle="The bet history could not be loaded."
        idle={<EmptyState message="Choose a valid date range to see your bets." />}
      >
        {(data) => (
          <>
            {data.rows.length > 0 ? (
              <>
                <ReportTable<PlacedBet>
                  caption={matched ? 'Settled bets' : 'Deleted bets'}
                  columns={betColumns(keys)}
                  rows={data.rows}
                  rowKey={(b) => b.id}
                />
                <Totals
                  label="Page totals"
                  items={[
                    { label: 'Bets', value: `${data.rows.length} of ${data.count}` },
                    { label: 'Stake (this page)', value: formatMoney(sumUnits(data.rows.map((b) => b.stake))) },
                    ...(matched
                      ? [
                          {
                            label: 'P/L (this page)',
                            value: <Pnl units={sumUnits(data.rows.map((b) => b.profitLoss ?? 0))} />,
                          },
                        ]
                      : []),
                  ]}
                />
              </>
            ) : (
              <EmptyState message="This page is past the end of the list." />
            )}
            <Pager
              page={page}
              pageCount={pageCountOf(data.count, BET_HISTORY_PAGE_SIZE)}
              onPageChange={setPage}
              label="Bet history pages"
            />
          </>
        )}
      </ReportResult>
    </ReportPage>
  );
}
