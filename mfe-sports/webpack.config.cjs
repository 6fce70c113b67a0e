const { appConfig } = require('@backlay/shared/webpack');

module.exports = appConfig({
  dir: __dirname,
  name: 'mfe_sports',
  exposes: { './module': './src/module.tsx' },
  title: 'Backlay sports (standalone)',
});
