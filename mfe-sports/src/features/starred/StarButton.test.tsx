import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail } from '@backlay/shared/testing';
import { openMatchPage } from '../../test/matchPage.js';
import { answerStars, starredMarket } from '../../test/starred.js';

const star = (name: string) => screen.findByRole('button', { name: `Star ${name}` });

describe('the star on a market header', () => {
  it('is on each market header, pressed for the markets the player starred', async () => {
    openMatchPage({ before: ({ server }) => answerStars(server, [starredMarket()]) });
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    const button = within(odds).getByRole('button', { name: 'Star Match Odds' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(await star('Bookmaker')).toHaveAttribute('aria-pressed', 'false');
    expect(await star('Tied Match')).toHaveAttribute('aria-pressed', 'false');
  });

  it('stars a market of this match, and unstars it on a second press', async () => {
    const user = userEvent.setup();
    let calls: ReturnType<typeof answerStars> | undefined;
    openMatchPage({ before: ({ server }) => (calls = answerStars(server)) });
    const button = await star('Bookmaker');
    await user.click(button);
    expect(calls?.star).toEqual([{ matchId: '1001', marketId: 'bm' }]);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(await star('Match Odds')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(calls?.remove).toEqual([{ marketId: 'bm' }]);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('stays unpressed when the server refuses the star', async () => {
    const user = userEvent.setup();
    openMatchPage({
      before: ({ server }) => {
        answerStars(server);
        server.on('POST', '/user/starredMarkets', fail(409, 'You can star at most 50 markets.'));
      },
    });
    const button = await star('Tied Match');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });
});
