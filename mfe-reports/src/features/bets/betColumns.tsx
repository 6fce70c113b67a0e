/**
 * The columns the bet reports share (bet history, current bets, the bets behind a market), for the
 * screen and for CSV. Pages pick the ones they show.
 */
import { Box } from '@chakra-ui/react/box';
import type { BetResult, BetSide, PlacedBet } from '@backlay/shared/api';
import type { CsvColumn, ReportColumn } from '../../ui/index.js';
import { Pnl, eventTypeLabel, formatDateTime, formatMoney } from '../../ui/index.js';

const SIDE_LABELS: Record<BetSide, string> = { BACK: 'Back', LAY: 'Lay', YES: 'Yes', NO: 'No' };
const SIDE_COLOURS: Record<BetSide, string> = {
  BACK: 'brand.back',
  YES: 'brand.back',
  LAY: 'brand.lay',
  NO: 'brand.lay',
};

export const RESULT_LABELS: Record<BetResult, string> = {
  PENDING: 'Pending',
  UNDECLARE: 'Undeclared',
  WIN: 'Won',
  LOSS: 'Lost',
  TIE: 'Void',
};

/** The price as the market quoted it; run-line sessions add their rate. */
export function oddsText(bet: PlacedBet): string {
  return bet.rate !== null ? `${bet.odds} (${bet.rate})` : String(bet.odds);
}

/** Back / Lay (Yes / No) on the side's colour. */
export function SideBadge({ side }: { side: BetSide }) {
  return (
    <Box
      as="span"
      display="inline-block"
      px={2}
      borderRadius="sm"
      bg={SIDE_COLOURS[side]}
      color="gray.900"
      fontWeight="600"
      fontSize="xs"
    >
      {SIDE_LABELS[side]}
    </Box>
  );
}

export type BetColumnKey =
  | 'placed'
  | 'settled'
  | 'sport'
  | 'event'
  | 'selection'
  | 'side'
  | 'odds'
  | 'stake'
  | 'liability'
  | 'result'
  | 'pnl'
  | 'deleteReason';

export const BET_COLUMNS: Record<BetColumnKey, ReportColumn<PlacedBet>> = {
  placed: { key: 'placed', header: 'Placed', cell: (b) => formatDateTime(b.createdAt) },
  settled: { key: 'settled', header: 'Settled', cell: (b) => formatDateTime(b.settledAt) },
  sport: { key: 'sport', header: 'Sport', cell: (b) => eventTypeLabel(b.eventType) },
  event: {
    key: 'event',
    header: 'Event',
    cell: (b) => (
      <>
        <Box as="span" display="block" fontWeight="600">
          {b.eventName}
        </Box>
        <Box as="span" display="block" color="gray.600">
          {b.marketName}
        </Box>
      </>
    ),
  },
  selection: { key: 'selection', header: 'Selection', cell: (b) => b.teamName },
  side: { key: 'side', header: 'Side', cell: (b) => <SideBadge side={b.betType} /> },
  odds: { key: 'odds', header: 'Odds', cell: oddsText, align: 'end' },
  stake: { key: 'stake', header: 'Stake', cell: (b) => formatMoney(b.stake), align: 'end' },
  liability: { key: 'liability', header: 'Liability', cell: (b) => formatMoney(b.lossAmount), align: 'end' },
  result: { key: 'result', header: 'Result', cell: (b) => RESULT_LABELS[b.result] },
  pnl: {
    key: 'pnl',
    header: 'P/L',
    cell: (b) => (b.profitLoss === null ? '—' : <Pnl units={b.profitLoss} />),
    align: 'end',
  },
  deleteReason: { key: 'deleteReason', header: 'Delete reason', cell: (b) => b.deleteReason ?? '—' },
};

export const BET_CSV: Record<BetColumnKey, CsvColumn<PlacedBet>> = {
  placed: { header: 'Placed', value: (b) => formatDateTime(b.createdAt) },
  settled: { header: 'Settled', value: (b) => (b.settledAt ? formatDateTime(b.settledAt) : '') },
  sport: { header: 'Sport', value: (b) => eventTypeLabel(b.eventType) },
  event: { header: 'Event', value: (b) => b.eventName },
  selection: { header: 'Selection', value: (b) => b.teamName },
  side: { header: 'Side', value: (b) => SIDE_LABELS[b.betType] },
  odds: { header: 'Odds', value: (b) => b.odds },
  stake: { header: 'Stake', value: (b) => b.stake },
  liability: { header: 'Liability', value: (b) => b.lossAmount },
  result: { header: 'Result', value: (b) => RESULT_LABELS[b.result] },
  pnl: { header: 'P/L', value: (b) => b.profitLoss },
  deleteReason: { header: 'Delete reason', value: (b) => b.deleteReason },
};

/** CSV columns for `keys`; the event column also brings the market and the bet's id. */
export function betCsvColumns(keys: readonly BetColumnKey[]): CsvColumn<PlacedBet>[] {
  const columns: CsvColumn<PlacedBet>[] = [];
  for (const key of keys) {
    columns.push(BET_CSV[key]);
    if (key === 'event') columns.push({ header: 'Market', value: (b) => b.marketName });
    if (key === 'odds') columns.push({ header: 'Rate', value: (b) => b.rate });
  }
  columns.push({ header: 'Bet id', value: (b) => b.id });
  return columns;
}

export function betColumns(keys: readonly BetColumnKey[]): ReportColumn<PlacedBet>[] {
  return keys.map((key) => BET_COLUMNS[key]);
}
