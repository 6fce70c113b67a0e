/**
 * Browser APIs jsdom lacks. Installed only when missing, so a newer jsdom's own implementation wins.
 *
 * - matchMedia / ResizeObserver: touched by Chakra components.
 * - scrollTo: the router root scrolls to the top on every path change; jsdom only logs a warning.
 * - Request: React Router's data routers build a Request for every navigation; jsdom has no fetch API.
 *   Navigations in these tests are plain GETs without loaders, so url, method, signal and headers suffice.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class MinimalHeaders {
  private readonly values = new Map<string, string>();
  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), value);
  }
  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
}

class MinimalRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers = new MinimalHeaders();
  constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal | null } = {}) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}

function define(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in globalThis)) define('ResizeObserver', NoopResizeObserver);
  if (typeof window.matchMedia !== 'function') {
    define('matchMedia', (query: string): MediaQueryList => ({
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

export {};
