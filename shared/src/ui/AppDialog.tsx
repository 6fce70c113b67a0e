import type { ReactNode } from 'react';
import type { CloseButton } from '@chakra-ui/react/button';
import type { Dialog } from '@chakra-ui/react/dialog';
import type { Portal } from '@chakra-ui/react/portal';

/** The Chakra parts a dialog is made of, as the app passes them in (see chakra.ts). */
export interface DialogParts {
  Dialog: typeof Dialog;
  Portal: typeof Portal;
  CloseButton: typeof CloseButton;
}

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width from the md breakpoint on; the dialog fills small screens. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  footer?: ReactNode;
  /** Beside the title, e.g. a refresh button. */
  headerExtra?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  titleSize?: '17px' | '18px';
  /** The title bar; the brand's colours by default. */
  headerBg?: string;
  headerColor?: string;
  /** Room for an overlay over the body (the body becomes its containing block). */
  bodyMinH?: string;
  testId?: string;
  /**
   * Mount the content only while open (default). A dialog its parent mounts already open, and
   * unmounts to close, passes false.
   */
  lazy?: boolean;
}

/**
 * The frame every popup of the apps uses: a Chakra dialog (focus kept inside, Escape and the
 * backdrop close it, mounted only while open unless told) with a coloured title bar, a close button in its
 * corner, a scrolling body and an optional footer; full screen below the md breakpoint.
 */
export function createAppDialog({ Dialog, Portal, CloseButton }: DialogParts) {
  return function AppDialog({
    open,
    onClose,
    title,
    children,
    size = 'lg',
    footer,
    headerExtra,
    closeLabel = 'Close',
    titleSize = '17px',
    headerBg = 'brand.solid',
    headerColor = 'brand.contrast',
    bodyMinH,
    testId,
    lazy = true,
  }: AppDialogProps) {
    return (
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        size={{ base: 'full', md: size }}
        placement="center"
        scrollBehavior="inside"
        lazyMount={lazy}
        unmountOnExit={lazy}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content overflow="hidden" data-testid={testId}>
              <Dialog.Header
                bg={headerBg}
                color={headerColor}
                py={3}
                ps={4}
                pe={12}
                {...(headerExtra ? { display: 'flex', alignItems: 'center', gap: 2 } : {})}
              >
                <Dialog.Title fontSize={titleSize} fontWeight="700" overflowWrap="anywhere">
                  {title}
                </Dialog.Title>
                {headerExtra}
              </Dialog.Header>
              <Dialog.Body
                px={{ base: 2, md: 4 }}
                py={4}
                {...(bodyMinH ? { position: 'relative', minH: bodyMinH } : {})}
              >
                {children}
              </Dialog.Body>
              {footer ? (
                <Dialog.Footer borderTop="1px solid #e3e8ec" py={3}>
                  {footer}
                </Dialog.Footer>
              ) : null}
              <Dialog.CloseTrigger asChild top={2} insetEnd={2}>
                <CloseButton size="sm" color={headerColor} _hover={{ bg: 'whiteAlpha.300' }} aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  };
}
