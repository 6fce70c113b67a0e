const preset = require('./jest/preset.cjs');

/** @type {import('jest').Config} */
module.exports = { ...preset, roots: ['<rootDir>/src', '<rootDir>/webpack'] };
