import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBacklaySystem, lightOnly } from './system.js';

/** The Chakra component modules the apps import (`@chakra-ui/react/<name>`), read from their sources. */
function chakraComponentsInUse(): string[] {
  const root = join(__dirname, '..', '..', '..');
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)) names.add(m[1]!);
      }
    }
  };
  for (const app of ['host', 'mfe-sports', 'mfe-casino', 'mfe-reports', 'mfe-account', 'shared'])
    walk(join(root, app, 'src'));
  return [...names].sort();
}

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

  it('carries the recipe of every Chakra component the apps import, and no others', () => {
    const system = createBacklaySystem();
    // Modules that are not components (the system itself, its presets), and components without a recipe.
    const noRecipe = new Set(['styled-system', 'theme', 'preset-base', 'box', 'portal']);
    const recipeKey: Record<string, string> = { 'native-select': 'nativeSelect' };
    const used = chakraComponentsInUse().filter((name) => !noRecipe.has(name));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) {
      expect([name, system.hasRecipe(recipeKey[name] ?? name)]).toEqual([name, true]);
    }
    // The button's loader draws a spinner.
    expect(system.isRecipe('spinner')).toBe(true);
    expect(system.hasRecipe('accordion')).toBe(false);
  });

  it('keeps the light value of each semantic token (there is no dark mode)', () => {
    expect(
      lightOnly({
        fg: { value: { _light: '#111', _dark: '#eee' } },
        bg: { value: '#fff' },
        n: { value: { base: 'a', _dark: 'b' } },
      }),
    ).toEqual({ fg: { value: '#111' }, bg: { value: '#fff' }, n: { value: 'a' } });
    const css = JSON.stringify(createBacklaySystem().getTokenCss());
    expect(css).not.toContain('.dark');
  });
});
