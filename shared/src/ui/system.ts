import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  slotRecipes,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Breakpoints of the spec: the app header switches at 1200 px (mobile at 1199 and below), the
 * public shell at 768 px, tablets run from 768 to 1599 px.
 */
export const BREAKPOINTS = { sm: '480px', md: '769px', lg: '1024px', xl: '1200px', '2xl': '1600px' } as const;

export interface BrandTheme {
  primary?: string;
  accent?: string;
}

/**
 * The Chakra system every app renders with: the base preset plus the theme, with the brand's
 * colours as semantic tokens (`brand.solid`, `brand.accent`).
 */
export function createBacklaySystem(theme: BrandTheme = {}) {
  const primary = theme.primary ?? '#0b5563';
  const accent = theme.accent ?? '#f2b134';
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      globalCss,
      theme: {
        breakpoints: BREAKPOINTS,
        keyframes,
        tokens,
        semanticTokens: {
          ...semanticTokens,
          colors: {
            ...semanticTokens.colors,
            brand: {
              solid: { value: primary },
              accent: { value: accent },
              contrast: { value: '#ffffff' },
              back: { value: '#72bbef' },
              lay: { value: '#faa9ba' },
            },
          },
        },
        recipes,
        slotRecipes,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  );
}
