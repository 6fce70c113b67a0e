import type { chakra } from '@chakra-ui/react/styled-system';

/**
 * Chakra's styled factory, as an app passes it in. Chakra is not shared between the apps (see
 * shared/webpack): the components built here use the calling app's own copy, so they read the
 * system its UiRoot provides, and this package adds no Chakra code of its own to the shared scope.
 */
export type ChakraFactory = typeof chakra;
