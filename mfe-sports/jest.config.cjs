const preset = require('@backlay/shared/jest');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
};
