import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppErrorBoundary, reloadOnce, UPDATING_TEXT, UpdatingScreen } from './ErrorBoundary.js';
import { page } from './page.js';
import { lazyWithReload } from './lazyWithReload.js';

const RELOAD_KEY = 'backlay:errorReloadAt';

let consoleError: jest.SpyInstance<void, unknown[]>;
let reload: jest.SpyInstance<void, []>;
function reloadAttempts(): number {
  return reload.mock.calls.length;
}

function Crash(): never {
  throw new Error('render failed');
}

beforeEach(() => {
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  reload.mockRestore();
  jest.useRealTimers();
});

describe('UpdatingScreen', () => {
  it('reads "Website is updating please try again after refreshing the page" and Refresh reloads', () => {
    expect(UPDATING_TEXT).toBe('Website is updating please try again after refreshing the page');
    render(<UpdatingScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(UPDATING_TEXT);
    expect(reloadAttempts()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadAttempts()).toBe(1);
  });
});

describe('AppErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText(UPDATING_TEXT)).not.toBeInTheDocument();
  });

  it('shows the updating screen with Refresh on a crash, and reloads once', () => {
    render(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(screen.getByText(UPDATING_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_KEY)).not.toBeNull();
    expect(reloadAttempts()).toBe(1);
  });

  it('does not reload again when it crashes again within a minute', () => {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now() - 10_000));
    render(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(screen.getByText(UPDATING_TEXT)).toBeInTheDocument();
    expect(reloadAttempts()).toBe(0);
  });
});

describe('reloadOnce', () => {
  it('reloads, then waits a minute before reloading again', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    const reload = jest.fn();
    expect(reloadOnce(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date('2024-05-01T10:00:59Z'));
    expect(reloadOnce(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date('2024-05-01T10:01:01Z'));
    expect(reloadOnce(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('lazyWithReload', () => {
  it('logs and reloads when a part of the page fails to load', async () => {
    const failure = new Error('Loading chunk 7 failed');
    const Lazy = lazyWithReload<object>(() => Promise.reject(failure));
    render(
      <AppErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(await screen.findByText(UPDATING_TEXT)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load a part of the page', failure);
    expect(sessionStorage.getItem(RELOAD_KEY)).not.toBeNull();
    expect(reloadAttempts()).toBe(1);
  });

  it('renders the loaded component', async () => {
    const Lazy = lazyWithReload<{ name: string }>(() =>
      Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="player" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello player')).toBeInTheDocument();
  });
});
