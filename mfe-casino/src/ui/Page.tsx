import { chakra } from '@chakra-ui/react/styled-system';
import { createPage } from '@backlay/shared/ui';
import { CasinoStyles } from './CasinoStyles.js';

/** The frame of every casino screen: the static classes, side padding, at most 1400 px wide. */
export const { Page, Notice } = createPage(chakra, { maxW: '1400px', Styles: CasinoStyles, infoRole: 'status' });
