import { screen } from '@testing-library/react';
import { renderWithHost } from '@backlay/shared/testing/render';
import { roundInfo } from '../../test/builders.js';
import { TEEN20 } from '../../test/tables.js';
import { RoundHeader } from './RoundHeader.js';
import { NO_ROUND } from './tableState.js';

/** The header's boxes, in order: what a round shows, or what holds its place. */
function boxes(): string[] {
  const header = screen.getByRole('banner');
  return [...header.children].map(
    (el) => `${el.tagName}${el.getAttribute('aria-hidden') === 'true' ? ' (unseen)' : ''}`,
  );
}

describe('the round header between rounds', () => {
  it('keeps every box of a round, unseen and unread, so its height and the markets under it do not move', () => {
    const { unmount } = renderWithHost(
      <RoundHeader name={TEEN20.name} t1={roundInfo(TEEN20, { phase: 'dealing', closesAt: null })} offsetMs={0} />,
    );
    const inRound = boxes();
    expect(screen.getByTestId('card-phase')).toHaveTextContent('Dealing');
    unmount();

    renderWithHost(
      <RoundHeader name={TEEN20.name} t1={roundInfo(TEEN20, { mid: NO_ROUND, commit: '' })} offsetMs={0} />,
    );
    expect(screen.getByText('Waiting for the next round')).toBeInTheDocument();
    expect(screen.queryByTestId('card-phase')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('commit-hash')).not.toBeInTheDocument();
    expect(boxes().map((b) => b.replace(' (unseen)', ''))).toEqual(inRound.map((b) => b.replace(' (unseen)', '')));
    expect(boxes().filter((b) => b.endsWith('(unseen)'))).toHaveLength(2);
  });
});
