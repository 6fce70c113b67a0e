import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { REPORT_TEST_IDS } from '../testIds.js';

/** A report's body while its rows load. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={REPORT_TEST_IDS.loading}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap={3}
      py={10}
      color="gray.600"
    >
      <Spinner size="md" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}

/** A report with nothing to show for its filters. */
export function EmptyState({ message = 'No records found for the selected filters.' }: { message?: string }) {
  return (
    <Box
      data-testid={REPORT_TEST_IDS.empty}
      role="status"
      textAlign="center"
      py={10}
      px={3}
      color="gray.600"
      bg="gray.50"
      borderRadius="md"
    >
      {message}
    </Box>
  );
}

/** A report that could not be loaded, with the server's message and a Retry. */
export function ErrorState({
  message,
  onRetry,
  title = 'The report could not be loaded.',
}: {
  message?: string | null;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Box
      role="alert"
      data-testid={REPORT_TEST_IDS.error}
      bg="red.50"
      color="red.800"
      borderRadius="md"
      p={4}
      display="flex"
      flexWrap="wrap"
      gap={3}
      alignItems="center"
    >
      <Box flex="1" minW="200px">
        <Box fontWeight="600">{title}</Box>
        {message ? <Box fontSize="sm">{message}</Box> : null}
      </Box>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
