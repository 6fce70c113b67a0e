import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  buttonRecipe,
  dialogSlotRecipe,
  globalCss,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_BRAND_THEME } from '../contract/brand.js';

/**
 * Breakpoints of the spec: the app header switches at 1200 px (mobile at 1199 and below), the
 * public shell at 768 px, tablets run from 768 to 1599 px.
 */
export const BREAKPOINTS = { sm: '480px', md: '769px', lg: '1024px', xl: '1200px', '2xl': '1600px' } as const;

/**
 * Palettes of the default theme that nothing here uses. Building the system turns every token into
 * a CSS variable and every semantic token into a condition map, on the main thread before the first
 * render: each palette left out is ~5 % less of that work. The recipes use gray and the dialog's
 * blackAlpha; the code uses gray, red, green, blue, whiteAlpha and blackAlpha (`system.test.ts`
 * reads the apps' sources and checks). Orange keeps its shades: the warning colours (`fg.warning`,
 * `bg.warning`, `border.warning`) are drawn from them.
 */
const UNUSED_PALETTES = new Set(['teal', 'purple', 'pink', 'cyan', 'yellow']);
const UNUSED_SEMANTIC_PALETTES = new Set([...UNUSED_PALETTES, 'orange']);

function without<T extends object>(colors: T, palettes: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !palettes.has(name))) as T;
}

/**
 * The recipes of the Chakra components the apps use (box, button with its loader, input, dialog,
 * spinner, tabs, table, native select, portal): the system is built with these only. A component
 * added to an app needs its recipe here (`system.test.ts` reads the apps' imports and checks).
 */
const RECIPES = { button: buttonRecipe, input: inputRecipe, spinner: spinnerRecipe };
const SLOT_RECIPES = {
  dialog: dialogSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** A token value, or a map of conditions to values, as the theme writes semantic tokens. */
type TokenValue = string | number | { [condition: string]: TokenValue };

/**
 * Backlay has no dark mode: each semantic token keeps its light value only, which spares building
 * the `.dark` half of every colour (a fifth of the system's start-up work).
 */
export function lightOnly<T>(tree: T): T {
  if (Array.isArray(tree) || typeof tree !== 'object' || tree === null) return tree;
  if ('value' in tree) {
    const value = (tree as { value: TokenValue }).value;
    if (typeof value === 'object' && ('_light' in value || '_dark' in value)) {
      return { ...tree, value: value._light ?? value.base };
    }
    return tree;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const systems = new Map<string, ReturnType<typeof buildSystem>>();

export interface BrandTheme {
  primary?: string;
  accent?: string;
}

export { DEFAULT_BRAND_THEME };

/**
 * The Chakra system every app renders with: the base preset plus the theme, with the brand's
 * colours as semantic tokens (`brand.solid`, `brand.accent`). Built once per page and brand: this
 * package is a Module Federation singleton, so the host and every remote share the one system
 * (building it costs ~50 ms of main thread on this machine, ~200 ms on a mid-range phone; its
 * global CSS is not built in the browser: see root.tsx).
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
        tokens: { ...tokens, colors: without(tokens.colors, UNUSED_PALETTES) },
        semanticTokens: lightOnly({
          ...semanticTokens,
          colors: {
            ...without(semanticTokens.colors, UNUSED_SEMANTIC_PALETTES),
            brand: {
              solid: { value: primary },
              accent: { value: accent },
              contrast: { value: '#ffffff' },
              back: { value: '#72bbef' },
              lay: { value: '#faa9ba' },
            },
          },
        }),
        recipes: RECIPES,
        slotRecipes: SLOT_RECIPES,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  );
}
