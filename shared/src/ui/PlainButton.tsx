import type { ChakraFactory } from './chakra.js';

/** A native button that takes style props, with the focus ring every action needs (A2). */
export function createPlainButton(chakra: ChakraFactory) {
  return chakra('button', {
    base: {
      cursor: 'pointer',
      bg: 'transparent',
      color: 'inherit',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' },
    },
  });
}
