import { FIRST_SCREEN_SCRIPT_ATTRIBUTE, settleFirstScreen } from '@backlay/shared/first-screen';
import { renderFirstScreenPage, START_AFTER_FIRST_SCREEN } from './firstScreenPage.js';
import { FIRST_SCREEN_WAIT_MS, startAfterFirstScreen } from './startAfterFirstScreen.js';

const SIGNED_IN =
  '<!doctype html><html><head><title>x</title></head><body><div id="frame"></div><div id="root"></div>' +
  '<script defer="defer" src="/startup.js"></script><script defer="defer" src="/main.js"></script></body></html>';

describe('the page of a path with a first screen (renderFirstScreenPage)', () => {
  it("has the host's scripts asked for by the start that waits for the first screen", () => {
    const html = renderFirstScreenPage(SIGNED_IN);
    expect(html).not.toMatch(/src="\/(startup|main)\.js"/);
    expect(html).not.toContain('preload');
    expect(html).toContain(
      `<div id="root"></div><script defer="defer" src="/${START_AFTER_FIRST_SCREEN}" data-scripts="/startup.js /main.js"></script></body>`,
    );
  });

  it('refuses a page without deferred scripts (a template that changed shape)', () => {
    expect(() => renderFirstScreenPage('<html><head></head><body></body></html>')).toThrow(/no deferred scripts/);
  });
});

describe('startAfterFirstScreen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-first-screen-settled');
  });
  afterEach(() => jest.useRealTimers());

  const started = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));

  function pageWithFirstScreen(): HTMLScriptElement {
    const firstScreen = document.createElement('script');
    firstScreen.setAttribute(FIRST_SCREEN_SCRIPT_ATTRIBUTE, '');
    document.head.append(firstScreen);
    const start = document.createElement('script');
    start.dataset.scripts = '/startup.js /main.js';
    return start;
  }

  it('runs the scripts in order once the first screen has settled', async () => {
    const start = pageWithFirstScreen();
    const done = startAfterFirstScreen(document, start);
    await jest.advanceTimersByTimeAsync(100);
    expect(started()).toEqual([]);
    settleFirstScreen(document);
    await done;
    expect(started()).toEqual(['/startup.js', '/main.js']);
    expect([...document.body.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  it('runs them after the wait when the first screen never settles (its script failed to come)', async () => {
    const done = startAfterFirstScreen(document, pageWithFirstScreen());
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(started()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(started()).toEqual(['/startup.js', '/main.js']);
  });
});
