import { withEmotionCache } from '@emotion/react';
import { useInsertionEffect, type ComponentType, type ReactNode } from 'react';
import { useHost } from '../contract/index.js';
import { GLOBAL_CSS, GLOBAL_CSS_BRAND } from './globalCss.js';
import { insertInTaskBatches } from './styleBatches.js';
import { createBacklaySystem, DEFAULT_BRAND_THEME, type BrandTheme } from './system.js';

export type BacklaySystem = ReturnType<typeof createBacklaySystem>;

/** The shape of Chakra's ChakraProvider (from '@chakra-ui/react/styled-system'). */
export type SystemProvider = ComponentType<{ value: BacklaySystem; children: ReactNode }>;

export interface UiRootKit {
  /** Provides the brand's Chakra system (built once, on first render) to what it wraps. */
  UiRoot: ComponentType<{ children: ReactNode }>;
  /** `Component` rendered inside UiRoot. */
  withUi: <P extends object>(Component: ComponentType<P>) => ComponentType<P>;
}

/** The page's one copy of the design system's global CSS (this package is one module per page). */
let written: HTMLStyleElement | null = null;
/** The roots on the page: the global CSS leaves with the last (signed out, /login has its own). */
let roots = 0;

/** A colour a brand may name (hex, a name, rgb()/hsl()): nothing that could end the rule. */
const COLOUR = /^[#\w\s().,%-]+$/;

/**
 * Writes the design system's global CSS on the page once: the layer order, the reset, the global
 * styles and the tokens' variables, from the copy made ahead of time (globalCss.ts), first in the
 * head so the layer order is the page's. A brand with other colours than the copy's gets its two
 * colour variables after it, outside the layers (so they win).
 */
function writeGlobalCss(theme: BrandTheme = {}): void {
  if (written?.isConnected) return;
  const primary = theme.primary ?? DEFAULT_BRAND_THEME.primary;
  const accent = theme.accent ?? DEFAULT_BRAND_THEME.accent;
  const brand =
    (primary !== GLOBAL_CSS_BRAND.primary || accent !== GLOBAL_CSS_BRAND.accent) &&
    COLOUR.test(primary) &&
    COLOUR.test(accent)
      ? `:where(:root, :host){--chakra-colors-brand-solid:${primary};--chakra-colors-brand-accent:${accent};}`
      : '';
  written = document.createElement('style');
  written.dataset.designSystem = '';
  written.textContent = GLOBAL_CSS + brand;
  document.head.prepend(written);
}

/** Writes the global CSS while a root is on the page, as ChakraProvider did. */
function useGlobalCss(theme: BrandTheme | undefined): void {
  useInsertionEffect(() => {
    roots += 1;
    writeGlobalCss(theme);
    return () => {
      roots -= 1;
      if (roots === 0) {
        written?.remove();
        written = null;
      }
    };
  }, [theme]);
}

const forProvider = new WeakMap<BacklaySystem, BacklaySystem>();

/**
 * The system as the roots hand it to ChakraProvider: the same system without its global CSS and
 * layer order, which ChakraProvider would otherwise build (~0.15 s of main thread at 4× CPU
 * slow-down, on every page) and write again in a sheet of its own for every root (writeGlobalCss
 * writes them once). Copied property by property: reading `_global` would build it.
 */
function withoutGlobalCss(system: BacklaySystem): BacklaySystem {
  let view = forProvider.get(system);
  if (!view) {
    const { _global: _omitted, _config, ...rest } = Object.getOwnPropertyDescriptors(system);
    view = Object.defineProperties({} as BacklaySystem, {
      ...rest,
      _global: { value: [], enumerable: true },
      _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
    });
    forProvider.set(system, view);
  }
  return view;
}

/**
 * Makes the page's emotion cache write each task's new rules into a style element of their own
 * (styleBatches.ts). Rendered first in every root, so it runs before any component of the root
 * inserts a rule (rules are inserted at commit, after the render of the whole tree).
 */
const StylesInTaskBatches = withEmotionCache((_props: object, cache) => {
  insertInTaskBatches(cache.sheet);
  return null;
});

/**
 * A Chakra root: each remote bundles the Chakra parts it uses, so it passes its own
 * `ChakraProvider` here (keeping Chakra's React context inside the remote's bundle) and provides the
 * system to them itself; the host's shell does the same. The system is the host brand's, built by
 * the shared design package; the page's global CSS is written once, by the first root.
 */
export function createUiRoot(ChakraProvider: SystemProvider): UiRootKit {
  let system: BacklaySystem | null = null;

  function UiRoot({ children }: { children: ReactNode }) {
    const { brand } = useHost();
    system ??= withoutGlobalCss(createBacklaySystem(brand.theme));
    useGlobalCss(brand.theme);
    return (
      <ChakraProvider value={system}>
        <StylesInTaskBatches />
        {children}
      </ChakraProvider>
    );
  }

  function withUi<P extends object>(Component: ComponentType<P>): ComponentType<P> {
    function WithUi(props: P) {
      return (
        <UiRoot>
          <Component {...props} />
        </UiRoot>
      );
    }
    WithUi.displayName = `WithUi(${Component.displayName ?? Component.name})`;
    return WithUi;
  }

  return { UiRoot, withUi };
}
