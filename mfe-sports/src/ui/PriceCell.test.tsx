import { act, render } from '@testing-library/react';
import { PriceCell } from './PriceCell.js';
import { FLASH_MS } from './PriceStyles.js';
import { getCell } from '../test/cellName.js';

describe('PriceCell', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is plain text in lists, read as side, runner and price, showing price and size', () => {
    render(<PriceCell side="back" runner="Team A" price={2.5} size={1200} />);
    const cell = getCell('Back Team A 2.5');
    expect(cell.tagName).toBe('DIV');
    expect(cell).not.toHaveAttribute('role');
    expect(cell).not.toHaveAttribute('tabindex');
    expect(cell).toHaveClass('bl-cell', 'bl-back');
    expect(cell.querySelector('.bl-cell__price')).toHaveTextContent('2.5');
    expect(cell.querySelector('.bl-cell__size')).toHaveTextContent('1.2k');
  });

  it('does not flash on first render', () => {
    render(<PriceCell side="lay" runner="Team A" price={2.52} size={800} />);
    expect(getCell('Lay Team A 2.52')).not.toHaveClass('bl-flash');
  });

  it('flashes when the price changes and stops after the flash time', () => {
    const { rerender } = render(<PriceCell side="back" runner="Team A" price={2.5} size={1200} />);
    rerender(<PriceCell side="back" runner="Team A" price={2.54} size={1200} />);
    const cell = getCell('Back Team A 2.54');
    expect(cell).toHaveClass('bl-flash');

    act(() => jest.advanceTimersByTime(FLASH_MS - 10));
    expect(cell).toHaveClass('bl-flash');
    act(() => jest.advanceTimersByTime(20));
    expect(cell).not.toHaveClass('bl-flash');
    // The class list is otherwise untouched: no layout-affecting change.
    expect(cell).toHaveClass('bl-cell', 'bl-back');
  });

  it('restarts the flash when the price moves again during one', () => {
    const { rerender } = render(<PriceCell side="back" runner="Team A" price={2.5} size={100} />);
    rerender(<PriceCell side="back" runner="Team A" price={2.52} size={100} />);
    act(() => jest.advanceTimersByTime(300));
    rerender(<PriceCell side="back" runner="Team A" price={2.54} size={100} />);
    act(() => jest.advanceTimersByTime(300));
    expect(getCell('Back Team A 2.54')).toHaveClass('bl-flash');
    act(() => jest.advanceTimersByTime(150));
    expect(getCell('Back Team A 2.54')).not.toHaveClass('bl-flash');
  });

  it('does not flash for a size-only change or when the price goes away', () => {
    const { rerender } = render(<PriceCell side="back" runner="Team A" price={2.5} size={100} />);
    rerender(<PriceCell side="back" runner="Team A" price={2.5} size={900} />);
    expect(getCell('Back Team A 2.5')).not.toHaveClass('bl-flash');
    rerender(<PriceCell side="back" runner="Team A" price={null} size={null} />);
    const empty = getCell('Back Team A no price');
    expect(empty).not.toHaveClass('bl-flash');
    expect(empty).toHaveClass('bl-empty');
    expect(empty).toHaveTextContent('-');
  });

  it('shows session lines big and rates small, with Yes/No labels', () => {
    render(<PriceCell side="lay" runner="6 over run TA" price={50} size={100} kind="line" sideLabel="No" />);
    const cell = getCell('No 6 over run TA 50 at 100');
    expect(cell.querySelector('.bl-cell__price')).toHaveTextContent('50');
    expect(cell.querySelector('.bl-cell__size')).toHaveTextContent('100');
  });

  it('marks deeper ladder levels so phones hide them', () => {
    render(<PriceCell side="back" runner="Team A" price={2.46} size={9000} level={2} />);
    expect(getCell('Back Team A 2.46')).toHaveClass('bl-l2', 'bl-depth');
  });
});
