import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { Protection } from '@backlay/shared/api';
import { queryKeys } from '@backlay/shared/query';
import { renderWithHost } from '../test/renderWithHost.js';
import { Header } from './Header.js';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');

function protectionStartedAt(sessionStartedAt: string): Protection {
  return {
    status: 'active',
    statusUntil: null,
    limits: [],
    realityCheck: { intervalMinutes: 60, sessionStartedAt, dueAt: '2026-11-29T11:00:00.000Z', sessionProfitLoss: 0 },
  };
}

const clock = () => screen.queryByRole('timer', { name: 'Time logged in' });

/** What the reality check's read (or the Player Protection page) writes under the shared key. */
function setProtection(queryClient: QueryClient, sessionStartedAt: number) {
  act(() => {
    queryClient.setQueryData(
      queryKeys.account.protection,
      protectionStartedAt(new Date(sessionStartedAt).toISOString()),
    );
    // The query cache tells its observers in a batch of its own.
    jest.advanceTimersByTime(0);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the header session clock', () => {
  it('shows nothing until the protection is read, and asks for nothing itself', () => {
    const { server } = renderWithHost(<Header />, { path: '/home' });
    act(() => jest.advanceTimersByTime(5_000));
    expect(clock()).not.toBeInTheDocument();
    expect(server.calls('GET', '/user/protection')).toHaveLength(0);
  });

  it('counts from the start of the login, each second', () => {
    const { queryClient } = renderWithHost(<Header />, { path: '/home' });
    // 1 h 02 min 15 s ago, and half a second.
    setProtection(queryClient, NOW - (3_735_000 + 500));
    const timer = clock();
    expect(timer).toHaveTextContent('Session 1:02:15');
    act(() => jest.advanceTimersByTime(499));
    expect(timer).toHaveTextContent('1:02:15');
    act(() => jest.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('1:02:16');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('1:03:16');
  });

  it('ticks by writing its text, without rendering the header again', () => {
    const commits = jest.fn();
    const { queryClient } = renderWithHost(
      <Profiler id="header" onRender={commits}>
        <Header />
      </Profiler>,
      { path: '/home' },
    );
    setProtection(queryClient, NOW);
    const time = clock()!.querySelector('.bl-hd__clock-time')!;
    commits.mockClear();
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    act(() => jest.advanceTimersByTime(3_000));
    const changed = observer.takeRecords();
    observer.disconnect();
    expect(time).toHaveTextContent('0:00:03');
    expect(commits).not.toHaveBeenCalled();
    // Only the clock's own text changed.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((record) => record.target === time || time.contains(record.target))).toBe(true);
  });

  it('starts again from a new login start', () => {
    const { queryClient } = renderWithHost(<Header />, { path: '/home' });
    setProtection(queryClient, NOW - 7_200_000);
    expect(clock()).toHaveTextContent('2:00:00');
    setProtection(queryClient, NOW - 5_000);
    expect(clock()).toHaveTextContent('0:00:05');
    act(() => jest.advanceTimersByTime(10_000));
    expect(clock()).toHaveTextContent('0:00:15');
  });
});
