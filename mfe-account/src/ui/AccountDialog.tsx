import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { createAppDialog, type AppDialogProps } from '@backlay/shared/ui';

const AppDialog = createAppDialog({ Dialog, Portal, CloseButton });

/**
 * The account popups' frame: the apps' dialog (focus kept inside, Escape and the backdrop close
 * it) with a brand-coloured title bar and an optional footer.
 */
export function AccountDialog(props: Omit<AppDialogProps, 'closeLabel' | 'titleSize'>) {
  return <AppDialog closeLabel="Close dialog" titleSize="18px" {...props} />;
}
