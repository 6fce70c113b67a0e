import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';

/** What could not be loaded, said in place, with a Retry. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Box role="alert" bg="red.50" color="red.700" borderRadius="md" p={3} display="flex" gap={3} alignItems="center">
      <Box flex="1">{children}</Box>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
