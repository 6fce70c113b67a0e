import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { REPORT_TEST_IDS } from '../testIds.js';

export interface TotalItem {
  label: string;
  value: ReactNode;
}

/** A strip of totals (a description list) that wraps onto several lines on a phone. */
export function Totals({
  items,
  label = 'Totals',
  testId = REPORT_TEST_IDS.totals,
}: {
  items: readonly TotalItem[];
  label?: string;
  testId?: string;
}) {
  return (
    <Box
      as="section"
      aria-label={label}
      data-testid={testId}
      bg="gray.50"
      border="1px solid"
      borderColor="gray.200"
      borderRadius="md"
      px={3}
      py={2}
      my={3}
    >
      <Box as="dl" display="flex" flexWrap="wrap" columnGap={6} rowGap={1} m={0}>
        {items.map((item) => (
          <Box key={item.label} display="flex" gap={2} alignItems="baseline">
            <Box as="dt" fontSize="sm" color="gray.600">
              {item.label}
            </Box>
            <Box as="dd" m={0} fontWeight="700">
              {item.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
