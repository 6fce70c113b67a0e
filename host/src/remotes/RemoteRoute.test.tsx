import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModule, SlotProps } from '@backlay/shared/contract';
import { renderWithHost } from '../test/renderWithHost.js';
import { fakeLoader } from '../test/testServices.js';
import { RemoteRoute, RemoteSlot } from './RemoteRoute.js';
import { RemoteUnavailableError } from './loader.js';

function Boom(): never {
  throw new Error('remote page crashed');
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const MODULE: RemoteModule = {
  id: 'mfe_reports',
  contractVersion: '1.0.0',
  routes: [
    { path: '/account-statement', element: <h1>Account Statement page</h1> },
    { path: '/profit-loss', Component: () => <h1>Profit Loss page</h1> },
    { path: '/bet-history', element: <Boom /> },
  ],
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteRoute', () => {
  it('shows Loading… and then the element the remote registered for the path', async () => {
    const loader = fakeLoader();
    const pending = deferred<RemoteModule>();
    loader.load.mockReturnValue(pending.promise);
    renderWithHost(<RemoteRoute loader={loader} remote="mfe_reports" path="/account-statement" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading…');
    await act(async () => {
      pending.resolve(MODULE);
      await pending.promise;
    });
    expect(screen.getByRole('heading', { name: 'Account Statement page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mfe_reports');
  });

  it("starts the page's first data with the route's parameters while the remote's code loads", () => {
    const loader = fakeLoader();
    const pending = deferred<RemoteModule>();
    loader.load.mockReturnValue(pending.promise);
    const prefetch = jest.fn();
    renderWithHost(<RemoteRoute loader={loader} remote="mfe_sports" path="/game-list/:type" prefetch={prefetch} />, {
      path: '/game-list/tennis',
      route: '/game-list/:type',
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ type: 'tennis' });
    expect(loader.load).toHaveBeenCalledWith('mfe_sports');
  });

  it('renders a route given as a Component', async () => {
    renderWithHost(<RemoteRoute loader={fakeLoader(MODULE)} remote="mfe_reports" path="/profit-loss" />);
    expect(await screen.findByRole('heading', { name: 'Profit Loss page' })).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote has no page for the path', async () => {
    renderWithHost(<RemoteRoute loader={fakeLoader(MODULE)} remote="mfe_reports" path="/live-casino-bets" />);
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByText('mfe_reports has no page for /live-casino-bets')).toBeInTheDocument();
  });

  it('shows "This section is unavailable" with Retry when loading fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader();
    loader.load.mockRejectedValueOnce(
      new RemoteUnavailableError('mfe_reports', 'timeout', 'mfe_reports took too long to load'),
    );
    renderWithHost(<RemoteRoute loader={loader} remote="mfe_reports" path="/account-statement" />);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('mfe_reports took too long to load')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);

    loader.load.mockResolvedValue(MODULE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.reset).toHaveBeenCalledWith('mfe_reports');
    expect(await screen.findByRole('heading', { name: 'Account Statement page' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it('catches a remote element that throws, keeping its siblings on screen', async () => {
    renderWithHost(
      <div>
        <nav>Sidebar stays</nav>
        <RemoteRoute loader={fakeLoader(MODULE)} remote="mfe_reports" path="/bet-history" />
        <footer>Footer stays</footer>
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('remote page crashed')).toBeInTheDocument();
    expect(screen.getByText('Sidebar stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();
  });

  it('Retry after a crash reloads the remote and can recover', async () => {
    const user = userEvent.setup();
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('first render fails');
      return <h1>Recovered page</h1>;
    }
    const loader = fakeLoader({
      id: 'mfe_reports',
      contractVersion: '1.0.0',
      routes: [{ path: '/bet-history', element: <Flaky /> }],
    });
    renderWithHost(<RemoteRoute loader={loader} remote="mfe_reports" path="/bet-history" />);
    expect(await screen.findByText('first render fails')).toBeInTheDocument();
    crash = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('mfe_reports');
  });
});

describe('RemoteSlot', () => {
  function ButtonValuesSlot({ open, onClose }: SlotProps) {
    return open ? (
      <div role="dialog" aria-label="Set Button Values">
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    ) : null;
  }
  const SLOT_MODULE: RemoteModule = {
    id: 'mfe_account',
    contractVersion: '1.0.0',
    routes: [],
    slots: { buttonValues: ButtonValuesSlot },
  };

  it('loads nothing while closed, then loads the remote and renders its component when opened', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const loader = fakeLoader(SLOT_MODULE);
    const { rerender } = renderWithHost(
      <RemoteSlot loader={loader} remote="mfe_account" slot="buttonValues" open={false} onClose={onClose} />,
    );
    // A closed slot costs the page nothing: its remote is not even fetched.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<RemoteSlot loader={loader} remote="mfe_account" slot="buttonValues" open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(loader.load).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel with Close when the remote lacks the slot', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithHost(
      <RemoteSlot loader={fakeLoader(SLOT_MODULE)} remote="mfe_account" slot="rules" open onClose={onClose} />,
    );
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
