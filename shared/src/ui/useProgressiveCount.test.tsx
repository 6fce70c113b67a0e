import { render, screen, waitFor } from '@testing-library/react';
import { useProgressiveCount } from './useProgressiveCount.js';

/** Records every count the hook gave, one per commit. */
function Probe({ total, commits }: { total: number; commits: number[] }) {
  const shown = useProgressiveCount(total, 3, 4);
  commits.push(shown);
  return <p>{`${shown} of ${total}`}</p>;
}

describe('useProgressiveCount', () => {
  it('draws the first items at once and the rest a step per commit, never more than there are', async () => {
    const commits: number[] = [];
    render(<Probe total={12} commits={commits} />);
    expect(commits[0]).toBe(3);
    expect(await screen.findByText('12 of 12')).toBeInTheDocument();
    expect([...new Set(commits)]).toEqual([3, 7, 11, 12]);
  });

  it('shows a short list whole at once, and a list that grows later step by step again', async () => {
    const commits: number[] = [];
    const { rerender } = render(<Probe total={2} commits={commits} />);
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    rerender(<Probe total={9} commits={commits} />);
    await waitFor(() => expect(screen.getByText('9 of 9')).toBeInTheDocument());
    expect([...new Set(commits)]).toEqual([2, 3, 7, 9]);
  });
});
