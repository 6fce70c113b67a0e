import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ok } from '@backlay/shared/testing';
import { createTestHost, HostProviders } from '@backlay/shared/testing/render';
import { listItem, listRow, listState } from '../../test/builders.js';
import { useMatchRows } from './useMatchRows.js';

const item = listItem({ id: '11', title: 'Team A v Team B' });
const priced = (price: number) =>
  listRow({
    id: '11',
    title: 'Team A v Team B',
    runners: [{ selectionId: 1, nat: 'Team A', back: { price, size: 100 }, lay: null }],
  });
const backOf = (rows: ReturnType<typeof useMatchRows>['rows']) => rows[0]?.runners[0]?.back?.price ?? null;

function mount(shown: boolean) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/match/list', ok({ matches: [item] }));
  const hook = renderHook(({ shown: s }: { shown: boolean }) => useMatchRows(undefined, { shown: s }), {
    initialProps: { shown },
    wrapper: ({ children }: { children: ReactNode }) => <HostProviders host={testHost.host}>{children}</HostProviders>,
  });
  return { ...hook, testHost };
}

/** Animation frames run as timers in jsdom: lets the list store commit. */
const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useMatchRows while the page draws the list', () => {
  it("keeps the list room's updates until the list is drawn, then applies the last one", async () => {
    const { result, rerender, testHost } = mount(false);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => testHost.bus.list$.next(listState([priced(2.5)])));
    act(() => testHost.bus.list$.next(listState([priced(2.6)])));
    await nextFrames();
    expect(result.current.updatedAt).toBeNull();

    rerender({ shown: true });
    await nextFrames();
    expect(result.current.updatedAt).not.toBeNull();
    expect(backOf(result.current.rows)).toBe(2.6);
  });

  it('applies the list room at once on a page that is already drawn', async () => {
    const { result, testHost } = mount(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => testHost.bus.list$.next(listState([priced(2.7)])));
    await nextFrames();
    expect(backOf(result.current.rows)).toBe(2.7);
  });
});
