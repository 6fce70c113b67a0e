// Runs before every test file (setupFilesAfterEnv of preset.cjs): jest-dom's matchers, and the
// TextEncoder/TextDecoder jsdom does not provide (libraries under test, react-router etc., need them).
require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined' || typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
