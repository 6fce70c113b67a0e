// Writes src/ui/globalCss.ts: the design system's global CSS (the layer order, the reset, the global
// styles and every token's variable) for the default brand, as Chakra's provider would write it on
// the page (emotion's serialiser and stylis, the plugins of its cache). The apps write this copy
// instead of having each phone build it (src/ui/root.tsx); `src/ui/root.test.tsx` fails when
// it no longer matches the system (after a change of theme or of Chakra): run `npm run global-css`
// in shared/ after `npm run build`.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const createCache = require('@emotion/cache').default;
const { serializeStyles } = require('@emotion/serialize');
const { createBacklaySystem, DEFAULT_BRAND_THEME } = await import('../dist/ui/system.js');

const system = createBacklaySystem(DEFAULT_BRAND_THEME);
const cache = createCache({ key: 'css' });
// Outside a browser emotion's cache returns the rules it would insert (server rendering).
const rules = cache.insert('', serializeStyles([system._global]), cache.sheet, false);
if (typeof rules !== 'string' || rules.length < 10_000) throw new Error('global-css: no CSS from the system');
const css = `${system.layers.atRule}${rules}`;

const out = fileURLToPath(new URL('../src/ui/globalCss.ts', import.meta.url));
const source = [
  '// Written by scripts/global-css.mjs (npm run global-css): do not edit.',
  '',
  '/** The brand the CSS below was written for (its `brand.solid` and `brand.accent` colours). */',
  `export const GLOBAL_CSS_BRAND = ${JSON.stringify(DEFAULT_BRAND_THEME)};`,
  '',
  "/** The design system's global CSS: layer order, reset, global styles, token variables. */",
  `export const GLOBAL_CSS = ${JSON.stringify(css)};`,
  '',
].join('\n');
const options = await prettier.resolveConfig(out);
writeFileSync(out, await prettier.format(source, { ...options, filepath: out }));
console.log(`global-css: ${out} (${css.length} characters)`);
