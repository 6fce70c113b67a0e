import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

/** The frame of an account page: a brand-coloured title bar over a white panel. */
export function PageFrame({ title, children, maxW = '720px' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <Box px={{ base: 2, md: 4 }} py={{ base: 3, md: 5 }}>
      <Box
        as="section"
        aria-label={title}
        maxW={maxW}
        mx="auto"
        bg="white"
        borderRadius="md"
        overflow="hidden"
        boxShadow="0 2px 10px rgba(11,43,60,.10)"
      >
        <Box as="h1" bg="brand.solid" color="brand.contrast" px={4} py={2.5} fontSize="18px" fontWeight="700" m={0}>
          {title}
        </Box>
        <Box p={{ base: 3, md: 5 }}>{children}</Box>
      </Box>
    </Box>
  );
}
