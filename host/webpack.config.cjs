const { appConfig } = require('@backlay/shared/webpack');

module.exports = appConfig({ dir: __dirname, name: 'host', host: true, title: 'Backlay' });
