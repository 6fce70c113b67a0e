import { chakra } from '@chakra-ui/react/styled-system';
import { createPage } from '@backlay/shared/ui';
import { PriceStyles } from './PriceStyles.js';

/** The frame of every sports screen: the price classes, side padding, at most 1600 px wide. */
export const { Page, Notice } = createPage(chakra, { maxW: '1600px', Styles: PriceStyles });
