import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { casinoProviders, type CasinoBet, type CasinoBetStatus } from '@backlay/shared/casino';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  ALL,
  DateRangeFields,
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
  formatDateTime,
  formatMoney,
  lastDays,
  pageCountOf,
  useReportQuery,
  useUrlFilters,
  validateRange,
  type Option,
  type ReportColumn,
} from '../../ui/index.js';
import { SearchField } from './SearchField.js';
import {
  CASINO_BETS_CSV,
  CASINO_BETS_PAGE_SIZE,
  CASINO_BET_GUARDS,
  SORT_OPTIONS,
  STATUS_LABELS,
  defaultCasinoBetFilters,
  fetchCasinoBets,
  providerText,
  type CasinoBetFilters,
} from './casinoBets.js';

const TITLE = 'Live Casino Bets';

export const DEMO_REFUSAL = 'Live casino bets are not available on demo accounts.';

/**
 * /live-casino-bets: the player's provider casino rounds. Demo sessions are refused without asking
 * the API (spec section 2: the menu does not offer this page to demo users).
 */
export function CasinoBetsPage() {
  const { session } = useHost();
  if (session.get().isDemo) {
    return (
      <ReportPage title={TITLE} testId={REPORT_TEST_IDS.casinoBets}>
        <EmptyState message={DEMO_REFUSAL} />
      </ReportPage>
    );
  }
  return <CasinoBetsReport />;
}

const STATUS_COLOURS: Record<CasinoBetStatus, { bg: string; color: string }> = {
  OPEN: { bg: 'blue.50', color: 'blue.800' },
  WIN: { bg: 'green.50', color: 'green.800' },
  LOSS: { bg: 'red.50', color: 'red.800' },
  TIE: { bg: 'gray.100', color: 'gray.800' },
  VOID: { bg: 'gray.100', color: 'gray.800' },
};

function StatusBadge({ status }: { status: CasinoBetStatus }) {
  const colours = STATUS_COLOURS[status];
  return (
    <Box
      as="span"
      title={STATUS_LABELS[status]}
      display="inline-block"
      px={2}
      borderRadius="sm"
      fontSize="xs"
      fontWeight="700"
      letterSpacing="0.02em"
      bg={colours.bg}
      color={colours.color}
    >
      {status}
    </Box>
  );
}

const COLUMNS: readonly ReportColumn<CasinoBet>[] = [
  { key: 'date', header: 'Date', cell: (b) => formatDateTime(b.createdAt) },
  { key: 'game', header: 'Game', cell: (b) => b.gameName },
  { key: 'provider', header: 'Provider', cell: providerText },
  {
    key: 'round',
    header: 'Round ID',
    cell: (b) => (
      <Box as="span" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
        {b.roundId}
      </Box>
    ),
  },
  { key: 'stake', header: 'Stake', cell: (b) => formatMoney(b.stake), align: 'end' },
  { key: 'payout', header: 'Payout', cell: (b) => formatMoney(b.payout), align: 'end' },
  {
    key: 'pnl',
    header: 'P/L',
    cell: (b) => (b.profitLoss === null ? '—' : <Pnl units={b.profitLoss} />),
    align: 'end',
  },
  { key: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
];

function CasinoBetsReport() {
  const host = useHost();
  const { userId } = host.session.get();
  const defaults = useMemo(() => defaultCasinoBetFilters(lastDays()), []);
  const { filters, page, setFilters, setPage } = useUrlFilters<CasinoBetFilters>(defaults, CASINO_BET_GUARDS);

  const providers = useReportQuery(queryKeys.casino.providers, ({ signal }) =>
    casinoProviders(host.http, { signal }).then((answer) => answer.data),
  );
  const providerOptions = useMemo(() => {
    const options: Option[] = [{ value: ALL, label: 'All' }, ...(providers.data ?? [])];
    // A provider named by the URL stays selectable while the list loads (or if it no longer has one).
    if (!options.some((option) => option.value === filters.provider))
      options.push({ value: filters.provider, label: filters.provider });
    return options;
  }, [providers.data, filters.provider]);

  const valid = validateRange(filters) === null;
  const key = userId && valid ? [...queryKeys.reports.all, 'casinoBets', userId, filters, page] : null;
  const query = useReportQuery(key, ({ signal }) =>
    fetchCasinoBets(host.http, userId ?? '', filters, page, CASINO_BETS_PAGE_SIZE, { signal }),
  );

  return (
    <ReportPage
      title={TITLE}
      testId={REPORT_TEST_IDS.casinoBets}
      filters={
        <>
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters(range)}
            idPrefix="casino-bets"
          />
          <SelectField
            id="casino-bets-provider"
            label="Provider"
            value={filters.provider}
            options={providerOptions}
            onChange={(provider) => setFilters({ provider })}
          />
          <SearchField
            id="casino-bets-search"
            label="Game"
            placeholder="Search by game name"
            value={filters.q}
            onChange={(q) => setFilters({ q })}
          />
          <SelectField
            id="casino-bets-sort"
            label="Order"
            value={filters.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => setFilters({ sort })}
            minW="140px"
          />
        </>
      }
      actions={
        <ExportCsvButton<CasinoBet>
          fileName={csvFileName('live-casino-bets', filters.from, filters.to)}
          columns={CASINO_BETS_CSV}
          rowKey={(b) => b.id}
          disabled={query.status !== 'ready' || query.data?.count === 0}
          fetchPage={(p, { limit, ...options }) => fetchCasinoBets(host.http, userId ?? '', filters, p, limit, options)}
        />
      }
    >
      <ReportResult
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page <= 1}
        emptyMessage="No live casino rounds for these filters."
        loadingLabel="Loading live casino bets…"
        errorTitle="Live casino bets could not be loaded."
        idle={<EmptyState message="Choose a valid date range to see your live casino bets." />}
      >
        {(data) => (
          <>
            <Totals
              label="Totals of the matching rounds"
              items={[
                { label: 'Rounds', value: data.count.toLocaleString('en-US') },
                { label: 'Stake', value: formatMoney(data.totals.stake) },
                { label: 'Payout', value: formatMoney(data.totals.payout) },
                { label: 'P/L', value: <Pnl units={data.totals.profitLoss} /> },
              ]}
            />
            {data.rows.length > 0 ? (
              <ReportTable<CasinoBet>
                caption="Live casino bets"
                columns={COLUMNS}
                rows={data.rows}
                rowKey={(b) => b.id}
              />
            ) : (
              <EmptyState message="This page is past the end of the list." />
            )}
            <Pager
              page={page}
              pageCount={pageCountOf(data.count, CASINO_BETS_PAGE_SIZE)}
              onPageChange={setPage}
              label="Live casino bets pages"
            />
          </>
        )}
      </ReportResult>
    </ReportPage>
  );
}
