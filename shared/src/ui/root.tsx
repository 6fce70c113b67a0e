import type { ComponentType, ReactNode } from 'react';
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
 * A remote's own Chakra root: each remote bundles the Chakra parts it uses, so it passes its own
 * `ChakraProvider` here (keeping Chakra's React context inside the remote's bundle) and provides the
 * system to them itself. The system is the host brand's, built by the shared design package.
 */
export function createUiRoot(ChakraProvider: SystemProvider): UiRootKit {
  let system: BacklaySystem | null = null;

  function UiRoot({ children }: { children: ReactNode }) {
    const { brand } = useHost();
    system ??= createBacklaySystem(brand.theme);
    return <ChakraProvider value={system}>{children}</ChakraProvider>;
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
