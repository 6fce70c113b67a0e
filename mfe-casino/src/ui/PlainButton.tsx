import { chakra } from '@chakra-ui/react/styled-system';
import { createPlainButton } from '@backlay/shared/ui';

/** A native button that takes style props, with the focus ring every action needs (A2). */
export const PlainButton = createPlainButton(chakra);
