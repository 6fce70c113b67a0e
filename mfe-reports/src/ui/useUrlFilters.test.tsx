import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithHost } from '@backlay/shared/testing/render';
import { useUrlFilters } from './useUrlFilters.js';

const DEFAULTS = { from: '2026-11-16', to: '2026-11-22', type: 'all' };
const TYPES = new Set(['all', 'add', 'win']);
const GUARDS = { type: (value: string) => TYPES.has(value) };

function Probe() {
  const { filters, page, setFilters, setPage } = useUrlFilters(DEFAULTS, GUARDS);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="filters">{JSON.stringify({ ...filters, page })}</output>
      <output aria-label="search">{location.search}</output>
      <button onClick={() => setFilters({ type: 'win' })}>type win</button>
      <button onClick={() => setFilters({ type: 'all' })}>type all</button>
      <button onClick={() => setFilters({ from: '2026-11-01', to: '2026-11-05' })}>range</button>
      <button onClick={() => setPage(3)}>page 3</button>
      <button onClick={() => setPage(1)}>page 1</button>
      <button onClick={() => void navigate(-1)}>back</button>
    </div>
  );
}

const shown = () =>
  JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent ?? '{}') as Record<string, unknown>;
const search = () => screen.getByRole('status', { name: 'search' }).textContent;

describe('useUrlFilters', () => {
  it('reads the defaults from a bare URL and keeps them out of it', () => {
    renderWithHost(<Probe />, { path: '/account-statement' });
    expect(shown()).toEqual({ ...DEFAULTS, page: 1 });
    expect(search()).toBe('');
  });

  it('reads filters and page from the URL, and defaults for values it does not accept', () => {
    renderWithHost(<Probe />, { path: '/account-statement?type=win&from=2026-10-01&page=4&bid=7' });
    expect(shown()).toEqual({ from: '2026-10-01', to: '2026-11-22', type: 'win', page: 4 });
  });

  it('falls back for bad values and bad pages', () => {
    renderWithHost(<Probe />, { path: '/x?type=%3Cscript%3E&page=-2' });
    expect(shown()).toEqual({ ...DEFAULTS, page: 1 });
  });

  it('puts a change in the URL, goes back to page 1, and leaves other parameters alone', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithHost(<Probe />, { path: '/x?page=3&bid=7' });

    await user.click(screen.getByRole('button', { name: 'type win' }));
    expect(search()).toBe('?bid=7&type=win');
    expect(shown()).toMatchObject({ type: 'win', page: 1 });

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(search()).toBe('?bid=7&type=win&page=3');

    await user.click(screen.getByRole('button', { name: 'range' }));
    expect(search()).toBe('?bid=7&type=win&from=2026-11-01&to=2026-11-05');

    // Back to the default: out of the URL again.
    await user.click(screen.getByRole('button', { name: 'type all' }));
    expect(search()).toBe('?bid=7&from=2026-11-01&to=2026-11-05');
    await user.click(screen.getByRole('button', { name: 'page 1' }));
    expect(search()).toBe('?bid=7&from=2026-11-01&to=2026-11-05');
  });

  it('lets the back button step through earlier filters (one entry per change, none for no change)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithHost(<Probe />, { path: '/x' });

    await user.click(screen.getByRole('button', { name: 'type win' }));
    await user.click(screen.getByRole('button', { name: 'type win' }));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'range' }));
    expect(shown()).toEqual({ from: '2026-11-01', to: '2026-11-05', type: 'win', page: 1 });

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(shown()).toEqual({ ...DEFAULTS, type: 'win', page: 3 });
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(shown()).toEqual({ ...DEFAULTS, type: 'win', page: 1 });
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(shown()).toEqual({ ...DEFAULTS, page: 1 });
  });
});
