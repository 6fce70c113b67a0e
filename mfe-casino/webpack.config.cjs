const { appConfig } = require('@backlay/shared/webpack');

module.exports = appConfig({
  dir: __dirname,
  name: 'mfe_casino',
  exposes: { './module': './src/module.tsx' },
  title: 'Backlay casino (standalone)',
});
