const { appConfig, prerenderConfig, standaloneScriptConfig } = require('@backlay/shared/webpack');

const browser = appConfig({ dir: __dirname, name: 'host', host: true, title: 'Backlay' });
const prerender = prerenderConfig({ dir: __dirname, entry: './src/prerender.tsx', after: 'host' });
const startAfterFirstScreen = standaloneScriptConfig({
  dir: __dirname,
  name: 'start-after-first-screen',
  entry: './src/startAfterFirstScreen.ts',
  after: 'host',
});

// Production builds also pre-render the public pages (src/prerender.tsx) once dist/ is written,
// and write the start of the pages that carry a remote's first screen (src/startAfterFirstScreen.ts).
module.exports = (env, argv) =>
  argv.mode === 'development'
    ? browser(env, argv)
    : [{ ...browser(env, argv), name: 'host' }, prerender(env, argv), startAfterFirstScreen(env, argv)];
