import { render, screen, within } from '@testing-library/react';
import { Markets } from './Markets.js';
import type { GroupView, RowView } from './tableState.js';

const row = (sid: number, nat: string, lay: number | null = null): RowView => ({
  sid,
  nat,
  back: 12,
  lay,
  min: 100,
  max: 25_000,
  suspended: false,
});

function view(key: string, rows: RowView[]): GroupView {
  return { group: { key, title: key, exclusive: false }, rows };
}

describe('Markets', () => {
  it('shows a long back-only list as a grid of tiles with the limits once, in the header', () => {
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    render(
      <Markets
        groups={[
          view(
            'cards',
            ranks.map((r, i) => row(i + 1, `Card ${r}`)),
          ),
        ]}
        positions={new Map()}
        onPick={() => undefined}
      />,
    );
    const group = screen.getByTestId('group-cards');
    expect(within(group).getByRole('list')).toHaveClass('cz-rows--grid');
    expect(within(group).getAllByText('Min 100 · Max 25,000')).toHaveLength(1);
    expect(within(group).getAllByRole('button')).toHaveLength(13);
  });

  it('shows a short group marked as tiles as a grid too', () => {
    const outcomes = ['Dot', '1 Run', '2 Runs', '3 Runs', 'Four', 'Six', 'Wicket'];
    render(
      <Markets
        groups={[
          {
            group: { key: 'ball1', title: 'Ball 1', exclusive: true, tiles: true },
            rows: outcomes.map((o, i) => row(11 + i, `Ball 1 ${o}`)),
          },
        ]}
        positions={new Map()}
        onPick={() => undefined}
      />,
    );
    const group = screen.getByTestId('group-ball1');
    expect(within(group).getByRole('list')).toHaveClass('cz-rows--grid');
    expect(within(group).getAllByText('Min 100 · Max 25,000')).toHaveLength(1);
  });

  it('keeps short lists and back/lay rows as rows with their own limits', () => {
    render(
      <Markets
        groups={[
          view('main', [row(1, 'Player A', 12.5), row(2, 'Player B', 12.5)]),
          view('side', [row(3, 'Odd'), row(4, 'Even')]),
        ]}
        positions={new Map()}
        onPick={() => undefined}
      />,
    );
    for (const key of ['main', 'side']) {
      const group = screen.getByTestId(`group-${key}`);
      expect(within(group).getByRole('list')).not.toHaveClass('cz-rows--grid');
      expect(within(group).getAllByText('Min 100 · Max 25,000')).toHaveLength(2);
    }
  });
});
