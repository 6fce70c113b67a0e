import { ChakraProvider, chakra } from '@chakra-ui/react/styled-system';
import { screen } from '@testing-library/react';
import { renderWithHost } from '../testing/render.js';
import { createUiRoot } from './root.js';

/** The design system's global CSS on the page: what Chakra's providers wrote, in their own sheets. */
function globalRules(): string[] {
  return [...document.head.querySelectorAll('style[data-emotion="css-global"]')].flatMap((style) =>
    [...(style as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
  );
}

// Two kits, as the host and a remote each make one with their own ChakraProvider.
const host = createUiRoot(ChakraProvider);
const remote = createUiRoot(ChakraProvider);

// A provider's global sheet leaves with it (emotion's Global): each test unmounts what it rendered.
describe('createUiRoot', () => {
  it('writes the global CSS (reset, base styles, token variables) once', () => {
    const { unmount } = renderWithHost(
      <host.UiRoot>
        <chakra.p color="red.500">alone</chakra.p>
      </host.UiRoot>,
    );
    const alone = globalRules();
    expect(alone.join('\n')).toContain('--chakra-colors-red-500');
    expect(alone.join('\n')).toContain('@layer reset');
    unmount();
    expect(globalRules()).toEqual([]);

    // A remote's root inside the host's: the same rules, not written twice.
    renderWithHost(
      <host.UiRoot>
        <remote.UiRoot>
          <chakra.p color="red.500">nested</chakra.p>
        </remote.UiRoot>
      </host.UiRoot>,
    );
    expect(screen.getByText('nested')).toBeInTheDocument();
    expect(globalRules()).toEqual(alone);
  });

  it("gives a root with none above it (an embed, a remote's standalone page) the global CSS", () => {
    renderWithHost(
      <remote.UiRoot>
        <chakra.p color="red.500">remote alone</chakra.p>
      </remote.UiRoot>,
    );
    expect(globalRules().join('\n')).toContain('--chakra-colors-red-500');
  });

  it('styles what a nested root renders with the same system (tokens, recipes)', () => {
    renderWithHost(
      <host.UiRoot>
        <remote.UiRoot>
          <chakra.p data-testid="styled" color="red.500" padding="2">
            styled
          </chakra.p>
        </remote.UiRoot>
      </host.UiRoot>,
    );
    const classes = screen.getByTestId('styled').className;
    const rules = [...document.head.querySelectorAll('style[data-emotion="css"]')]
      .flatMap((style) => [...(style as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(classes).toMatch(/css-/);
    expect(rules).toContain('var(--chakra-colors-red-500)');
    expect(rules).toContain('var(--chakra-spacing-2)');
  });
});
