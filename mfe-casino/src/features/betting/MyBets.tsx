import { memo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { PlacedBet } from '@backlay/shared/api';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { formatAmount, formatPnl, formatPrice, pnlTone } from '../../lib/money.js';
import type { BetsStatus } from './useTableBets.js';

const Th = chakra('th', {
  base: { textAlign: 'left', fontWeight: '700', fontSize: '12px', color: 'gray.700', px: 2, py: 1 },
});
const Td = chakra('td', { base: { px: 2, py: 1, borderTop: '1px solid #f3f4f6' } });

const SIDE_WORDS: Record<PlacedBet['betType'], string> = { BACK: 'Back', LAY: 'Lay', YES: 'Yes', NO: 'No' };

export interface MyBetsProps {
  /** The player's open bets on the current round. */
  bets: readonly PlacedBet[];
  status: BetsStatus;
  /** The round's P/L once it is settled (cents), or null. */
  pnlCents: number | null;
}

/** "My bets" for the round on the table, then its P/L once the result is in. */
export const MyBets = memo(function MyBets({ bets, status, pnlCents }: MyBetsProps) {
  return (
    <section className="cz-panel" aria-labelledby="my-bets-title" data-testid={CASINO_TEST_IDS.myBets}>
      <div className="cz-panel__head">
        <h2 className="cz-panel__title" id="my-bets-title">
          My bets
        </h2>
        <span className="cz-panel__meta">This round</span>
      </div>
      {pnlCents !== null ? (
        <Box px={3} py={2} fontSize="14px" fontWeight="700" bg="#f4f7f5" data-testid="round-pnl">
          Round P/L <span className={`cz-${pnlTone(pnlCents)}`}>{formatPnl(pnlCents)}</span>
        </Box>
      ) : null}
      {bets.length > 0 ? (
        <Box overflowX="auto">
          <Box as="table" w="100%" borderCollapse="collapse" fontSize="13px" fontVariantNumeric="tabular-nums">
            <thead>
              <tr>
                <Th scope="col">Selection</Th>
                <Th scope="col">Side</Th>
                <Th scope="col" textAlign="right">
                  Odds
                </Th>
                <Th scope="col" textAlign="right">
                  Stake
                </Th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <Box
                  as="tr"
                  key={bet.id}
                  bg={bet.betType === 'LAY' || bet.betType === 'NO' ? '#fde3e9' : '#d6ecfb'}
                  data-testid={`my-bet-${bet.id}`}
                >
                  <Td overflowWrap="anywhere">{bet.teamName}</Td>
                  <Td>{SIDE_WORDS[bet.betType]}</Td>
                  <Td textAlign="right">{formatPrice(bet.odds)}</Td>
                  <Td textAlign="right">{formatAmount(bet.stake)}</Td>
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
      ) : pnlCents === null ? (
        <Box px={3} py={2} fontSize="13px" color="gray.700">
          {status === 'loading'
            ? 'Loading your bets…'
            : status === 'error'
              ? 'Your bets could not be loaded.'
              : 'No bets on this round yet.'}
        </Box>
      ) : null}
    </section>
  );
});
