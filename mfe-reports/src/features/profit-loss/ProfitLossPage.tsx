import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { ProfitLossMarket, ProfitLossSport } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS, sportRowTestId } from '../../testIds.js';
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
  eventTypeLabel,
  formatDateTime,
  formatMoney,
  lastDays,
  pageCountOf,
  useReportQuery,
  useUrlFilters,
  validateRange,
  type ReportColumn,
} from '../../ui/index.js';
import { LazyMarketBetsDialog } from '../bets/LazyMarketBetsDialog.js';
import type { MarketRef } from '../bets/MarketBetsDialog.js';
import {
  MARKETS_PAGE_SIZE,
  MARKET_CSV,
  PROFIT_LOSS_GUARDS,
  fetchProfitLoss,
  netOf,
  profitLossQuery,
  type ProfitLossFilters,
} from './profitLoss.js';

const SPORT_COLUMNS: ReportColumn<ProfitLossSport>[] = [
  { key: 'sport', header: 'Sport', cell: (s) => eventTypeLabel(s.eventType) },
  { key: 'markets', header: 'Markets', cell: (s) => s.markets, align: 'end' },
  { key: 'bets', header: 'Bets', cell: (s) => s.bets, align: 'end' },
  { key: 'stake', header: 'Stake', cell: (s) => formatMoney(s.stake), align: 'end' },
  { key: 'pnl', header: 'P/L', cell: (s) => <Pnl units={s.profitLoss} />, align: 'end' },
  { key: 'commission', header: 'Commission', cell: (s) => formatMoney(s.commission), align: 'end' },
  { key: 'net', header: 'Net', cell: (s) => <Pnl units={netOf(s)} />, align: 'end' },
];

/** /profit-loss: settled bets over a range, by sport and by market, each market opening its bets. */
export function ProfitLossPage() {
  const host = useHost();
  const defaults = useMemo<ProfitLossFilters>(() => ({ ...lastDays(), sport: 'all' }), []);
  const { filters, page, setFilters, setPage } = useUrlFilters(defaults, PROFIT_LOSS_GUARDS);
  const [market, setMarket] = useState<MarketRef | null>(null);

  const key = validateRange(filters) === null ? [...queryKeys.reports.all, 'profitLoss', filters] : null;
  const query = useReportQuery(key, ({ signal }) =>
    fetchProfitLoss(host.http, profitLossQuery(filters), { signal }).then((r) => r.data),
  );
  const report = query.data;

  const marketColumns: ReportColumn<ProfitLossMarket>[] = [
    { key: 'settled', header: 'Settled', cell: (m) => formatDateTime(m.settledAt) },
    { key: 'sport', header: 'Sport', cell: (m) => eventTypeLabel(m.eventType) },
    { key: 'event', header: 'Event', cell: (m) => m.eventName },
    { key: 'market', header: 'Market', cell: (m) => m.marketName },
    { key: 'bets', header: 'Bets', cell: (m) => m.bets, align: 'end' },
    { key: 'stake', header: 'Stake', cell: (m) => formatMoney(m.stake), align: 'end' },
    { key: 'pnl', header: 'P/L', cell: (m) => <Pnl units={m.profitLoss} />, align: 'end' },
    { key: 'commission', header: 'Commission', cell: (m) => formatMoney(m.commission), align: 'end' },
    { key: 'net', header: 'Net', cell: (m) => <Pnl units={netOf(m)} />, align: 'end' },
    {
      key: 'open',
      header: '',
      cell: (m) => (
        <Button
          size="2xs"
          variant="outline"
          aria-label={`View bets: ${m.eventName} · ${m.marketName}`}
          onClick={() => setMarket({ marketId: m.marketId, title: `${m.eventName} · ${m.marketName}` })}
        >
          View bets
        </Button>
      ),
    },
  ];

  return (
    <ReportPage
      title="Profit & Loss"
      testId={REPORT_TEST_IDS.profitLoss}
      filters={
        <>
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters(range)}
            idPrefix="profit-loss"
          />
          <SelectField
            id="profit-loss-sport"
            label="Sport"
            value={filters.sport}
            options={EVENT_TYPE_OPTIONS}
            onChange={(sport) => setFilters({ sport })}
          />
        </>
      }
      actions={
        <ExportCsvButton<ProfitLossMarket>
          fileName={csvFileName('profit-loss', filters.from, filters.to, filters.sport)}
          columns={MARKET_CSV}
          disabled={!report || report.markets.length === 0}
          // The report arrives whole: every market of the filter is already here.
          fetchPage={() => Promise.resolve({ count: report?.markets.length ?? 0, rows: report?.markets ?? [] })}
        />
      }
    >
      <Box as="p" fontSize="sm" color="gray.600" mt={-1} mb={3}>
        Bets count on the day they were settled, in your time zone. Commission is taken once per market, on its net
        winnings; Net is what you kept.
      </Box>
      <ReportResult
        query={query}
        isEmpty={(data) => data.markets.length === 0}
        emptyMessage="No settled bets for these dates."
        loadingLabel="Loading profit & loss…"
        errorTitle="The profit & loss report could not be loaded."
        idle={<EmptyState message="Choose a valid date range to see profit & loss." />}
      >
        {(data) => {
          const shown = data.markets.slice((page - 1) * MARKETS_PAGE_SIZE, page * MARKETS_PAGE_SIZE);
          return (
            <>
              <Totals
                items={[
                  { label: 'Markets', value: data.total.markets },
                  { label: 'Bets', value: data.total.bets },
                  { label: 'Stake', value: formatMoney(data.total.stake) },
                  { label: 'P/L', value: <Pnl units={data.total.profitLoss} /> },
                  { label: 'Commission', value: formatMoney(data.total.commission) },
                  { label: 'Net', value: <Pnl units={netOf(data.total)} /> },
                ]}
              />
              <Box as="h2" fontSize="md" fontWeight="700" mt={4} mb={2}>
                By sport
              </Box>
              <ReportTable<ProfitLossSport>
                caption="Profit & loss by sport"
                columns={SPORT_COLUMNS}
                rows={data.sports}
                rowKey={(s) => s.eventType}
                testId={REPORT_TEST_IDS.sports}
                rowTestId={sportRowTestId}
                footer={{
                  sport: 'Total',
                  markets: data.total.markets,
                  bets: data.total.bets,
                  stake: formatMoney(data.total.stake),
                  pnl: <Pnl units={data.total.profitLoss} />,
                  commission: formatMoney(data.total.commission),
                  net: <Pnl units={netOf(data.total)} />,
                }}
              />
              <Box as="h2" fontSize="md" fontWeight="700" mt={6} mb={2}>
                By market
              </Box>
              {shown.length > 0 ? (
                <ReportTable<ProfitLossMarket>
                  caption="Profit & loss by market"
                  columns={marketColumns}
                  rows={shown}
                  rowKey={(m) => m.marketId}
                />
              ) : (
                <EmptyState message="This page is past the end of the report." />
              )}
              <Pager
                page={page}
                pageCount={pageCountOf(data.markets.length, MARKETS_PAGE_SIZE)}
                onPageChange={setPage}
                label="Market pages"
              />
            </>
          );
        }}
      </ReportResult>
      <LazyMarketBetsDialog market={market} onClose={() => setMarket(null)} settledOnly />
    </ReportPage>
  );
}
