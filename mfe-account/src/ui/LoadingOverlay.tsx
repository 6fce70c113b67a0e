import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';

/** Covers its positioned parent while something loads (spec: loading overlay in modals). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      position="absolute"
      inset={0}
      zIndex={2}
      display="grid"
      placeItems="center"
      bg="rgba(255,255,255,.75)"
    >
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Box>
  );
}
