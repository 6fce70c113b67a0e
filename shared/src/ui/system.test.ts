import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBacklaySystem, lightOnly } from './system.js';

/** The sources of every app and of this package (not their tests' builds or dependencies). */
function appSources(): string[] {
  const root = join(__dirname, '..', '..', '..');
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) sources.push(readFileSync(path, 'utf8'));
    }
  };
  for (const app of ['host', 'mfe-sports', 'mfe-casino', 'mfe-reports', 'mfe-account', 'shared'])
    walk(join(root, app, 'src'));
  return sources;
}

/** The Chakra component modules the apps import (`@chakra-ui/react/<name>`), read from their sources. */
function chakraComponentsInUse(): string[] {
  const names = new Set<string>();
  for (const source of appSources()) {
    for (const m of source.matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

/** Colour tokens (`gray.600`, `whiteAlpha.300`, `fg.muted`…) and colour palettes the apps' sources name. */
function coloursInUse(): { tokens: string[]; palettes: string[] } {
  const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
  const groups = [...palettes, 'whiteAlpha', 'blackAlpha', 'fg', 'bg', 'border'].join('|');
  const token = new RegExp(`['"](${groups})\\.([0-9]{2,3}|[a-z]+)['"]`, 'g');
  const palette = /colorPalette[=:]\s*['"{]*([a-z]+)/g;
  const tokens = new Set<string>();
  const used = new Set<string>();
  for (const source of appSources()) {
    for (const m of source.matchAll(token)) tokens.add(`${m[1]}.${m[2]}`);
    for (const m of source.matchAll(palette)) used.add(m[1]!);
  }
  return { tokens: [...tokens].sort(), palettes: [...used].sort() };
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
    for (const palette of ['gray', 'red', 'green', 'blue']) {
      expect(system.tokens.getVar(`colors.${palette}.500`)).toBe(`var(--chakra-colors-${palette}-500)`);
      expect(system.token(`colors.${palette}.solid`)).toBe(`var(--chakra-colors-${palette}-solid)`);
    }
    // The warning colours are orange shades: those stay, the orange palette's semantic tokens go.
    expect(system.tokens.getVar('colors.orange.600')).toBe('var(--chakra-colors-orange-600)');
    expect(system.token('colors.fg.warning')).toBe('var(--chakra-colors-fg-warning)');
    expect(system.token('colors.orange.solid')).toBeUndefined();
    for (const palette of ['teal', 'purple', 'pink', 'cyan', 'yellow']) {
      expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    }
  });

  it("has every colour token and palette the apps' sources name", () => {
    const system = createBacklaySystem();
    const named = coloursInUse();
    expect(named.tokens.length).toBeGreaterThan(0);
    for (const token of named.tokens) {
      expect([token, system.token(`colors.${token}`) !== undefined]).toEqual([token, true]);
    }
    for (const palette of named.palettes) {
      expect([palette, system.token(`colors.${palette}.solid`) !== undefined]).toEqual([palette, true]);
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
