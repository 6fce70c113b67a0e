const preset = require('@backlay/shared/jest');

// The reports turn the player's local days into UTC instants: test them in a zone that is not UTC
// (and has no daylight saving time), so a day boundary mistake shows.
process.env.TZ = 'Asia/Kolkata';

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
};
