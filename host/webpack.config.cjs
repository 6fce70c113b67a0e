const { appConfig, prerenderConfig } = require('@backlay/shared/webpack');

const browser = appConfig({ dir: __dirname, name: 'host', host: true, title: 'Backlay' });
const prerender = prerenderConfig({ dir: __dirname, entry: './src/prerender.tsx', after: 'host' });

// Production builds also pre-render the public pages (src/prerender.tsx) once dist/ is written.
module.exports = (env, argv) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'host' }, prerender(env, argv)];
