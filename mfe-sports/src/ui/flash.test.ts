import { flash, flashing, forget } from './flash.js';
import { FLASH_MS } from './PriceStyles.js';

describe('flash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  const cell = (): HTMLElement => document.createElement('button');
  const cells = (n: number) => Array.from({ length: n }, cell);

  it('flashes a hundred cells changing every 20 ms with one timer, and ends each flash', () => {
    const els = cells(100);
    for (let step = 0; step < 10; step++) {
      for (const el of els) flash(el);
      // However many flashes are running, the page holds one timer for them.
      expect(jest.getTimerCount()).toBe(1);
      jest.advanceTimersByTime(20);
    }
    expect(els.every((el) => el.classList.contains('bl-flash'))).toBe(true);
    expect(flashing()).toBe(100);

    // The last change was 20 ms ago: its flash runs FLASH_MS from then, ending at most 50 ms late.
    jest.advanceTimersByTime(FLASH_MS - 40);
    expect(els.every((el) => el.classList.contains('bl-flash'))).toBe(true);
    jest.advanceTimersByTime(100);
    expect(els.some((el) => el.classList.contains('bl-flash'))).toBe(false);
    expect(flashing()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends each cell at its own time', () => {
    const early = cell();
    const late = cell();
    flash(early);
    jest.advanceTimersByTime(200);
    flash(late);
    jest.advanceTimersByTime(FLASH_MS - 200);
    expect(early).not.toHaveClass('bl-flash');
    expect(late).toHaveClass('bl-flash');
    jest.advanceTimersByTime(200);
    expect(late).not.toHaveClass('bl-flash');
  });

  it('lets go of a cell that left the page', () => {
    const el = cell();
    flash(el);
    forget(el);
    expect(flashing()).toBe(0);
    jest.advanceTimersByTime(FLASH_MS);
    expect(jest.getTimerCount()).toBe(0);
  });
});
