import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

/** One part of the page: a heading, and what it holds, named by the heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} mt={6} scrollMarginTop="72px">
      <Box
        as="h2"
        id={`${id}-title`}
        fontSize="16px"
        fontWeight="700"
        color="#22313b"
        m={0}
        mb={2}
        pb={1.5}
        borderBottom="2px solid"
        borderColor="brand.solid"
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** A short line under a section's heading. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Box as="p" fontSize="sm" color="#5b6670" m={0} mb={3}>
      {children}
    </Box>
  );
}

/** The server's answer to a change: its words, or its refusal. */
export function Outcome({ outcome }: { outcome: { refused: boolean; text: string } | null }) {
  if (!outcome) return null;
  return (
    <Box
      role={outcome.refused ? 'alert' : 'status'}
      mt={2}
      px={3}
      py={2}
      borderRadius="md"
      fontSize="sm"
      bg={outcome.refused ? 'red.50' : 'green.50'}
      color={outcome.refused ? 'red.700' : 'green.800'}
    >
      {outcome.text}
    </Box>
  );
}
