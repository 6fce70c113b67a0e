import { Box } from '@chakra-ui/react/box';

/** A red message under a field, tied to the input through `id` (aria-describedby). */
export function FieldMessage({ id, children }: { id: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Box id={id} role="alert" color="red.600" fontSize="sm" mt={1}>
      {children}
    </Box>
  );
}
