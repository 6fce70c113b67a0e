import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { Brand } from '@backlay/shared/contract';
import { createBacklaySystem, createUiRoot } from '@backlay/shared/ui';

/**
 * The design system (Chakra, with the brand's colours) for what renders inside: the signed-in
 * shell and the public pages other than the login page. It comes with the code that needs it, not
 * with the page's start: the login page is drawn with static classes (public/publicStyles.tsx), so a
 * visitor's phone builds no Chakra system, resolves no style props and loads no Chakra code
 * before it can sign in. The system is built once per page and brand (createBacklaySystem); its
 * global CSS (reset, token variables) is written once per page from a copy made ahead of time.
 */
export const { UiRoot: DesignSystem } = createUiRoot(ChakraProvider);

/**
 * Builds the brand's design system in a task of its own, before the render that needs it (which
 * then finds it built): ~0.2 s of main thread at 4x CPU slow-down, which would otherwise run
 * inside that render's task.
 */
export function designSystemReady(brand: Brand): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      createBacklaySystem(brand.theme);
      resolve();
    }, 0),
  );
}
