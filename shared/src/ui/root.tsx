import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useHost } from '../contract/index.js';
import { createBacklaySystem } from './system.js';

export type BacklaySystem = ReturnType<typeof createBacklaySystem>;

/** The shape of Chakra's ChakraProvider (from '@chakra-ui/react/styled-system'). */
export type SystemProvider = ComponentType<{ value: BacklaySystem; children: ReactNode }>;

export interface UiRootKit {
  /** Provides the brand's Chakra system (built once, on first render) to what it wraps. */
  UiRoot: ComponentType<{ children: ReactNode }>;
  /** `Component` rendered inside UiRoot. */
  withUi: <P extends object>(Component: ComponentType<P>) => ComponentType<P>;
}

/**
 * Whether a UiRoot above has put the design system's global CSS (reset, base styles, the tokens'
 * variables, the layer order) on the page. This package is one module per page (a Module
 * Federation singleton), so the host's root and a remote's root inside it see the same context.
 */
const GlobalCssAbove = createContext(false);

const withoutGlobalCss = new WeakMap<BacklaySystem, BacklaySystem>();

/**
 * The system as a ChakraProvider below another root gets it: the same system with no global CSS
 * of its own. ChakraProvider writes the global CSS (~70 rules, serialised and inserted in a sheet of
 * its own) wherever it renders, so each remote's root inside the host's wrote the same CSS again.
 * The styles' layers are set up by the root above, so this one adds no layer order either.
 */
function nested(system: BacklaySystem): BacklaySystem {
  let view = withoutGlobalCss.get(system);
  if (!view) {
    view = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
    withoutGlobalCss.set(system, view);
  }
  return view;
}

/**
 * A Chakra root: each remote bundles the Chakra parts it uses, so it passes its own
 * `ChakraProvider` here (keeping Chakra's React context inside the remote's bundle) and provides the
 * system to them itself; the host's shell does the same. The system is the host brand's, built by
 * the shared design package. The outermost root on the page writes the global CSS; a root inside it
 * (a remote's page in the host's shell) does not write it again.
 */
export function createUiRoot(ChakraProvider: SystemProvider): UiRootKit {
  let system: BacklaySystem | null = null;

  function UiRoot({ children }: { children: ReactNode }) {
    const { brand } = useHost();
    const above = useContext(GlobalCssAbove);
    system ??= createBacklaySystem(brand.theme);
    return (
      <GlobalCssAbove.Provider value>
        <ChakraProvider value={above ? nested(system) : system}>{children}</ChakraProvider>
      </GlobalCssAbove.Provider>
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
