import { chakra } from '@chakra-ui/react/styled-system';
import { createRoundCheckParts } from '@backlay/shared/ui';

/** A settled round's check, field by field and outcome by outcome (`@backlay/shared/ui`), over this app's Chakra. */
export const { CheckField, CheckOutcomes } = createRoundCheckParts(chakra);
