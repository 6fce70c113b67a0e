import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { ChakraProvider, chakra } from '@chakra-ui/react/styled-system';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HostContext, type Brand } from '../contract/index.js';
import { TEST_HOST_BRAND } from '../testing/constants.js';
import { createTestHost } from '../testing/render.js';
import { GLOBAL_CSS, GLOBAL_CSS_BRAND } from './globalCss.js';
import { createUiRoot } from './root.js';
import { createBacklaySystem } from './system.js';

// Two kits, as the host and a remote each make one with their own ChakraProvider.
const host = createUiRoot(ChakraProvider);
const remote = createUiRoot(ChakraProvider);

/** Renders `ui` under the host's context only (the test host's providers carry a Chakra root). */
function renderInHost(ui: ReactNode, { brand }: { brand?: Brand } = {}) {
  return render(<HostContext.Provider value={createTestHost({ brand }).host}>{ui}</HostContext.Provider>);
}

const copies = () => document.head.querySelectorAll('style[data-design-system]');
/** The rules of the style elements matching `selector`, as the browser (jsdom) parsed them. */
const rulesOf = (selector: string) =>
  [...document.head.querySelectorAll<HTMLStyleElement>(selector)].flatMap((style) =>
    [...style.sheet!.cssRules].map((rule) => rule.cssText),
  );

describe('the global CSS copy (globalCss.ts)', () => {
  it('is what the system gives for the default brand, through the serialiser and plugins of emotion', () => {
    // `npm run global-css` (after `npm run build`) writes it again after a change of theme or Chakra.
    const system = createBacklaySystem(GLOBAL_CSS_BRAND);
    const rules: string[] = [];
    const cache = createCache({ key: 'copy-check' });
    cache.sheet.insert = (rule: string) => {
      rules.push(rule);
    };
    cache.insert('', serializeStyles([system._global]), cache.sheet, false);
    expect(GLOBAL_CSS).toBe(system.layers.atRule + rules.join(''));
  });

  it("is, rule for rule, what Chakra's own provider writes on the page", () => {
    const { unmount } = render(
      <ChakraProvider value={createBacklaySystem(GLOBAL_CSS_BRAND)}>
        <p>plain</p>
      </ChakraProvider>,
    );
    const written = rulesOf('style[data-emotion="css-global"]');
    unmount();
    const copy = document.createElement('style');
    copy.textContent = GLOBAL_CSS;
    document.head.append(copy);
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect([...copy.sheet!.cssRules].map((rule) => rule.cssText)).toEqual(written);
    copy.remove();
  });
});

describe('createUiRoot', () => {
  it('writes the global CSS once per page, first in the head, and not through the providers', () => {
    const { unmount } = renderInHost(
      <host.UiRoot>
        <remote.UiRoot>
          <chakra.p color="red.500">nested</chakra.p>
        </remote.UiRoot>
      </host.UiRoot>,
    );
    expect(screen.getByText('nested')).toBeInTheDocument();
    expect(copies()).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(copies()[0]);
    expect(copies()[0]?.textContent).toBe(GLOBAL_CSS);
    // Neither provider built or wrote it again.
    expect(rulesOf('style[data-emotion="css-global"]').join('')).not.toContain('--chakra-colors-red-500');
    // It leaves with the last root (signed out: the login page is drawn without it).
    unmount();
    expect(copies()).toHaveLength(0);
  });

  it("gives a root with none above it (an embed, a remote's standalone page) the global CSS", () => {
    const { unmount } = renderInHost(
      <remote.UiRoot>
        <chakra.p color="red.500">remote alone</chakra.p>
      </remote.UiRoot>,
    );
    expect(copies()).toHaveLength(1);
    unmount();
  });

  it('adds the brand’s own colours after the copy, outside its layers', () => {
    const { unmount } = renderInHost(
      <host.UiRoot>
        <p>branded</p>
      </host.UiRoot>,
      { brand: { ...TEST_HOST_BRAND, theme: { primary: '#123456', accent: 'rgb(1, 2, 3)' } } },
    );
    expect(copies()[0]?.textContent).toBe(
      `${GLOBAL_CSS}:where(:root, :host){--chakra-colors-brand-solid:#123456;--chakra-colors-brand-accent:rgb(1, 2, 3);}`,
    );
    unmount();
  });

  it('styles what a nested root renders with the system (tokens, recipes)', () => {
    const { unmount } = renderInHost(
      <host.UiRoot>
        <remote.UiRoot>
          <chakra.p data-testid="styled" color="red.500" padding="2">
            styled
          </chakra.p>
        </remote.UiRoot>
      </host.UiRoot>,
    );
    expect(screen.getByTestId('styled').className).toMatch(/css-/);
    const rules = rulesOf('style[data-emotion="css"]').join('\n');
    expect(rules).toContain('var(--chakra-colors-red-500)');
    expect(rules).toContain('var(--chakra-spacing-2)');
    unmount();
  });

  it('writes the rules of what renders in a later task into a style element of their own (styleBatches.ts)', async () => {
    // A production cache (rules added with insertRule), as the pages have.
    const cache = createCache({ key: 'later', speedy: true });
    const page = (more: boolean) => (
      <HostContext.Provider value={createTestHost().host}>
        <CacheProvider value={cache}>
          <host.UiRoot>
            <chakra.p color="red.500" px={{ base: 1, md: 2 }}>
              first
            </chakra.p>
            {more ? (
              <chakra.p color="blue.500" py={{ base: 1, md: 3 }}>
                later
              </chakra.p>
            ) : null}
          </host.UiRoot>
        </CacheProvider>
      </HostContext.Provider>
    );
    const { rerender, unmount } = render(page(false));
    const first = [...document.head.querySelectorAll('style[data-emotion="later"]')];
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    rerender(page(true));
    const written = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="later"]')];
    expect(written).toHaveLength(first.length + 1);
    expect(written.slice(0, -1)).toEqual(first);
    expect([...written.at(-1)!.sheet!.cssRules].map((rule) => rule.cssText).join(' ')).toContain(
      'var(--chakra-colors-blue-500)',
    );
    unmount();
  });
});
