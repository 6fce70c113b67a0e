const { appConfig } = require('@backlay/shared/webpack');

module.exports = appConfig({
  dir: __dirname,
  name: 'mfe_account',
  exposes: { './module': './src/module.tsx' },
  title: 'Backlay account (standalone)',
});
