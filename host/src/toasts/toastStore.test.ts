import { APP_TOAST_MS, createToastStore, PUBLIC_TOAST_MS } from './toastStore.js';

describe('createToastStore', () => {
  it('uses 1500 ms in the app and 5000 ms in the public shell, asking the duration function each time', () => {
    expect(APP_TOAST_MS).toBe(1_500);
    expect(PUBLIC_TOAST_MS).toBe(5_000);
    let isPublic = true;
    const store = createToastStore(() => (isPublic ? PUBLIC_TOAST_MS : APP_TOAST_MS));
    store.show('public message');
    isPublic = false;
    store.show('app message', 'success');
    expect(store.current().map((t) => [t.message, t.status, t.durationMs])).toEqual([
      ['public message', 'info', 5_000],
      ['app message', 'success', 1_500],
    ]);
  });

  it('an explicit duration wins over the default', () => {
    const store = createToastStore(() => PUBLIC_TOAST_MS);
    store.show('server error', 'error', 1_500);
    expect(store.current()[0]?.durationMs).toBe(1_500);
  });

  it('returns distinct ids and dismisses by id', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    const a = store.show('a');
    const b = store.show('b');
    expect(a).not.toBe(b);
    store.dismiss(a);
    expect(store.current().map((t) => t.message)).toEqual(['b']);
  });

  it('shows the same text once, and keeps at most four', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    store.show('same');
    store.show('same');
    expect(store.current()).toHaveLength(1);
    for (const m of ['1', '2', '3', '4', '5']) store.show(m);
    expect(store.current().map((t) => t.message)).toEqual(['2', '3', '4', '5']);
  });
});

describe('the store as React reads it', () => {
  it('tells each subscriber after every change, until it unsubscribes', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    const seen: string[][] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.current().map((t) => t.message)));
    const a = store.show('a');
    store.show('b');
    store.dismiss(a);
    unsubscribe();
    store.show('c');
    expect(seen).toEqual([['a'], ['a', 'b'], ['b']]);
  });

  it('keeps the same array while nothing changes (useSyncExternalStore needs a stable snapshot)', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    store.show('a');
    expect(store.current()).toBe(store.current());
  });
});
