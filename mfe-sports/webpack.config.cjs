const { appConfig, standaloneScriptConfig } = require('@backlay/shared/webpack');

const browser = appConfig({
  dir: __dirname,
  name: 'mfe_sports',
  exposes: { './module': './src/module.tsx' },
  title: 'Backlay sports (standalone)',
});
const firstScreen = standaloneScriptConfig({
  dir: __dirname,
  name: 'first-screen',
  entry: './src/first-screen/main.ts',
  after: 'mfe_sports',
});

// Production builds also write the first screen's script (src/first-screen) beside the remote.
module.exports = (env, argv) =>
  argv.mode === 'development'
    ? browser(env, argv)
    : [{ ...browser(env, argv), name: 'mfe_sports' }, firstScreen(env, argv)];
