import { Suspense, lazy, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import type { CardResultRecord } from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  DateRangeFields,
  EmptyState,
  ExportCsvButton,
  LoadingState,
  Pager,
  ReportPage,
  ReportResult,
  ReportTable,
  SelectField,
  Totals,
  csvFileName,
  formatDateTime,
  lastDays,
  pageCountOf,
  useReportQuery,
  useUrlFilters,
  validateRange,
  type ReportColumn,
} from '../../ui/index.js';
import { AppDialog } from '../../ui/AppDialog.js';
import { SearchField } from '../casino-bets/SearchField.js';
import {
  CARD_REPORT_CSV,
  CARD_REPORT_GUARDS,
  CARD_REPORT_PAGE_SIZE,
  TABLE_OPTIONS,
  cardsText,
  defaultCardReportFilters,
  fetchCardResults,
  resultParts,
  tableName,
  type CardReportFilters,
} from './cardReport.js';

// The round's detail brings the card engines it replays the shoe with: loaded when a round is opened.
const RoundDetail = lazy(() => import('./RoundDetail.js').then((m) => ({ default: m.RoundDetail })));

interface OpenRound {
  mid: string;
  table: string;
}

/** /card-report: the settled rounds of one live card table, each with its detail and check. */
export function CardReportPage() {
  const host = useHost();
  const defaults = useMemo(() => defaultCardReportFilters(lastDays()), []);
  const { filters, page, setFilters, setPage } = useUrlFilters<CardReportFilters>(defaults, CARD_REPORT_GUARDS);
  const [round, setRound] = useState<OpenRound | null>(null);

  const valid = validateRange(filters) === null;
  const key = valid ? [...queryKeys.results.all, 'cardReport', filters, page] : null;
  const query = useReportQuery(key, ({ signal }) =>
    fetchCardResults(host.http, filters, page, CARD_REPORT_PAGE_SIZE, { signal }),
  );

  const columns: ReportColumn<CardResultRecord>[] = [
    {
      key: 'round',
      header: 'Round ID',
      cell: (r) => (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          minW="0"
          p={0}
          fontFamily="mono"
          fontWeight="600"
          color="brand.solid"
          textDecoration="underline"
          whiteSpace="normal"
          overflowWrap="anywhere"
          aria-label={`Round ${r.mid}: details`}
          onClick={() => setRound({ mid: r.mid, table: r.gameType })}
        >
          {r.mid}
        </Button>
      ),
    },
    { key: 'settled', header: 'Settled', cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'result',
      header: 'Result',
      cell: (r) => {
        const { winner, details } = resultParts(r);
        return (
          <span>
            <strong>{winner}</strong>
            {details.length > 0 ? ` · ${details.join(' · ')}` : null}
          </span>
        );
      },
    },
    { key: 'cards', header: 'Cards', cell: (r) => cardsText(r.cards) },
  ];

  return (
    <ReportPage
      title="Card Report"
      testId={REPORT_TEST_IDS.cardReport}
      filters={
        <>
          <SelectField
            id="card-report-table"
            label="Table"
            value={filters.table}
            options={TABLE_OPTIONS}
            onChange={(table) => setFilters({ table })}
            minW="200px"
          />
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters(range)}
            idPrefix="card-report"
          />
          <SearchField
            id="card-report-search"
            label="Round ID"
            placeholder="Search by round id"
            inputMode="numeric"
            value={filters.q}
            onChange={(q) => setFilters({ q })}
          />
        </>
      }
      actions={
        <ExportCsvButton<CardResultRecord>
          fileName={csvFileName('card-report', filters.table, filters.from, filters.to)}
          columns={CARD_REPORT_CSV}
          rowKey={(r) => r.mid}
          disabled={query.status !== 'ready' || query.data?.count === 0}
          fetchPage={(p, { limit, ...options }) => fetchCardResults(host.http, filters, p, limit, options)}
        />
      }
    >
      <ReportResult
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page <= 1}
        emptyMessage={`No settled ${tableName(filters.table)} rounds for these filters.`}
        loadingLabel="Loading the card report…"
        errorTitle="The card report could not be loaded."
        idle={<EmptyState message="Choose a valid date range to see the card report." />}
      >
        {(data) => (
          <>
            <Totals
              label="Rounds"
              items={[{ label: `${tableName(filters.table)} rounds`, value: data.count.toLocaleString('en-US') }]}
            />
            {data.rows.length > 0 ? (
              <ReportTable<CardResultRecord>
                caption={`${tableName(filters.table)} results`}
                columns={columns}
                rows={data.rows}
                rowKey={(r) => r.mid}
              />
            ) : (
              <EmptyState message="This page is past the end of the report." />
            )}
            <Pager
              page={page}
              pageCount={pageCountOf(data.count, CARD_REPORT_PAGE_SIZE)}
              onPageChange={setPage}
              label="Card report pages"
            />
          </>
        )}
      </ReportResult>
      <RoundDialog round={round} onClose={() => setRound(null)} />
    </ReportPage>
  );
}

function RoundDialog({ round, onClose }: { round: OpenRound | null; onClose: () => void }) {
  return (
    <AppDialog
      open={round !== null}
      onClose={onClose}
      title={round ? `${tableName(round.table)}: round ${round.mid}` : null}
      testId={REPORT_TEST_IDS.roundDetail}
    >
      {round ? (
        <Suspense fallback={<LoadingState label="Loading the round…" />}>
          <RoundDetail mid={round.mid} />
        </Suspense>
      ) : null}
    </AppDialog>
  );
}
