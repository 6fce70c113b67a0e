import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createUiRoot } from '@backlay/shared/ui';

/** This remote's own Chakra root (its own ChakraProvider), with the host brand's system. */
export const { UiRoot, withUi } = createUiRoot(ChakraProvider);
