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

/**
 * Palettes of the default theme that nothing here uses. Building the system turns every token into
 * a CSS variable and every semantic token into a condition map; leaving these four out halves that
 * work (it runs on the main thread before the first render). Recipes use gray, red, orange, green and
 * blue; the code uses gray, red, green and blue.
 */
const UNUSED_PALETTES = new Set(['teal', 'purple', 'pink', 'cyan']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

const systems = new Map<string, ReturnType<typeof buildSystem>>();

export interface BrandTheme {
  primary?: string;
  accent?: string;
}

/** The colours of a brand whose config names none. */
export const DEFAULT_BRAND_THEME = { primary: '#0b5563', accent: '#f2b134' } as const;

/**
 * The Chakra system every app renders with: the base preset plus the theme, with the brand's
 * colours as semantic tokens (`brand.solid`, `brand.accent`). Built once per page and brand: this
 * package is a Module Federation singleton, so the host and every remote share the one system
 * (building it costs ~60 ms of main thread on this machine, ~250 ms on a mid-range phone).
 */
export function createBacklaySystem(theme: BrandTheme = {}) {
  const primary = theme.primary ?? DEFAULT_BRAND_THEME.primary;
  const accent = theme.accent ?? DEFAULT_BRAND_THEME.accent;
  const key = `${primary}|${accent}`;
  let system = systems.get(key);
  if (!system) {
    system = buildSystem(primary, accent);
    systems.set(key, system);
  }
  return system;
}

function buildSystem(primary: string, accent: string) {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      globalCss,
      theme: {
        breakpoints: BREAKPOINTS,
        keyframes,
        tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
        semanticTokens: {
          ...semanticTokens,
          colors: {
            ...withoutUnusedPalettes(semanticTokens.colors),
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
