import { act, render, screen } from '@testing-library/react';
import { TEST_IDS } from '@backlay/shared/testing';
import { OfflineBanner } from './OfflineBanner.js';

function goOffline() {
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('OfflineBanner', () => {
  it('is hidden while online', () => {
    render(<OfflineBanner reload={jest.fn()} />);
    expect(screen.queryByText('You are currently offline')).not.toBeInTheDocument();
  });

  it('shows the red banner when the browser goes offline', () => {
    render(<OfflineBanner reload={jest.fn()} />);
    goOffline();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('You are currently offline');
    expect(banner).toHaveAttribute('data-testid', TEST_IDS.offlineBanner);
    expect(banner.style.background).toBe('rgb(192, 57, 43)');
  });

  it('reloads the page when the connection comes back', () => {
    const reload = jest.fn();
    render(<OfflineBanner reload={reload} />);
    goOffline();
    expect(reload).not.toHaveBeenCalled();
    goOnline();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You are currently offline')).not.toBeInTheDocument();
  });

  it('starts with the banner when the page loads offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner reload={jest.fn()} />);
    expect(screen.getByText('You are currently offline')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('stops listening when unmounted', () => {
    const reload = jest.fn();
    const { unmount } = render(<OfflineBanner reload={reload} />);
    unmount();
    goOnline();
    expect(reload).not.toHaveBeenCalled();
  });
});
