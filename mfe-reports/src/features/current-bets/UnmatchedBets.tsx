/**
 * Current Bet → Unmatched: the player's orders still waiting on the market, in the report table
 * style, each with a Cancel. The list is a query under `bets`, so the host's push invalidation
 * refetches it on every bet event (a part matched, a lapse); a cancel removes its row at once and
 * refetches. A refusal (409: nothing waits any more) shows in the row, or above the table when the
 * refetch has taken the row away.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { BetOrder } from '@backlay/shared/api';
import { cancelOrder } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { queryKeys } from '@backlay/shared/query';
import { REPORT_TEST_IDS } from '../../testIds.js';
import {
  ReportResult,
  ReportTable,
  Totals,
  errorMessage,
  formatDateTime,
  formatMoney,
  useReportQuery,
  type ReportColumn,
} from '../../ui/index.js';
import { SideBadge } from '../bets/betColumns.js';
import type { CurrentBetsFilters } from './currentBets.js';
import {
  IN_PLAY_WORDS,
  UNMATCHED_ORDERS_KEY,
  fetchUnmatchedOrders,
  isWaiting,
  orderName,
  priceText,
  unmatchedRows,
  unmatchedTotals,
} from './unmatchedOrders.js';

interface Refusal {
  order: BetOrder;
  message: string;
}

const NO_ORDERS: readonly BetOrder[] = [];

function withKey<T>(set: ReadonlySet<T>, key: T, on: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** "60.00", or "60.00 of 100.00" once part of the order has matched. */
function unmatchedText(order: BetOrder): string {
  const left = formatMoney(order.unmatched);
  return order.unmatched < order.stake ? `${left} of ${formatMoney(order.stake)}` : left;
}

const REFUSAL_STYLE = { fontSize: 'xs', color: 'red.700', fontWeight: '600' } as const;

export function UnmatchedBets({ sport }: { sport: CurrentBetsFilters['sport'] }) {
  const host = useHost();
  const client = useQueryClient();
  const query = useReportQuery(UNMATCHED_ORDERS_KEY, ({ signal }) => fetchUnmatchedOrders(host.http, { signal }));
  /** Cancelled here: nothing of them waits any more, whatever an older answer still says. */
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, Refusal>>(() => new Map());
  const [note, setNote] = useState<string | null>(null);
  const noteBox = useRef<HTMLDivElement>(null);
  /** A cancelled row took the focus with it: the note saying so takes it. */
  const focusNoteNext = useRef(false);

  useEffect(() => {
    if (!focusNoteNext.current) return;
    focusNoteNext.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) noteBox.current?.focus();
  });

  const orders = (query.data ?? NO_ORDERS).filter((o) => !gone.has(o.id));
  const waitingIds = new Set(orders.filter(isWaiting).map((o) => o.id));
  /** Refusals about orders that no longer wait: their rows are gone, so they show above the table. */
  const orphanRefusals = [...refusals.entries()].filter(([id]) => !waitingIds.has(id));

  const cancel = async (order: BetOrder) => {
    setBusy((b) => withKey(b, order.id, true));
    // A new try: this order's refusal goes, and so do those about orders no longer listed.
    setRefusals((current) => new Map([...current].filter(([id]) => id !== order.id && waitingIds.has(id))));
    setNote(null);
    try {
      // Silent: the refusal shows here, not as a toast too.
      await cancelOrder(host.http, { orderId: order.id }, { silent: true });
      setGone((g) => withKey(g, order.id, true));
      client.setQueryData<BetOrder[]>(UNMATCHED_ORDERS_KEY, (list) => list?.filter((o) => o.id !== order.id));
      setNote(`Cancelled: unmatched ${orderName(order)}, ${formatMoney(order.unmatched)}.`);
      focusNoteNext.current = true;
      // The order's matched bets, this list and the sports remote's lists follow.
      void client.invalidateQueries({ queryKey: queryKeys.bets.all });
    } catch (error) {
      setRefusals((current) => new Map(current).set(order.id, { order, message: errorMessage(error) }));
      // Nothing waits any more (matched or lapsed meanwhile): the list shows where it stands.
      if (error instanceof HttpError && error.status === 409)
        void client.invalidateQueries({ queryKey: queryKeys.bets.all });
    } finally {
      setBusy((b) => withKey(b, order.id, false));
    }
  };

  const columns: ReportColumn<BetOrder>[] = [
    { key: 'event', header: 'Event', cell: (o) => o.eventName },
    { key: 'market', header: 'Market', cell: (o) => o.marketName },
    { key: 'selection', header: 'Selection', cell: (o) => o.teamName },
    { key: 'type', header: 'Type', cell: (o) => <SideBadge side={o.betType} /> },
    { key: 'price', header: 'Price', cell: priceText, align: 'end' },
    { key: 'unmatched', header: 'Unmatched', cell: unmatchedText, align: 'end' },
    { key: 'placed', header: 'Placed', cell: (o) => formatDateTime(o.createdAt) },
    { key: 'inPlay', header: 'In-play', cell: (o) => IN_PLAY_WORDS[o.inPlay] },
    {
      key: 'cancel',
      header: '',
      cell: (o) => {
        const refusal = refusals.get(o.id);
        return (
          <Box display="flex" flexDirection="column" alignItems="flex-end" gap={1}>
            <Button
              size="2xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Cancel unmatched ${orderName(o)}`}
              disabled={busy.has(o.id)}
              aria-busy={busy.has(o.id)}
              onClick={() => void cancel(o)}
            >
              Cancel
            </Button>
            {refusal ? (
              <Box role="alert" {...REFUSAL_STYLE} maxW="220px" textAlign="end">
                {refusal.message}
              </Box>
            ) : null}
          </Box>
        );
      },
    },
  ];

  return (
    <>
      <Box
        ref={noteBox}
        role="status"
        tabIndex={-1}
        data-testid={REPORT_TEST_IDS.unmatchedNote}
        fontSize="sm"
        _focusVisible={{ outline: 'none' }}
      >
        {note !== null ? <Box py={1}>{note}</Box> : null}
      </Box>
      {orphanRefusals.map(([id, refusal]) => (
        <Box key={id} role="alert" py={1}>
          <Box fontSize="sm" fontWeight="600">
            Not cancelled: unmatched {orderName(refusal.order)}
          </Box>
          <Box {...REFUSAL_STYLE}>{refusal.message}</Box>
        </Box>
      ))}
      <ReportResult
        query={{ ...query, data: orders }}
        isEmpty={(data) => unmatchedRows(data, sport).length === 0}
        emptyMessage="You have no unmatched bets."
        loadingLabel="Loading unmatched bets…"
        errorTitle="Your unmatched bets could not be loaded."
      >
        {(data) => {
          const rows = unmatchedRows(data, sport);
          const totals = unmatchedTotals(rows);
          return (
            <>
              <ReportTable<BetOrder> caption="Unmatched bets" columns={columns} rows={rows} rowKey={(o) => o.id} />
              <Totals
                label="Unmatched totals"
                items={[
                  { label: 'Bets', value: String(totals.count) },
                  { label: 'Unmatched stake', value: formatMoney(totals.stake) },
                  { label: 'Liability', value: formatMoney(totals.liability) },
                ]}
              />
            </>
          );
        }}
      </ReportResult>
    </>
  );
}
