import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link, useLocation } from '@backlay/shared/router';
import { LoadingOverlay } from '../../ui/LoadingOverlay.js';
import { PageFrame } from '../../ui/PageFrame.js';
import { BreakSection } from './BreakSection.js';
import { HistorySection } from './HistorySection.js';
import { LimitsSection } from './LimitsSection.js';
import { useProtection } from './protection.js';
import { statusText } from './protectionText.js';
import { RealityCheckSection } from './RealityCheckSection.js';
import { LoadFailed } from '../../ui/LoadFailed.js';

/**
 * /player-protection: the account's state, the seven limits, the reality check, a break or a
 * self-exclusion, and the history of these. `#limits` (the Responsible Gaming page links there)
 * scrolls to the limits once they are drawn.
 */
export function PlayerProtectionPage() {
  const state = useProtection();
  const { hash } = useLocation();
  const data = state.data;
  const ready = data !== undefined;

  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  return (
    <PageFrame title="Player Protection" maxW="880px">
      <Box position="relative" minH="160px">
        {data ? (
          <>
            <Box
              role="status"
              p={3}
              borderRadius="md"
              bg={data.status === 'active' || data.status === 'inactive' ? 'green.50' : '#fff7e6'}
              color={data.status === 'active' || data.status === 'inactive' ? 'green.800' : '#5c3d00'}
              fontWeight="600"
            >
              {statusText(data.status, data.statusUntil)}
            </Box>
            <Box as="p" fontSize="sm" color="#3b4650" mt={3} mb={0}>
              Set limits on what you lose and stake, choose how often you are reminded of your time and results, or take
              a break. Our{' '}
              <Box asChild color="brand.solid" textDecoration="underline">
                <Link to="/responsible-gaming">Responsible Gaming policy</Link>
              </Box>{' '}
              says more.
            </Box>
            <LimitsSection limits={data.limits} />
            <RealityCheckSection realityCheck={data.realityCheck} />
            <BreakSection />
            <HistorySection />
          </>
        ) : state.isError && !state.isFetching ? (
          <LoadFailed onRetry={() => void state.refetch()}>Your protection settings could not be loaded.</LoadFailed>
        ) : (
          <LoadingOverlay label="Loading your protection settings" />
        )}
      </Box>
    </PageFrame>
  );
}
