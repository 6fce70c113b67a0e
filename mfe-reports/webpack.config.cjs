const { appConfig } = require('@backlay/shared/webpack');

module.exports = appConfig({
  dir: __dirname,
  name: 'mfe_reports',
  exposes: { './module': './src/module.tsx' },
  title: 'Backlay reports (standalone)',
});
