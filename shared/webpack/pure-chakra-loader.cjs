// Node-only webpack loader for two modules of @chakra-ui/react: its theme (dist/esm/theme/index.js)
// and its anatomies (dist/esm/anatomy.js).
//
// Both build their exports with top-level calls webpack must assume have side effects, so every
// one of them stays in the build, and runs on every page that uses Chakra, whatever an app imports:
// the theme's `defaultThemeConfig = defineConfig({...})` names all ~80 component recipes and slot
// recipes, and the anatomy module creates ~40 anatomies (`createAnatomy(..).parts(..)`,
// `x.extendWith(..)`). Those calls only build and return values (`defineConfig` returns its
// argument; an anatomy is a plain object), so they are pure: marked so, webpack drops the ones no
// app names, and with them the recipe and anatomy modules they alone use (both packages declare
// themselves free of side effects).
const path = require('node:path');

/** What each module declares at its top level, and how many such declarations it must have. */
const MODULES = {
  'index.js': { declaration: /^const defaultThemeConfig = (?=defineConfig\()/m, atLeast: 1 },
  'anatomy.js': { declaration: /^const (\w+) = (?=[\w$]+(?:\.\w+)?\()/gm, atLeast: 30 },
};

module.exports = function pureChakraModules(source) {
  const rule = MODULES[path.basename(this.resourcePath)];
  const found = rule ? (source.match(rule.declaration) ?? []).length : 0;
  if (!rule || found < rule.atLeast) {
    throw new Error(
      `pure-chakra-loader: ${this.resourcePath} does not have the top-level calls this loader ` +
        'marks as pure; @chakra-ui/react changed these modules, update the loader',
    );
  }
  return source.replace(rule.declaration, (declaration) => `${declaration}/* @__PURE__ */ `);
};
