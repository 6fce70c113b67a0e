const preset = require('@backlay/shared/jest');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
};
