/** @jest-environment node */
// The loader on the @chakra-ui/react this workspace installs: what it marks, and that it refuses a
// module it does not recognise rather than letting the build silently carry every recipe again.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const loader = require('./chakra-loader.cjs');

const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const esm = (file) => path.join(chakra, 'dist', 'esm', file);

function run(resourcePath, source = readFileSync(resourcePath, 'utf8')) {
  return loader.call({ resourcePath }, source);
}

test("marks the theme's default config as pure, and nothing else in the module", () => {
  const source = readFileSync(esm('theme/index.js'), 'utf8');
  const out = run(esm('theme/index.js'), source);
  expect(out).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig({');
  expect(out.replace('/* @__PURE__ */ ', '')).toBe(source);
});

test('marks every anatomy the anatomy module builds at its top level as pure', () => {
  const source = readFileSync(esm('anatomy.js'), 'utf8');
  const out = run(esm('anatomy.js'), source);
  const built = source.match(/^const \w+ = [\w$]+(\.\w+)?\(/gm);
  expect(built.length).toBeGreaterThanOrEqual(30);
  expect(out.match(/^const \w+ = \/\* @__PURE__ \*\/ /gm)).toHaveLength(built.length);
  expect(out).toContain('const dialogAnatomy = /* @__PURE__ */ dialogAnatomy$1.extendWith(');
  expect(out).toContain('const tableAnatomy = /* @__PURE__ */ createAnatomy("table").parts(');
  // A plain alias is left as it is.
  expect(out).toContain('const listboxAnatomy = listboxAnatomy$1;');
  expect(out.replaceAll('/* @__PURE__ */ ', '')).toBe(source);
});

test('makes the system build its global CSS only when it is read', () => {
  const source = readFileSync(esm('styled-system/system.js'), 'utf8');
  const out = run(esm('styled-system/system.js'), source);
  expect(out).not.toContain('const _global = [');
  expect(out).toContain('  let _global;');
  expect(out).toContain(
    '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];',
  );
  // Nothing else in the module changes.
  expect(out.split('\n').length).toBe(source.split('\n').length + 2);
});

test('refuses a module that no longer has the calls it marks', () => {
  expect(() => run(esm('theme/index.js'), 'export const defaultThemeConfig = {};')).toThrow(
    /@chakra-ui\/react changed these modules/,
  );
  expect(() => run(esm('anatomy.js'), 'const a = createAnatomy("a").parts("root");')).toThrow(/update the loader/);
  expect(() => run(esm('styled-system/system.js'), 'const _global = [];')).toThrow(/update the loader/);
  expect(() => run(esm('preset.js'), 'export {};')).toThrow(/chakra-loader/);
});
