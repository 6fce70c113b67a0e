import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { createAppDialog } from '@backlay/shared/ui';

/** The frame of every popup (`@backlay/shared/ui`), over this app's own Chakra. */
export const AppDialog = createAppDialog({ Dialog, Portal, CloseButton });
