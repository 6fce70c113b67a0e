import { chakra } from '@chakra-ui/react/styled-system';
import { createSlipParts } from '@backlay/shared/ui';

/** The bet slip's parts (`@backlay/shared/ui`), over this app's own Chakra. */
export const { SlipInput, SlipLabel, StakeField, QuickStakes, SlipRefusal, SlipActions, SlipConfirm, SlipHeading } =
  createSlipParts(chakra);
