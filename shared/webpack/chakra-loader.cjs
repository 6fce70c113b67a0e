// Node-only webpack loader for three modules of @chakra-ui/react (see the rule in index.cjs).
//
// 1. Its theme (dist/esm/theme/index.js) and its anatomies (dist/esm/anatomy.js) build their exports
//    with top-level calls webpack must assume have side effects, so every one of them stays in the
//    build, and runs on every page that uses Chakra, whatever an app imports: the theme's
//    `defaultThemeConfig = defineConfig({...})` names all ~80 component recipes and slot recipes,
//    and the anatomy module creates ~40 anatomies (`createAnatomy(..).parts(..)`,
//    `x.extendWith(..)`). Those calls only build and return values (`defineConfig` returns its
//    argument; an anatomy is a plain object), so they are pure: marked so, webpack drops the ones no
//    app names, and with them the recipe and anatomy modules they alone use (both packages declare
//    themselves free of side effects).
// 2. Its system (dist/esm/styled-system/system.js) turns the reset, the global styles and every
//    token into CSS objects (`_global`) while it is built, for the provider to write on the page.
//    Backlay writes that CSS from a copy made ahead of time (shared/src/ui/globalCss.ts), so the
//    system makes it only if something reads `_global` (a getter).
const path = require('node:path');

// `source` with a pure annotation after each match of `declaration` (right before its call).
const markPure = (declaration) => (source) => source.replace(declaration, (found) => `${found}/* @__PURE__ */ `);

const THEME_CONFIG = /^const defaultThemeConfig = (?=defineConfig\()/m;
const ANATOMY = /^const (\w+) = (?=[\w$]+(?:\.\w+)?\()/gm;
const GLOBAL_BUILT = /^ {2}const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];$/m;
const GLOBAL_RETURNED = /^ {4}_global,$/m;

/** Per module (by its path under dist/esm): what it must contain (how often), and the change. */
const MODULES = {
  'theme/index.js': { expect: [[THEME_CONFIG, 1]], change: markPure(THEME_CONFIG) },
  'anatomy.js': { expect: [[ANATOMY, 30]], change: markPure(ANATOMY) },
  'styled-system/system.js': {
    expect: [
      [GLOBAL_BUILT, 1],
      [GLOBAL_RETURNED, 1],
    ],
    change: (source) =>
      source
        .replace(GLOBAL_BUILT, '  let _global;')
        .replace(
          GLOBAL_RETURNED,
          '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },',
        ),
  },
};

module.exports = function chakraLoader(source) {
  const key = Object.keys(MODULES).find((file) => this.resourcePath.endsWith(path.join('dist', 'esm', file)));
  const rule = key && MODULES[key];
  const recognised = rule && rule.expect.every(([pattern, atLeast]) => (source.match(pattern) ?? []).length >= atLeast);
  if (!recognised) {
    throw new Error(
      `chakra-loader: ${this.resourcePath} is not the module this loader changes; ` +
        '@chakra-ui/react changed these modules, update the loader',
    );
  }
  return rule.change(source);
};
