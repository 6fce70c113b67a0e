import { act, render, within } from '@testing-library/react';
import { Profiler } from 'react';
import type { MatchState } from '../../../data/contract.js';
import { cellName } from '../../../test/cellName.js';
import { fakeFrames } from '../../../test/frames.js';
import { cricketSnapshot, matchState, withMarket } from '../../../test/builders.js';
import { flashing } from '../../../ui/flash.js';
import { createPriceStore } from '../../live/priceStore.js';
import { PriceStoreContext } from '../../live/usePrice.js';
import { LiveCell } from './parts.js';

/** A state whose match odds' Team A (selection 1) has `levels` to back. */
function withBack(state: MatchState, levels: { price: number; size: number }[]): MatchState {
  return withMarket(state, 'mo', (m) => ({
    ...m,
    runners: m.runners.map((r) => (r.selectionId === 1 ? { ...r, ex: { ...r.ex, availableToBack: levels } } : r)),
  }));
}

function setup() {
  const raf = fakeFrames();
  const store = createPriceStore<MatchState>({ frames: raf.frames, initial: matchState(cricketSnapshot()) });
  const renders = jest.fn();
  const view = render(
    <PriceStoreContext.Provider value={store}>
      <Profiler id="cell" onRender={renders}>
        <LiveCell marketId="mo" selectionId={1} side="back" level={0} runner="Team A" kind="decimal" />
      </Profiler>
    </PriceStoreContext.Provider>,
  );
  const cell = view.container.querySelector<HTMLButtonElement>('.bl-cell')!;
  const texts = () => [...cell.querySelectorAll('.bl-cell__price, .bl-cell__size')].map((e) => e.textContent);
  /** Sets the state and lets a frame pass (the store commits at frames). */
  const next = (state: MatchState) => {
    store.set(state);
    act(() => raf.frame());
    return state;
  };
  renders.mockClear();
  return { store, cell, texts, renders, next, view };
}

describe('LiveCell', () => {
  it("shows its level's price and size, named by side, runner, price and size", () => {
    const { cell, texts } = setup();
    expect(texts()).toEqual(['2.5', '1.2k']);
    expect(cellName(cell)).toBe('Back Team A 2.5 1.2k');
    expect(cell).toBeEnabled();
  });

  it('is a button carrying its runner, side and level for the market to open the bet slip', () => {
    const { cell } = setup();
    expect(cell.tagName).toBe('BUTTON');
    expect(cell).toHaveAttribute('type', 'button');
    expect(cell).toHaveAttribute('data-selection', '1');
    expect(cell).toHaveAttribute('data-side', 'back');
    expect(cell).toHaveAttribute('data-level', '0');
    expect(cell).toHaveClass('bl-cell', 'bl-back');
  });

  it('is named by its own text, with no aria-label, and a price change writes text only (WCAG 2.5.3)', () => {
    const { store, cell, next } = setup();
    expect(cell).not.toHaveAttribute('aria-label');
    const attributes = [...cell.attributes].map((a) => `${a.name}=${a.value}`);
    next(withBack(store.getSnapshot()!, [{ price: 2.54, size: 900 }]));
    expect(cellName(cell)).toBe('Back Team A 2.54 900');
    // Only the flash's class is added; no attribute carries the price.
    expect([...cell.attributes].map((a) => `${a.name}=${a.value}`)).toEqual(
      attributes.map((a) => (a.startsWith('class=') ? `${a} bl-flash` : a)),
    );
  });

  it('keeps what it shows in its accessible name, in order, through live changes (WCAG 2.5.3)', () => {
    const { store, cell, texts, next, view } = setup();
    const button = (name: string) => within(view.container).getByRole('button', { name });
    expect(button('Back Team A 2.5 1.2k')).toBe(cell);
    const moved = next(withBack(store.getSnapshot()!, [{ price: 2.54, size: 900 }]));
    expect(texts()).toEqual(['2.54', '900']);
    expect(button('Back Team A 2.54 900')).toBe(cell);
    // A size alone changes: the name follows it too.
    next(withBack(moved, [{ price: 2.54, size: 12_500 }]));
    expect(button(`Back Team A ${texts().join(' ')}`)).toBe(cell);
    expect(texts()).toEqual(['2.54', '12.5k']);
  });

  it('writes each change of price or size at the frame, without rendering again, and flashes', () => {
    const { store, cell, texts, renders, next } = setup();
    let state = store.getSnapshot()!;
    for (let i = 1; i <= 20; i++) {
      state = withBack(state, [{ price: 2.5 + i / 100, size: 1000 + i }]);
      store.set(state);
    }
    expect(texts()).toEqual(['2.5', '1.2k']);
    next(state);
    expect(texts()).toEqual(['2.7', '1k']);
    expect(cellName(cell)).toBe('Back Team A 2.7 1k');
    expect(cell).toHaveClass('bl-flash');
    // A size alone changes: written, no flash needed for it, still no render.
    next(withBack(state, [{ price: 2.7, size: 5400 }]));
    expect(texts()).toEqual(['2.7', '5.4k']);
    expect(renders).not.toHaveBeenCalled();
  });

  it('renders again when the price goes or comes back, and the texts follow the store', () => {
    const { store, cell, texts, renders, next } = setup();
    const start = store.getSnapshot()!;
    next(withBack(start, [{ price: 2.62, size: 900 }]));
    expect(texts()).toEqual(['2.62', '900']);

    next(withBack(start, []));
    expect(renders).toHaveBeenCalled();
    expect(cell).toBeDisabled();
    expect(cell).toHaveClass('bl-empty');
    expect(texts()).toEqual(['-']);
    expect(cellName(cell)).toBe('Back Team A no price');

    // Back at the price React last drew the cell with (2.5): written, not left at 2.62.
    next(withBack(start, [{ price: 2.5, size: 1200 }]));
    expect(cell).toBeEnabled();
    expect(cell).not.toHaveClass('bl-empty');
    expect(texts()).toEqual(['2.5', '1.2k']);
    expect(cellName(cell)).toBe('Back Team A 2.5 1.2k');
  });

  it('lets its flash go when it leaves the page', () => {
    const { store, next, view } = setup();
    next(withBack(store.getSnapshot()!, [{ price: 3.1, size: 100 }]));
    expect(flashing()).toBe(1);
    view.unmount();
    expect(flashing()).toBe(0);
  });
});
