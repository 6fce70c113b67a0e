import type { MouseEvent, ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import type { MyMarketRow } from '@backlay/shared/api';
import { useHost, type SlotProps } from '@backlay/shared/contract';
import { sportName } from '../../lib/sports.js';
import { AppDialog } from '../../ui/AppDialog.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { eventPath, matchName } from './myMarketRows.js';
import { useMyMarket, type MyMarketStatus } from './useMyMarket.js';

const EventLink = chakra('a', {
  base: {
    color: '#0b2b3c',
    fontWeight: 700,
    textDecoration: 'underline',
    cursor: 'pointer',
    _hover: { color: 'brand.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' },
  },
});

/** A click the browser should handle itself (new tab or window, download). */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      animation={spinning ? 'spin 1s linear infinite' : undefined}
      _motionReduce={{ animation: 'none' }}
      aria-hidden="true"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 11a8 8 0 1 0-2.34 5.66" />
        <path d="M20 4v7h-7" />
      </svg>
    </Box>
  );
}

function NoticeRow({ children }: { children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={4} textAlign="center" color="gray.600" py={5}>
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

function MarketRows({
  status,
  rows,
  onOpen,
}: {
  status: MyMarketStatus;
  rows: readonly MyMarketRow[];
  onOpen: (path: string) => void;
}) {
  return (
    <>
      {status === 'error' ? (
        <NoticeRow>
          <span role="alert">Your markets could not be loaded. Use Refresh to try again.</span>
        </NoticeRow>
      ) : null}
      {status === 'loading' && rows.length === 0 ? <NoticeRow>Loading your markets…</NoticeRow> : null}
      {status === 'ready' && rows.length === 0 ? <NoticeRow>No open markets</NoticeRow> : null}
      {rows.map((row, index) => {
        const path = eventPath(row);
        return (
          <Table.Row key={`${row.matchId}:${row.betId}:${index}`}>
            <Table.Cell>{sportName(row.eventType)}</Table.Cell>
            <Table.Cell>
              <EventLink
                href={path}
                onClick={(event) => {
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  onOpen(path);
                }}
              >
                {row.eventName}
              </EventLink>
            </Table.Cell>
            <Table.Cell>{matchName(row)}</Table.Cell>
            <Table.Cell textAlign="end">
              {row.trade}
              {/* Orders waiting unmatched are trades still to come: counted apart, not as bets. */}
              {row.unmatched > 0 ? ` + ${row.unmatched} unmatched` : ''}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </>
  );
}

/**
 * The host's My Market popup (slot `myMarket`): the markets the player has open bets on, each
 * linking to its match. No loading overlay here (spec): the table stays and a quiet row says it is
 * loading. The table scrolls sideways in its own box on narrow screens.
 */
export function MyMarketModal({ open, onClose }: SlotProps) {
  const host = useHost();
  const { status, rows, reload } = useMyMarket(open);

  const openEvent = (path: string) => {
    onClose();
    host.navigate(path);
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="My Market"
      titleSize="18px"
      size="xl"
      closeLabel="Close My Market"
      headerExtra={
        <PlainButton
          type="button"
          aria-label="Refresh"
          title="Refresh"
          onClick={reload}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w={8}
          h={8}
          borderRadius="full"
          _hover={{ bg: 'whiteAlpha.300' }}
        >
          <RefreshIcon spinning={status === 'loading'} />
        </PlainButton>
      }
    >
      <Table.ScrollArea borderWidth="1px" borderColor="#e3e8ec" maxW="100%">
        <Table.Root size="sm" bg="white" minW="520px" aria-busy={status === 'loading'}>
          <Table.Header>
            <Table.Row bg="#dfe7ec">
              <Table.ColumnHeader color="#0b2b3c" fontWeight="700">
                EventType
              </Table.ColumnHeader>
              <Table.ColumnHeader color="#0b2b3c" fontWeight="700">
                Event Name
              </Table.ColumnHeader>
              <Table.ColumnHeader color="#0b2b3c" fontWeight="700">
                Match Name
              </Table.ColumnHeader>
              <Table.ColumnHeader color="#0b2b3c" fontWeight="700" textAlign="end">
                Trade
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <MarketRows status={status} rows={rows} onOpen={openEvent} />
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </AppDialog>
  );
}
