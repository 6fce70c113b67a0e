/**
 * A session's book: the player's P/L for every final run (GET run-amount, the meter variant for
 * meter sessions), trimmed around the sign change as the spec asks, rows coloured by sign.
 */
import { useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Spinner } from '@chakra-ui/react/spinner';
import type { RunAmount } from '@backlay/shared/api';
import { trimLadder, type LadderRow } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { runAmountQuery } from '@backlay/shared/query';
import { AppDialog } from '../../ui/AppDialog.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { useBettingValue, type BettingState } from './betting.js';
import { formatPnl, pnlTone, toCents } from './money.js';

const Th = chakra('th');

export interface RunAmountDialogProps {
  onClose: () => void;
  matchId: string;
  marketId: string;
  name: string;
  /** Meter sessions scale with the distance from the line: their ladder has its own call. */
  meter: boolean;
}

interface Loaded {
  loading: boolean;
  data: RunAmount | null;
  failed: boolean;
}

/** The trimmed ladder in cents. */
export function bookRows(data: RunAmount): LadderRow[] {
  return trimLadder(data.profitLoss.map((row) => ({ run: row.run, pnlCents: toCents(row.profitLoss) })));
}

/**
 * How a row's run reads. Beyond the lines a run-line book is flat, so the first and last rows
 * stand for every run below and above them; a meter book keeps changing, so its rows are exact.
 */
export function runLabel(rows: readonly LadderRow[], index: number, openEnds: boolean): string {
  const row = rows[index];
  if (!row) return '';
  if (openEnds && rows.length > 1 && index === 0 && row.run > 0) return `${row.run} or less`;
  if (openEnds && rows.length > 1 && index === rows.length - 1) return `${row.run} or more`;
  return String(row.run);
}

const ROW_BG = { up: '#e6f4ea', down: '#fde8e8', flat: 'transparent' } as const;

export function RunAmountDialog({ onClose, matchId, marketId, name, meter }: RunAmountDialogProps) {
  const { http } = useHost();
  // A refetch of the player's positions (a bet placed, deleted or settled) reloads the book.
  const positionSelector = useMemo(() => (s: BettingState | null) => s?.positions.get(marketId) ?? null, [marketId]);
  const position = useBettingValue(positionSelector);
  // The last book stays on screen while another one (another market) loads.
  const book = useQuery({
    ...runAmountQuery(http, marketId, matchId, meter, { silent: true }),
    placeholderData: keepPreviousData,
  });
  // The positions changed since the book was loaded: it is loading again.
  const loadedFor = useRef(position);
  const { refetch } = book;
  useEffect(() => {
    if (Object.is(position, loadedFor.current)) return;
    loadedFor.current = position;
    void refetch();
  }, [position, refetch]);
  const state: Loaded = {
    loading: book.isFetching,
    data: book.data ?? null,
    failed: book.isError && !book.isFetching,
  };

  const rows = useMemo(() => (state.data ? bookRows(state.data) : []), [state.data]);

  return (
    <AppDialog
      open
      lazy={false}
      onClose={onClose}
      title={`Book: ${name}`}
      size="sm"
      closeLabel="Close the book"
      bodyMinH="160px"
    >
      {state.loading ? (
        <Box
          role="status"
          aria-label="Loading the book"
          position="absolute"
          inset={0}
          zIndex={2}
          display="grid"
          placeItems="center"
          bg="rgba(255,255,255,.75)"
        >
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        </Box>
      ) : null}
      {state.failed ? (
        <Box role="alert" fontSize="14px" color="#9b1c1c" textAlign="center">
          The book could not be loaded.{' '}
          <PlainButton type="button" onClick={() => void refetch()} textDecoration="underline" fontWeight="700">
            Try again
          </PlainButton>
        </Box>
      ) : null}
      {state.data && rows.length === 0 ? (
        <Box fontSize="14px" color="gray.700" textAlign="center">
          You have no open bets on this session.
        </Box>
      ) : null}
      {state.data && rows.length > 0 ? (
        <>
          <Box
            as="table"
            w="100%"
            borderCollapse="collapse"
            fontSize="14px"
            fontVariantNumeric="tabular-nums"
            data-testid="book-ladder"
          >
            <Box as="thead">
              <Box as="tr" borderBottom="2px solid #0b2b3c">
                <Th scope="col" textAlign="left" py={1.5} px={3}>
                  Runs
                </Th>
                <Th scope="col" textAlign="right" py={1.5} px={3}>
                  Profit/Loss
                </Th>
              </Box>
            </Box>
            <Box as="tbody">
              {rows.map((row, i) => {
                const tone = pnlTone(row.pnlCents);
                return (
                  <Box as="tr" key={row.run} bg={ROW_BG[tone]} borderBottom="1px solid #e5e7eb" data-tone={tone}>
                    <Box as="td" py={1.5} px={3}>
                      {runLabel(rows, i, !meter)}
                    </Box>
                    <Box as="td" py={1.5} px={3} textAlign="right" fontWeight="700" className={`bl-${tone}`}>
                      {formatPnl(row.pnlCents)}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
          <Box mt={3} fontSize="13px" color="gray.800">
            Worst case:{' '}
            <strong className={state.data.maxLoss > 0 ? 'bl-down' : 'bl-flat'}>
              {formatPnl(-toCents(state.data.maxLoss) || 0)}
            </strong>
          </Box>
        </>
      ) : null}
    </AppDialog>
  );
}
