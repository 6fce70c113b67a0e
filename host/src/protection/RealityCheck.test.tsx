import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Protection } from '@backlay/shared/api';
import { queryKeys } from '@backlay/shared/query';
import { fail, ok } from '@backlay/shared/testing';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { RealityCheck } from './RealityCheck.js';
import { REALITY_CHECK_CHANNEL } from './tabs.js';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const MINUTE = 60_000;

function protectionAt(dueAt: number, overrides: Partial<Protection['realityCheck']> = {}): Protection {
  return {
    status: 'active',
    statusUntil: null,
    limits: [],
    realityCheck: {
      intervalMinutes: 60,
      // 1 h 02 min before the first due time.
      sessionStartedAt: new Date(NOW + MINUTE - 62 * MINUTE).toISOString(),
      dueAt: new Date(dueAt).toISOString(),
      sessionProfitLoss: -120,
      ...overrides,
    },
  };
}

/** Stands in for the browser's BroadcastChannel: a message reaches every other channel of the name. */
class FakeChannel {
  static open = new Set<FakeChannel>();
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  readonly sent: unknown[] = [];

  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    this.sent.push(data);
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) {
        setTimeout(() => other.onmessage?.(new MessageEvent('message', { data })), 0);
      }
    }
  }

  close(): void {
    FakeChannel.open.delete(this);
  }
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });

function renderCheck(first: Protection) {
  const result = renderWithHost(
    <>
      <button type="button">Elsewhere</button>
      <RealityCheck />
      <LocationDisplay />
    </>,
    { path: '/home' },
  );
  let answer = first;
  result.server.on('GET', '/user/protection', () => ok(answer));
  return {
    ...result,
    /** What GET /user/protection answers from now on. */
    answerWith: (next: Protection) => {
      answer = next;
    },
    reads: () => result.server.calls('GET', '/user/protection').length,
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  FakeChannel.open.clear();
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: FakeChannel, configurable: true, writable: true });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
});

describe('RealityCheck', () => {
  it('reads the protection once the browser is idle, and shows nothing before the due time', async () => {
    const { reads } = renderCheck(protectionAt(NOW + MINUTE));
    expect(reads()).toBe(0);
    await advance(0);
    expect(reads()).toBe(1);
    await advance(MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('at the due time reads it again, then shows the time logged in, the session P/L and the history links', async () => {
    const { reads } = renderCheck(protectionAt(NOW + MINUTE));
    await advance(0);
    await advance(MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    // Read again at the due time: the server's word decides.
    expect(reads()).toBe(2);
    expect(check).toHaveAttribute('aria-modal', 'true');
    expect(check).toHaveTextContent('You have been logged in for 1 h 02 min.');
    expect(check).toHaveTextContent('Profit/loss this session: \u2212120.00');
    expect(within(check).getByRole('link', { name: 'Bet History' })).toHaveAttribute('href', '/bet-history');
    expect(within(check).getByRole('link', { name: 'Account Statement' })).toHaveAttribute(
      'href',
      '/account-statement',
    );
    expect(within(check).getByRole('button', { name: 'Continue' })).toHaveFocus();
    // The time logged in moves on while the dialog waits.
    await advance(MINUTE);
    expect(check).toHaveTextContent('You have been logged in for 1 h 03 min.');
  });

  it('shows a due check at once after a reload, with no second read', async () => {
    const { reads } = renderCheck(protectionAt(NOW - 5 * MINUTE));
    await advance(0);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(reads()).toBe(1);
  });

  it('waits for a later time the server gives at the due time (a Continue elsewhere, a new interval)', async () => {
    const { answerWith } = renderCheck(protectionAt(NOW + MINUTE));
    await advance(0);
    answerWith(protectionAt(NOW + 31 * MINUTE));
    await advance(MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    await advance(30 * MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('waits for a due time beyond the longest timer', async () => {
    const DAY = 24 * 60 * MINUTE;
    renderCheck(protectionAt(NOW + 30 * DAY));
    await advance(0);
    await advance(30 * DAY - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('follows the protection the Player Protection page writes under the shared key', async () => {
    const { queryClient, answerWith } = renderCheck(protectionAt(NOW + 60 * MINUTE));
    await advance(0);
    // A shorter interval chosen on the page: due in 15 minutes from the log-in's last check.
    const shorter = protectionAt(NOW + 15 * MINUTE, { intervalMinutes: 15 });
    answerWith(shorter);
    act(() => {
      queryClient.setQueryData(queryKeys.account.protection, shorter);
    });
    await advance(15 * MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('Continue posts, closes the dialog, tells the other tabs and waits for the next due time', async () => {
    const { server, answerWith } = renderCheck(protectionAt(NOW - MINUTE));
    const otherTab = new FakeChannel(REALITY_CHECK_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    // The next check is an interval after the Continue.
    const next = protectionAt(Date.now() + 60 * MINUTE);
    server.on('POST', '/user/protection/realityCheck/continue', ok(next));
    answerWith(next);

    fireEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(server.calls('POST', '/user/protection/realityCheck/continue')).toHaveLength(1);
    expect(dialog()).not.toBeInTheDocument();
    expect(heard).toEqual([{ type: 'continued' }]);

    await advance(60 * MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('stays open when the server does not take the Continue, and it can be pressed again', async () => {
    const { server } = renderCheck(protectionAt(NOW - MINUTE));
    server.on('POST', '/user/protection/realityCheck/continue', fail(500, 'Something went wrong'));
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    const button = within(check).getByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    await advance(0);
    expect(dialog()).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('closes when another tab of the login continues (a message on the channel), after reading the new time', async () => {
    const { answerWith, reads } = renderCheck(protectionAt(NOW - MINUTE));
    await advance(0);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    answerWith(protectionAt(NOW + 59 * MINUTE));
    new FakeChannel(REALITY_CHECK_CHANNEL).postMessage({ type: 'continued' });
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(reads()).toBe(2);
  });

  it('ignores other messages on the channel', async () => {
    const { reads } = renderCheck(protectionAt(NOW - MINUTE));
    await advance(0);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    new FakeChannel(REALITY_CHECK_CHANNEL).postMessage({ type: 'something else' });
    new FakeChannel(REALITY_CHECK_CHANNEL).postMessage('continued');
    await advance(0);
    expect(reads()).toBe(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('without a BroadcastChannel, reads the time again when the tab is focused', async () => {
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    const { answerWith, reads } = renderCheck(protectionAt(NOW - MINUTE));
    await advance(0);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    answerWith(protectionAt(NOW + 59 * MINUTE));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      // The same return to the tab: one read for both.
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(reads()).toBe(2);
  });

  it('Log out logs out the host way', async () => {
    const { signOut } = renderCheck(protectionAt(NOW - MINUTE));
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(check).getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledWith('logout');
  });

  it('a history link opens the page and answers the check', async () => {
    const { server } = renderCheck(protectionAt(NOW - MINUTE));
    server.on('POST', '/user/protection/realityCheck/continue', ok(protectionAt(NOW + 59 * MINUTE)));
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(check).getByRole('link', { name: 'Bet History' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/bet-history');
    expect(server.calls('POST', '/user/protection/realityCheck/continue')).toHaveLength(1);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderCheck(protectionAt(NOW - MINUTE));
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    const continueButton = within(check).getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveFocus();
    fireEvent.keyDown(continueButton, { key: 'Tab' });
    expect(within(check).getByRole('link', { name: 'Bet History' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(continueButton).toHaveFocus();
  });

  it('shows a session win with its sign', async () => {
    renderCheck(protectionAt(NOW - MINUTE, { sessionProfitLoss: 1250.5 }));
    await advance(0);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('Profit/loss this session: +1,250.50');
  });

  it('shows nothing when the protection cannot be read', async () => {
    const { server, httpToast } = renderCheck(protectionAt(NOW - MINUTE));
    server.on('GET', '/user/protection', fail(500, 'Something went wrong'));
    await advance(MINUTE);
    expect(dialog()).not.toBeInTheDocument();
    // Silent: a failure here is not the player's business on every page.
    expect(httpToast).not.toHaveBeenCalled();
  });
});
