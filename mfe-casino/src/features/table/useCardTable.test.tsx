import { act, renderHook, waitFor } from '@testing-library/react';
import { createTestHost, HostProviders } from '@backlay/shared/testing/render';
import { ok } from '@backlay/shared/testing';
import type { ReactNode } from 'react';
import { initialOf, snapshotOf, suspendRows, tableState } from '../../test/builders.js';
import { TEEN20 } from '../../test/tables.js';
import { useCardTable } from './useCardTable.js';

function mount(shown: boolean) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/match/initial/card/teen20', ok(initialOf(snapshotOf(TEEN20, {}, 1))));
  const hook = renderHook(({ shown: s }: { shown: boolean }) => useCardTable('teen20', { shown: s }), {
    initialProps: { shown },
    wrapper: ({ children }: { children: ReactNode }) => <HostProviders host={testHost.host}>{children}</HostProviders>,
  });
  return { ...hook, testHost };
}

describe('useCardTable while the page draws the table', () => {
  it("keeps the socket's updates between the table's first state and its drawing, and applies them all after, in order", async () => {
    const { result, rerender, testHost } = mount(false);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.feed.snapshot?.seq).toBe(1);

    const table = testHost.tables.table('teen20');
    act(() => table.next(tableState(suspendRows(snapshotOf(TEEN20, {}, 2), [1], 2))));
    act(() => table.next(tableState(suspendRows(snapshotOf(TEEN20, {}, 3), [1, 2], 3))));
    expect(result.current.feed.snapshot?.seq).toBe(1);

    rerender({ shown: true });
    expect(result.current.feed.snapshot?.seq).toBe(3);

    act(() => table.next(tableState(snapshotOf(TEEN20, {}, 4))));
    expect(result.current.feed.snapshot?.seq).toBe(4);
  });

  it('takes the first state from the socket at once when it speaks before the HTTP answer', () => {
    const testHost = createTestHost();
    const { result } = renderHook(() => useCardTable('teen20', { shown: false }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <HostProviders host={testHost.host}>{children}</HostProviders>
      ),
    });
    act(() => testHost.tables.table('teen20').next(tableState(snapshotOf(TEEN20, {}, 5))));
    expect(result.current.status).toBe('ready');
    expect(result.current.feed.snapshot?.seq).toBe(5);
  });

  it('applies every update at once on a page that is already drawn', async () => {
    const { result, testHost } = mount(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => testHost.tables.table('teen20').next(tableState(snapshotOf(TEEN20, {}, 2))));
    expect(result.current.feed.snapshot?.seq).toBe(2);
  });
});
