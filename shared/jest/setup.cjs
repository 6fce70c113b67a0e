// Runs before every test file (setupFilesAfterEnv of preset.cjs): jest-dom's matchers, and the
// TextEncoder/TextDecoder jsdom does not provide (libraries under test, react-router etc., need them).
require('@testing-library/jest-dom');
const path = require('node:path');
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined' || typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Browser APIs jsdom lacks, installed only when missing so a newer jsdom's own implementation wins:
// - matchMedia / ResizeObserver: touched by Chakra (Ark/Zag) components;
// - scrollTo: the router root and dialogs call it; jsdom only logs a warning;
// - Request / Headers: React Router's data routers build a Request for every navigation, and jsdom
//   has no fetch API. Test navigations are plain GETs without loaders: url, method, signal, headers.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class MinimalHeaders {
  constructor() {
    this.values = new Map();
  }
  get(name) {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  set(name, value) {
    this.values.set(name.toLowerCase(), value);
  }
  has(name) {
    return this.values.has(name.toLowerCase());
  }
}

class MinimalRequest {
  constructor(input, init = {}) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new MinimalHeaders();
  }
}

function define(name, value) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in globalThis)) define('ResizeObserver', NoopResizeObserver);
  if (typeof window.matchMedia !== 'function') {
    define('matchMedia', (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  }
  window.scrollTo = () => undefined;
}
if (!('Request' in globalThis)) define('Request', MinimalRequest);
if (!('Headers' in globalThis)) define('Headers', MinimalHeaders);

// The HTTP client fetches axios with its first request (`loadHttpTransport`); in the app the
// signed-in shell has fetched it before a remote's page asks for anything, so there a request goes
// out in the call that makes it. The remotes' tests start the same way. (The shared package's own
// tests import its sources, not this build, and cover the first request without axios.)
const testDir = path.dirname(expect.getState().testPath ?? path.join(process.cwd(), 'x'));
let sharedHttp = null;
try {
  sharedHttp = require(require.resolve('@backlay/shared/http', { paths: [testDir] }));
} catch {
  sharedHttp = null;
}
if (sharedHttp) beforeAll(() => sharedHttp.loadHttpTransport());
