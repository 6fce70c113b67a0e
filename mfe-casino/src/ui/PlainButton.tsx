import { chakra } from '@chakra-ui/react/styled-system';

/** A native button that takes style props, with the focus ring every action needs (A2). */
export const PlainButton = chakra('button', {
  base: {
    cursor: 'pointer',
    bg: 'transparent',
    color: 'inherit',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' },
  },
});
