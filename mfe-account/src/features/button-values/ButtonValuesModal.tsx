import type { SlotProps } from '@backlay/shared/contract';
import { AccountDialog } from '../../ui/AccountDialog.js';
import { ButtonValuesForm } from './ButtonValuesForm.js';

/** The host's "Set Button Values" popup (slot `buttonValues`); closes after a successful update. */
export function ButtonValuesModal({ open, onClose }: SlotProps) {
  return (
    <AccountDialog open={open} onClose={onClose} title="Set Button Values" size="md">
      <ButtonValuesForm onSaved={onClose} />
    </AccountDialog>
  );
}
