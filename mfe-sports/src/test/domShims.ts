/**
 * Browser APIs jsdom lacks that Chakra's (Ark/Zag) dialogs and tabs touch. Installed only when
 * missing, so a newer jsdom's own implementation wins.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver, writable: true, configurable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopResizeObserver, writable: true, configurable: true });
  }
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  // jsdom's scrollTo only logs a warning; dialogs call it when they lock scrolling.
  window.scrollTo = () => undefined;
}

export {};
