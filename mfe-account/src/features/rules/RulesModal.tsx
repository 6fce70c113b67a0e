import { Button } from '@chakra-ui/react/button';
import type { SlotProps } from '@backlay/shared/contract';
import { AccountDialog } from '../../ui/AccountDialog.js';
import { RulesView } from './RulesView.js';

/** The host's Rules popup (slot `rules`): the rules view with a red Close button in the footer. */
export function RulesModal({ open, onClose }: SlotProps) {
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title="Rules"
      size="xl"
      footer={
        <Button bg="red.600" color="white" _hover={{ bg: 'red.700' }} onClick={onClose}>
          Close
        </Button>
      }
    >
      <RulesView />
    </AccountDialog>
  );
}
