import type { PlacedBet } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS, betRowTestId } from '../../testIds.js';
import { Pnl, ReportResult, ReportTable, Totals, formatMoney, sumUnits, useReportQuery } from '../../ui/index.js';
import { AppDialog } from '../../ui/AppDialog.js';
import { betColumns } from './betColumns.js';
import { marketBets } from './betCalls.js';

export interface MarketRef {
  marketId: string;
  /** What the dialog is about, e.g. the statement line or "event · market". */
  title: string;
}

export interface MarketBetsDialogProps {
  /** The market whose bets to show; null closes the dialog. */
  market: MarketRef | null;
  onClose: () => void;
  /** Only settled bets (the profit & loss drill-down). */
  settledOnly?: boolean;
}

const COLUMNS = betColumns(['placed', 'selection', 'side', 'odds', 'stake', 'result', 'pnl']);

/** The bets behind a statement line or a profit & loss market (`GET /bet/placed?betId=eq…`). */
export function MarketBetsDialog({ market, onClose, settledOnly = false }: MarketBetsDialogProps) {
  return (
    <AppDialog
      open={market !== null}
      onClose={onClose}
      title={`Bets: ${market?.title ?? ''}`}
      size="xl"
      testId={REPORT_TEST_IDS.bets}
    >
      {market ? <MarketBets marketId={market.marketId} title={market.title} settledOnly={settledOnly} /> : null}
    </AppDialog>
  );
}

function MarketBets({ marketId, title, settledOnly }: { marketId: string; title: string; settledOnly: boolean }) {
  const { http } = useHost();
  const query = useReportQuery(queryKeys.bets.market(marketId, settledOnly), ({ signal }) =>
    marketBets(http, marketId, settledOnly, { signal }).then((r) => r.data),
  );
  return (
    <ReportResult
      query={query}
      isEmpty={(page) => page.rows.length === 0}
      emptyMessage="No bets were found for this market."
      loadingLabel="Loading bets…"
    >
      {(page) => (
        <>
          <ReportTable<PlacedBet>
            caption={`Bets: ${title}`}
            columns={COLUMNS}
            rows={page.rows}
            rowKey={(bet) => bet.id}
            testId={REPORT_TEST_IDS.betRows}
            rowTestId={betRowTestId}
          />
          <Totals
            label="Bet totals"
            testId="report-bet-totals"
            items={[
              { label: 'Bets', value: page.rows.length },
              { label: 'Stake', value: formatMoney(sumUnits(page.rows.map((b) => b.stake))) },
              { label: 'P/L', value: <Pnl units={sumUnits(page.rows.map((b) => b.profitLoss ?? 0))} /> },
            ]}
          />
        </>
      )}
    </ReportResult>
  );
}
