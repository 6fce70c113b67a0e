import { useMemo } from 'react';
import type { PlacedBet } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  CURRENT_BETS_PAGE_SIZE,
  EVENT_TYPE_OPTIONS,
  EmptyState,
  ExportCsvButton,
  Pager,
  ReportPage,
  ReportResult,
  ReportTable,
  SelectField,
  Totals,
  csvFileName,
  formatMoney,
  pageCountOf,
  sumUnits,
  useReportQuery,
  useUrlFilters,
} from '../../ui/index.js';
import { requestOptionsOf } from '../bets/betCalls.js';
import { betColumns, betCsvColumns } from '../bets/betColumns.js';
import {
  CURRENT_BETS_GUARDS,
  CURRENT_STATUS_OPTIONS,
  betListFilters,
  currentBetColumns,
  fetchCurrentBets,
  type CurrentBetsFilters,
} from './currentBets.js';
import { UnmatchedBets } from './UnmatchedBets.js';

/**
 * /unsettled-bet ("Current Bet"): open bets, matched or deleted, 10 a page; or with Unmatched the
 * player's orders still waiting on the market, each with a Cancel.
 */
export function CurrentBetsPage() {
  const host = useHost();
  const defaults = useMemo<CurrentBetsFilters>(() => ({ sport: 'all', status: 'MATCHED' }), []);
  const { filters, page, setFilters, setPage } = useUrlFilters(defaults, CURRENT_BETS_GUARDS);
  /** What GET /bet is asked for; null with Unmatched (its orders are another list). */
  const list = betListFilters(filters);
  const deleted = list?.status === 'DELETED';

  const query = useReportQuery(list ? [...queryKeys.bets.all, 'current', list, page] : null, ({ signal }) =>
    list
      ? fetchCurrentBets(host.http, list, page, CURRENT_BETS_PAGE_SIZE, { signal }).then((r) => r.data)
      : Promise.reject(new Error('Unmatched bets are not a bet list.')),
  );
  const keys = currentBetColumns(list?.status ?? 'MATCHED');

  return (
    <ReportPage
      title="Current Bet"
      testId={REPORT_TEST_IDS.currentBets}
      filters={
        <>
          <SelectField
            id="current-bets-sport"
            label="Type"
            value={filters.sport}
            options={EVENT_TYPE_OPTIONS}
            onChange={(sport) => setFilters({ sport })}
          />
          <SelectField
            id="current-bets-status"
            label="Status"
            value={filters.status}
            options={CURRENT_STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
            minW="140px"
          />
        </>
      }
      actions={
        // Unmatched orders have no export: the screen shows them all (at most 200).
        list ? (
          <ExportCsvButton<PlacedBet>
            fileName={csvFileName('current-bets', list.sport, list.status.toLowerCase())}
            columns={betCsvColumns(keys)}
            rowKey={(b) => b.id}
            disabled={query.status !== 'ready' || query.data?.count === 0}
            fetchPage={(p, options) =>
              fetchCurrentBets(host.http, list, p, options.limit, requestOptionsOf(options)).then((r) => r.data)
            }
          />
        ) : null
      }
    >
      {list ? (
        <ReportResult
          query={query}
          isEmpty={(data) => data.rows.length === 0 && page <= 1}
          emptyMessage={deleted ? 'No deleted open bets.' : 'You have no open bets.'}
          loadingLabel="Loading bets…"
          errorTitle="Your current bets could not be loaded."
        >
          {(data) => (
            <>
              {data.rows.length > 0 ? (
                <>
                  <ReportTable<PlacedBet>
                    caption={deleted ? 'Deleted open bets' : 'Open bets'}
                    columns={betColumns(keys)}
                    rows={data.rows}
                    rowKey={(b) => b.id}
                  />
                  <Totals
                    label="Page totals"
                    items={[
                      { label: 'Bets', value: `${data.rows.length} of ${data.count}` },
                      { label: 'Stake (this page)', value: formatMoney(sumUnits(data.rows.map((b) => b.stake))) },
                      {
                        label: 'Liability (this page)',
                        value: formatMoney(sumUnits(data.rows.map((b) => b.lossAmount))),
                      },
                    ]}
                  />
                </>
              ) : (
                <EmptyState message="This page is past the end of the list." />
              )}
              <Pager
                page={page}
                pageCount={pageCountOf(data.count, CURRENT_BETS_PAGE_SIZE)}
                onPageChange={setPage}
                label="Current bet pages"
              />
            </>
          )}
        </ReportResult>
      ) : (
        <UnmatchedBets sport={filters.sport} />
      )}
    </ReportPage>
  );
}
