import type { ComponentType, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useHost } from '@backlay/shared/contract';
import { createBacklaySystem } from '@backlay/shared/ui';

let system: ReturnType<typeof createBacklaySystem> | null = null;

/**
 * This remote's own Chakra root: the remote bundles the Chakra parts it uses, so it provides the
 * system to them itself. The system is the brand's, built by the shared design package.
 */
export function UiRoot({ children }: { children: ReactNode }) {
  const { brand } = useHost();
  system ??= createBacklaySystem(brand.theme);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

export function withUi<P extends object>(Component: ComponentType<P>): ComponentType<P> {
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
