import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { CasinoStyles } from './CasinoStyles.js';

/** The frame of every casino screen: the static classes, side padding, at most 1400 px wide. */
export function Page({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <Box
      as="section"
      aria-label={label}
      data-testid={testId}
      px={{ base: 2, md: 3, xl: 4 }}
      py={{ base: 2, md: 3 }}
      maxW="1400px"
      mx="auto"
      minW={0}
      w="100%"
    >
      <CasinoStyles />
      {children}
    </Box>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      bg="white"
      borderRadius="md"
      px={4}
      py={6}
      textAlign="center"
      color={tone === 'error' ? '#9b1c1c' : 'gray.700'}
      fontSize="14px"
      boxShadow="0 1px 4px rgba(11,43,60,.12)"
    >
      {children}
    </Box>
  );
}
