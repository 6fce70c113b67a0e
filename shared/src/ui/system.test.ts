import { createBacklaySystem } from './system.js';

describe('createBacklaySystem', () => {
  it('builds one system per brand theme, shared by every app on the page', () => {
    const first = createBacklaySystem({ primary: '#123456' });
    expect(createBacklaySystem({ primary: '#123456' })).toBe(first);
    expect(createBacklaySystem({ primary: '#654321' })).not.toBe(first);
    expect(createBacklaySystem()).toBe(createBacklaySystem({}));
  });

  it('keeps the palettes the recipes and the apps use and leaves out the others', () => {
    const system = createBacklaySystem();
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue']) {
      expect(system.tokens.getVar(`colors.${palette}.500`)).toBe(`var(--chakra-colors-${palette}-500)`);
      expect(system.token(`colors.${palette}.solid`)).toBe(`var(--chakra-colors-${palette}-solid)`);
    }
    for (const palette of ['teal', 'purple', 'pink', 'cyan']) {
      expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    }
  });

  it('carries the brand colours as semantic tokens', () => {
    const css = JSON.stringify(createBacklaySystem({ primary: '#0a0b0c', accent: '#0d0e0f' }).getTokenCss());
    expect(css).toContain('"--chakra-colors-brand-solid":"#0a0b0c"');
    expect(css).toContain('"--chakra-colors-brand-accent":"#0d0e0f"');
  });
});
