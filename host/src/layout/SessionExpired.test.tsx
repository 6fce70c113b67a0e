import { act, fireEvent, render, screen } from '@testing-library/react';
import { EXPIRY_INITIAL_COUNT, EXPIRY_SECONDS, SessionExpired } from './SessionExpired.js';

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SessionExpired', () => {
  it('shows the expiry texts with the count starting at 6', () => {
    expect(EXPIRY_INITIAL_COUNT).toBe(6);
    expect(EXPIRY_SECONDS).toBe(5);
    render(<SessionExpired onSignOut={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Your session has been expired' })).toBeInTheDocument();
    expect(screen.getByText('Redirected to Login in 6 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('counts down each second and signs out after 5 seconds', () => {
    const onSignOut = jest.fn();
    render(<SessionExpired onSignOut={onSignOut} />);
    advance(1_000);
    expect(screen.getByText('Redirected to Login in 5 seconds')).toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('Redirected to Login in 4 seconds')).toBeInTheDocument();
    advance(2_999);
    expect(screen.getByText('Redirected to Login in 2 seconds')).toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    advance(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('signs out on "Back to Home"', () => {
    const onSignOut = jest.fn();
    render(<SessionExpired onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('stops its timers when it goes away', () => {
    const onSignOut = jest.fn();
    const { unmount } = render(<SessionExpired onSignOut={onSignOut} />);
    unmount();
    advance(10_000);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
