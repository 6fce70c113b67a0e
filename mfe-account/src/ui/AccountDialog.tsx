import type { ReactNode } from 'react';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * The account popups' frame: a Chakra dialog (focus kept inside, Escape and the backdrop close
 * it) with a brand-coloured title bar and an optional footer.
 */
export function AccountDialog({ open, onClose, title, children, footer, size = 'lg' }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: size }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden">
            <Dialog.Header bg="brand.solid" color="brand.contrast" py={3} px={4}>
              <Dialog.Title fontSize="18px" fontWeight="700">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: 2, md: 4 }} py={4}>
              {children}
            </Dialog.Body>
            {footer ? (
              <Dialog.Footer borderTop="1px solid #e3e8ec" py={3}>
                {footer}
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild top={2} insetEnd={2}>
              <CloseButton
                size="sm"
                color="brand.contrast"
                _hover={{ bg: 'whiteAlpha.300' }}
                aria-label="Close dialog"
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
