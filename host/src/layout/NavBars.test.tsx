import { act, screen, waitFor, within } from '@testing-library/react';
import type { BlinkingTabRow } from '@backlay/shared/sports';
import { TEST_IDS } from '@backlay/shared/testing';
import { renderWithHost } from '../test/renderWithHost.js';
import { TopBar } from './NavBars.js';

const tab = (id: string, name: string, link = `/game-detail/cricket/${id}`): BlinkingTabRow => ({
  id,
  matchName: name,
  matchId: id,
  matchType: 'cricket',
  order: 0,
  name,
  type: 'cricket',
  link,
  blink: true,
});

describe('TopBar: the blinking tabs', () => {
  it('adds the operator’s tabs after the fixed entries and follows their changes', async () => {
    const { bus } = renderWithHost(<TopBar />, { path: '/home' });
    const bar = screen.getByTestId(TEST_IDS.topBar);
    const fixed = within(bar)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(fixed[0]).toBe('Home');
    expect(screen.queryAllByTestId(TEST_IDS.blinkingTab)).toHaveLength(0);

    await waitFor(() => expect(bus.expert$.observed).toBe(true));
    act(() =>
      bus.expert$.next({
        texts: {},
        blinkingTabs: [tab('11', 'Harbour v Coast'), tab('12', 'Ridge v Vale')],
        updatedAt: 1,
      }),
    );
    const links = within(bar)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links.slice(0, fixed.length).map(([text]) => text)).toEqual(fixed);
    expect(links.slice(fixed.length)).toEqual([
      ['Harbour v Coast', '/game-detail/cricket/11'],
      ['Ridge v Vale', '/game-detail/cricket/12'],
    ]);

    act(() => bus.expert$.next({ texts: {}, blinkingTabs: [tab('13', 'Lake v Dune')], updatedAt: 2 }));
    expect(screen.getAllByTestId(TEST_IDS.blinkingTab).map((t) => t.textContent)).toEqual(['Lake v Dune']);
  });

  it('links only to the app’s own pages', async () => {
    const { bus } = renderWithHost(<TopBar />, { path: '/home' });
    await waitFor(() => expect(bus.expert$.observed).toBe(true));
    act(() =>
      bus.expert$.next({
        texts: {},
        blinkingTabs: [
          tab('1', 'Elsewhere', 'https://example.test/x'),
          tab('2', 'Protocol-relative', '//example.test/x'),
          tab('3', 'Script', 'javascript:alert(1)'),
          tab('4', 'Ours'),
        ],
        updatedAt: 1,
      }),
    );
    expect(screen.getAllByTestId(TEST_IDS.blinkingTab).map((t) => t.textContent)).toEqual(['Ours']);
  });
});
