// The jest configuration every Backlay client package tests with; a package's jest.config.cjs
// spreads it and adds what is its own. '@swc/jest' and 'jsdom' (jest-environment-jsdom) are
// resolved by jest from the package's rootDir, so each package's own devDependencies are used.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
};
