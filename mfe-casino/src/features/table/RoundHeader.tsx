import { memo, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react/box';
import type { CardRoundInfo } from '@backlay/shared/cards';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { NO_ROUND, phaseLabel } from './tableState.js';
import { useSecondsLeft } from './useCountdown.js';

/** "3f9a1c2e…b7d041": enough to compare by eye; the full hash is in the title and the copy. */
export function shortHash(hash: string): string {
  return hash.length <= 16 ? hash : `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}

function CommitHash({ commit }: { commit: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) return;
    clipboard.writeText(commit).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Box display="flex" alignItems="center" gap={1.5} fontSize="12px" minW={0}>
      <Box as="span" color="#cbd5e1">
        Commitment
      </Box>
      <Box as="code" title={commit} data-testid="commit-hash" fontFamily="mono" overflowWrap="anywhere">
        {shortHash(commit)}
      </Box>
      <PlainButton
        type="button"
        onClick={copy}
        aria-label="Copy the round's commitment hash"
        px={1.5}
        h="22px"
        borderRadius="sm"
        border="1px solid"
        borderColor="whiteAlpha.600"
        fontSize="11px"
        fontWeight="700"
      >
        {copied ? 'Copied' : 'Copy'}
      </PlainButton>
    </Box>
  );
}

export interface RoundHeaderProps {
  name: string;
  t1: CardRoundInfo | null;
  /** Server clock minus this browser's, for the countdown. */
  offsetMs: number;
}

/**
 * Holds the place of what a header shows only in some phases (the countdown, the phase, the
 * commitment), so the header keeps its height from round to round and the markets under it never
 * move: the same box, unseen and unread.
 */
function Unseen({ children, ...box }: { children: ReactNode } & BoxProps) {
  return (
    <Box {...box} visibility="hidden" aria-hidden="true">
      {children}
    </Box>
  );
}

const COUNTDOWN_BOX = {
  as: 'span',
  minW: '40px',
  px: 2,
  fontSize: '16px',
  fontWeight: '800',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The betting window's countdown: the only part of the page that ticks. */
function Countdown({ closesAt, offsetMs }: { closesAt: number | null; offsetMs: number }) {
  const secondsLeft = useSecondsLeft(closesAt, offsetMs);
  if (secondsLeft === null) return <Unseen {...COUNTDOWN_BOX}>00</Unseen>;
  return (
    <Box
      {...COUNTDOWN_BOX}
      role="timer"
      aria-label={`${secondsLeft} seconds left to bet`}
      data-testid="card-countdown"
      borderRadius="sm"
      bg={secondsLeft <= 5 ? '#c0262d' : '#f2b134'}
      color={secondsLeft <= 5 ? 'white' : '#0b2b3c'}
    >
      {secondsLeft}
    </Box>
  );
}

/** The table's name, the round, its phase and countdown, and the hash committed before betting. */
export const RoundHeader = memo(function RoundHeader({ name, t1, offsetMs }: RoundHeaderProps) {
  const mid = t1?.mid ?? NO_ROUND;
  return (
    <Box
      as="header"
      bg="#0b2b3c"
      color="white"
      px={{ base: 2, md: 3 }}
      py={2}
      borderTopRadius="md"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      columnGap={4}
      rowGap={1}
    >
      <Box
        as="h1"
        m={0}
        fontSize={{ base: '16px', md: '18px' }}
        fontWeight="800"
        flex="1 1 auto"
        minW={0}
        overflowWrap="anywhere"
      >
        {name}
      </Box>
      <Box as="span" fontSize="13px" fontWeight="700" data-testid={CASINO_TEST_IDS.roundId}>
        {mid === NO_ROUND ? 'Waiting for the next round' : `Round ${mid}`}
      </Box>
      {t1 && mid !== NO_ROUND ? (
        <Box as="span" fontSize="13px" data-testid="card-phase" data-phase={t1.phase}>
          {phaseLabel(t1.phase)}
        </Box>
      ) : (
        <Unseen as="span" fontSize="13px">
          {phaseLabel('betting')}
        </Unseen>
      )}
      <Countdown closesAt={t1 && mid !== NO_ROUND ? t1.closesAt : null} offsetMs={offsetMs} />
      <Box flexBasis="100%" minW={0} minH="22px">
        {t1?.commit ? <CommitHash commit={t1.commit} /> : null}
      </Box>
    </Box>
  );
});
