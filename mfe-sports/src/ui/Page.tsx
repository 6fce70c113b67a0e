import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PriceStyles } from './PriceStyles.js';

/** The frame of every sports screen: the price classes, side padding, at most 1600 px wide. */
export function Page({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      as="section"
      aria-label={label}
      px={{ base: 2, md: 3, xl: 4 }}
      py={{ base: 2, md: 3 }}
      maxW="1600px"
      mx="auto"
      minW={0}
      w="100%"
    >
      <PriceStyles />
      {children}
    </Box>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : undefined}
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
