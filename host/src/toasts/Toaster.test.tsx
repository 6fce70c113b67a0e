import { act, fireEvent, render, screen } from '@testing-library/react';
import { TEST_IDS } from '@backlay/shared/testing';
import { createHostServices } from '../app/services.js';
import { fakeLoader } from '../test/testServices.js';
import { Toaster } from './Toaster.js';
import { APP_TOAST_MS, createToastStore, PUBLIC_TOAST_MS, type ToastStore } from './toastStore.js';

function renderToaster(store: ToastStore, position: 'top-center' | 'top-right' = 'top-center') {
  return render(<Toaster store={store} position={position} />);
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('auto-closes an app toast after 1500 ms', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    renderToaster(store);
    act(() => void store.show('Bet placed', 'success'));
    expect(screen.getByTestId(TEST_IDS.toast)).toHaveTextContent('Bet placed');
    advance(1_499);
    expect(screen.getByText('Bet placed')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Bet placed')).not.toBeInTheDocument();
    expect(store.current()).toEqual([]);
  });

  it('keeps a public-shell toast for 5000 ms', () => {
    const store = createToastStore(() => PUBLIC_TOAST_MS);
    renderToaster(store, 'top-right');
    act(() => void store.show('Welcome'));
    advance(4_999);
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
  });

  it('closes on click', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    renderToaster(store);
    act(() => void store.show('Click me'));
    fireEvent.click(screen.getByText('Click me'));
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes with the time that was left', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    renderToaster(store);
    act(() => void store.show('Hover me'));
    advance(1_000);
    fireEvent.mouseEnter(screen.getByText('Hover me'));
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Hover me'));
    advance(499);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('gives errors the alert role and others the status role', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    renderToaster(store);
    act(() => {
      store.show('Insufficient balance', 'error');
      store.show('Saved', 'success');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error');
  });

  it('sits top-centre in the app and top-right in the public shell', () => {
    const store = createToastStore(() => APP_TOAST_MS);
    const { container, rerender } = renderToaster(store, 'top-center');
    const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.style.left).toBe('50%');
    expect(region?.style.transform).toBe('translateX(-50%)');
    expect(region?.style.right).toBe('');
    rerender(<Toaster store={store} position="top-right" />);
    expect(region?.style.right).toBe('12px');
    expect(region?.style.left).toBe('');
    expect(region?.style.transform).toBe('');
  });
});

describe('host services toasts', () => {
  function services() {
    return createHostServices(
      {
        brand: { name: 'Backlay', logo: '/logo.svg' },
        apiUrl: 'https://api.example.test',
        socketUrl: 'https://rt.example.test',
        remotes: [],
      },
      fakeLoader(),
    );
  }

  it('default to 5000 ms while the public shell is shown and 1500 ms in the app', () => {
    const s = services();
    s.api.toast.show('on the login page');
    s.setPublicShell(false);
    s.api.toast.show('in the app', 'warning');
    expect(s.toasts.current().map((t) => [t.message, t.status, t.durationMs])).toEqual([
      ['on the login page', 'info', PUBLIC_TOAST_MS],
      ['in the app', 'warning', APP_TOAST_MS],
    ]);
  });
});
