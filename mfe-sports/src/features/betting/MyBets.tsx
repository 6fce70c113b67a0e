/**
 * "My Bets": the player's open bets on this match or race, newest first, kept current by the
 * bet events of the main socket. One table on every width (it scrolls sideways on narrow
 * screens, and the list scrolls when long so the markets stay near). Above it, the player's
 * unmatched orders on the match (`UnmatchedOrders`), while there are any.
 */
import { memo, useId, useState } from 'react';
import { deleteRaceBets } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { PlacedBet } from '@backlay/shared/api';
import type { MarketType } from '@backlay/shared/sports';
import { formatPrice } from '../../lib/format.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { useBetting, useBettingValue, type BettingState, type LoadStatus } from './betting.js';
import { formatAmount } from './money.js';
import { UnmatchedOrders } from './UnmatchedOrders.js';

const Th = chakra('th');

const SIDE_WORDS: Record<PlacedBet['betType'], string> = { BACK: 'Back', LAY: 'Lay', YES: 'Yes', NO: 'No' };
const LINE_TYPES: ReadonlySet<MarketType> = new Set<MarketType>([
  'session',
  'overByover',
  'ballByBall',
  'khado',
  'meter',
]);

/** The price as the market quotes it: decimal odds, a bookmaker rate, or a run line with its rate. */
export function betPrice(bet: Pick<PlacedBet, 'marketType' | 'odds' | 'rate'>): string {
  if (LINE_TYPES.has(bet.marketType))
    return bet.rate !== null ? `${formatPrice(bet.odds, 'line')}/${bet.rate}` : formatPrice(bet.odds, 'line');
  return formatPrice(bet.odds, bet.marketType === 'bookmaker' ? 'rate' : 'decimal');
}

interface BetsView {
  bets: readonly PlacedBet[];
  status: LoadStatus;
}

const selectBets = (s: BettingState | null): BetsView => ({ bets: s?.bets ?? [], status: s?.betsStatus ?? 'loading' });
const betsEqual = (a: BetsView, b: BetsView) => a.bets === b.bets && a.status === b.status;

const backish = (bet: PlacedBet) => bet.betType === 'BACK' || bet.betType === 'YES';

interface MyBetsProps {
  /** Race page before the off: each race bet gets a Withdraw button (POST /bet/deleteMultipleBetForRace). */
  withdrawFrom?: string | null;
}

export const MyBets = memo(function MyBets({ withdrawFrom = null }: MyBetsProps) {
  const host = useHost();
  const betting = useBetting();
  const { bets, status } = useBettingValue(selectBets, betsEqual);
  const [open, setOpen] = useState(true);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const withdraw = (bet: PlacedBet) => {
    if (withdrawFrom === null) return;
    setWithdrawing(bet.id);
    deleteRaceBets(host.http, { requestData: { matchId: withdrawFrom, betIds: [bet.id] } })
      .catch(() => undefined)
      .finally(() => {
        setWithdrawing(null);
        betting.refresh();
      });
  };
  const canWithdraw = (bet: PlacedBet) =>
    withdrawFrom !== null && bet.kind === 'raceBetting' && bet.deleteReason === null;
  const listId = useId();
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderRadius="md"
      overflow="hidden"
      boxShadow="0 1px 4px rgba(11,43,60,.12)"
      mb={3}
      data-testid="my-bets"
    >
      <Box as="h2" id={headingId} m={0} bg="#0b2b3c" color="white" fontSize="14px">
        <PlainButton
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          w="100%"
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          px={3}
          py={2}
          fontWeight="700"
          textAlign="left"
        >
          <span>My Bets{status === 'ready' ? ` (${bets.length})` : ''}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </PlainButton>
      </Box>
      <Box id={listId} hidden={!open}>
        <UnmatchedOrders matchId={betting.matchId} />
        {status === 'loading' ? (
          <Box px={3} py={3} fontSize="13px" color="gray.700">
            Loading your bets…
          </Box>
        ) : null}
        {status === 'error' ? (
          <Box role="alert" px={3} py={3} fontSize="13px" color="#9b1c1c">
            Your bets could not be loaded.{' '}
            <PlainButton type="button" onClick={() => betting.refresh()} textDecoration="underline" fontWeight="700">
              Try again
            </PlainButton>
          </Box>
        ) : null}
        {status === 'ready' && bets.length === 0 ? (
          <Box px={3} py={3} fontSize="13px" color="gray.700">
            You have no open bets here.
          </Box>
        ) : null}
        {status === 'ready' && bets.length > 0 ? (
          <Box overflow="auto" maxH="360px">
            <Box as="table" w="100%" borderCollapse="collapse" fontSize="13px" fontVariantNumeric="tabular-nums">
              <Box as="thead" position="sticky" top={0} bg="#eef2f5" zIndex={1}>
                <Box as="tr">
                  {['Runner', 'Side', 'Price', 'Stake', 'Market'].map((h, i) => (
                    <Th
                      key={h}
                      scope="col"
                      textAlign={i === 2 || i === 3 ? 'right' : 'left'}
                      px={2}
                      py={1.5}
                      fontSize="12px"
                      whiteSpace="nowrap"
                    >
                      {h}
                    </Th>
                  ))}
                </Box>
              </Box>
              <Box as="tbody">
                {bets.map((bet) => (
                  <Box
                    as="tr"
                    key={bet.id}
                    bg={backish(bet) ? '#e3f1fc' : '#fdebef'}
                    borderTop="1px solid #ffffff"
                    data-testid={`my-bet-${bet.id}`}
                  >
                    <Box as="td" px={2} py={1.5} fontWeight="600" overflowWrap="anywhere">
                      {bet.teamName}
                      {bet.deleteReason ? (
                        <Box as="span" display="block" fontSize="12px" fontWeight="400" color="#7a1f1f">
                          Deleted: {bet.deleteReason}
                        </Box>
                      ) : null}
                    </Box>
                    <Box as="td" px={2} py={1.5}>
                      {SIDE_WORDS[bet.betType]}
                    </Box>
                    <Box as="td" px={2} py={1.5} textAlign="right" whiteSpace="nowrap">
                      {betPrice(bet)}
                    </Box>
                    <Box as="td" px={2} py={1.5} textAlign="right" whiteSpace="nowrap">
                      {formatAmount(bet.stake)}
                    </Box>
                    <Box as="td" px={2} py={1.5} overflowWrap="anywhere">
                      {bet.marketName}
                      {canWithdraw(bet) ? (
                        <PlainButton
                          type="button"
                          display="block"
                          mt={1}
                          fontSize="12px"
                          fontWeight="700"
                          textDecoration="underline"
                          disabled={withdrawing !== null}
                          aria-label={`Withdraw ${SIDE_WORDS[bet.betType]} ${bet.teamName} ${formatAmount(bet.stake)}`}
                          onClick={() => withdraw(bet)}
                        >
                          {withdrawing === bet.id ? 'Withdrawing…' : 'Withdraw'}
                        </PlainButton>
                      ) : null}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
});
