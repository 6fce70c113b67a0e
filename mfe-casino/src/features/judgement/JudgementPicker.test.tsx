import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { cardBet } from '../../test/builders.js';
import { JUDGEMENT, testJudgementId } from '../../test/tables.js';
import { openTable } from '../../test/tablePage.js';

const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };
const rank = (name: string) => within(screen.getByRole('group', { name: 'Ranks' })).getByRole('button', { name });

describe('3 Cards Judgement', () => {
  it('takes exactly three ranks before Yes or No can be backed', async () => {
    const user = userEvent.setup();
    openTable(JUDGEMENT, { judgementEncoder: testJudgementId });
    await screen.findByTestId('judgement');
    expect(within(screen.getByRole('group', { name: 'Ranks' })).getAllByRole('button')).toHaveLength(13);
    const yes = screen.getByRole('button', { name: 'Back Yes 1.81' });
    const no = screen.getByRole('button', { name: 'Back No 2.24' });
    expect(yes).toBeDisabled();
    await user.click(rank('A'));
    await user.click(rank('K'));
    expect(rank('A')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('judgement-count')).toHaveTextContent('2 of 3 picked');
    expect(no).toBeDisabled();
    await user.click(rank('Q'));
    expect(yes).toBeEnabled();
    expect(no).toBeEnabled();
    // A fourth rank cannot be added; taking one away frees the others again.
    expect(rank('7')).toBeDisabled();
    await user.click(rank('K'));
    expect(rank('7')).toBeEnabled();
    expect(yes).toBeDisabled();
  });

  it("backs Yes on the pick: the selection id is the family's encoding, priced by the Yes row", async () => {
    const user = userEvent.setup();
    const { server } = openTable(JUDGEMENT, { judgementEncoder: testJudgementId });
    server.on(
      'POST',
      '/bet/cardBetting',
      ok({ bet: cardBet({ matchId: '3cardj', teamName: 'Yes AKQ', odds: 1.81 }), balance: BALANCE }),
    );
    await screen.findByTestId('judgement');
    for (const r of ['A', 'K', 'Q']) await user.click(rank(r));
    expect(screen.getByTestId('row-1')).toHaveTextContent('Yes AKQ');
    await user.click(screen.getByRole('button', { name: 'Back Yes 1.81' }));
    const form = screen.getByRole('form', { name: 'Bet slip: Back Yes AKQ' });
    await user.type(within(form).getByLabelText('Stake'), '100');
    expect(within(form).getByTestId('slip-profit')).toHaveTextContent('Profit +81.00');
    await user.click(within(form).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(server.calls('POST', '/bet/cardBetting')).toHaveLength(1));
    expect(server.calls('POST', '/bet/cardBetting')[0]?.body).toMatchObject({
      matchId: '3cardj',
      selectionId: testJudgementId('Yes', ['A', 'K', 'Q']),
      betType: 'BACK',
      odds: 1.81,
      stake: 100,
    });
    expect(await screen.findByTestId('bet-placed')).toHaveTextContent('Bet placed: Back Yes AKQ');
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
  });

  it('falls back to its plain Yes and No rows without the family encoding', async () => {
    openTable(JUDGEMENT);
    expect(await screen.findByRole('button', { name: 'Back Yes 1.81' })).toBeEnabled();
    expect(screen.queryByTestId('judgement')).not.toBeInTheDocument();
  });
});
