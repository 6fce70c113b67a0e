import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { initialOf, snapshotOf, suspendRows, tableState } from '../../test/builders.js';
import { TEEN20 } from '../../test/tables.js';
import { openTable } from '../../test/tablePage.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { TableScreen } from './TableScreen.js';

const MID = '102260110140000';

describe('a live table page', () => {
  it('shows the name, the round, its phase and countdown, and the commitment shortened with the full hash at hand', async () => {
    openTable(TEEN20);
    expect(await screen.findByRole('heading', { level: 1, name: '20-20 Teenpatti' })).toBeInTheDocument();
    expect(screen.getByTestId(CASINO_TEST_IDS.roundId)).toHaveTextContent(`Round ${MID}`);
    expect(screen.getByTestId('card-phase')).toHaveTextContent('Place your bets');
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]$/);
    const hash = screen.getByTestId('commit-hash');
    expect(hash).toHaveTextContent('a3f1c2e4…ef0042');
    expect(hash).toHaveAttribute('title', 'a3f1c2e4b5d6978812345678901234567890abcdefabcdefabcdefabcdef0042');
  });

  it('copies the full commitment', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    openTable(TEEN20);
    await user.click(await screen.findByRole('button', { name: "Copy the round's commitment hash" }));
    expect(writeText).toHaveBeenCalledWith('a3f1c2e4b5d6978812345678901234567890abcdefabcdefabcdefabcdef0042');
    expect(screen.getByRole('button', { name: "Copy the round's commitment hash" })).toHaveTextContent('Copied');
  });

  it('deals each hand its cards as faces with rank, suit and colour; a hand without cards shows one face down', async () => {
    const { tables } = openTable(TEEN20);
    await screen.findByTestId(CASINO_TEST_IDS.roundId);
    act(() =>
      tables.table('teen20').next(
        tableState(
          snapshotOf(
            TEEN20,
            {
              phase: 'dealing',
              closesAt: null,
              dealt: [
                { hand: 'A', card: 'AHH' },
                { hand: 'A', card: '10DD' },
              ],
            },
            2,
          ),
        ),
      ),
    );
    const handA = screen.getByRole('region', { name: 'Player A' });
    expect(within(handA).getByRole('img', { name: 'Ace of spades' })).toHaveClass('cz-card--black');
    const ten = within(handA).getByRole('img', { name: '10 of hearts' });
    expect(ten).toHaveClass('cz-card--red');
    expect(ten).toHaveTextContent('10♥');
    expect(
      within(screen.getByRole('region', { name: 'Player B' })).getByRole('img', { name: 'Card not dealt yet' }),
    ).toHaveClass('cz-card--down');
    expect(screen.getByTestId('card-phase')).toHaveTextContent('Dealing');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('lists the markets by group in the definition order, each row with its prices, limits and a lay only where there is one', async () => {
    openTable(TEEN20);
    const winner = await screen.findByRole('region', { name: 'Winner' });
    const pairPlus = screen.getByRole('region', { name: 'Pair plus' });
    expect(winner.compareDocumentPosition(pairPlus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(winner)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.cz-row__name')?.textContent),
    ).toEqual(['Player A', 'Player B']);
    const back = within(winner).getByRole('button', { name: 'Back Player A 1.98' });
    expect(back).toHaveAttribute('data-sid', '1');
    expect(back).toHaveAttribute('data-side', 'back');
    expect(within(winner).getByRole('button', { name: 'Lay Player A 2.02' })).toHaveAttribute('data-side', 'lay');
    expect(within(screen.getByTestId('row-2')).getByText('Min 100 · Max 5,000')).toBeInTheDocument();
    expect(within(pairPlus).queryAllByRole('button', { name: /^Lay/ })).toHaveLength(0);
  });

  it('locks suspended rows: their buttons are disabled and open nothing', async () => {
    const user = userEvent.setup();
    const { tables } = openTable(TEEN20);
    await screen.findByRole('button', { name: 'Back Player A 1.98' });
    act(() => tables.table('teen20').next(tableState(suspendRows(snapshotOf(TEEN20), [1, 2], 2))));
    expect(screen.getByRole('button', { name: 'Back Player A 1.98' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lay Player A 2.02' })).toBeDisabled();
    expect(screen.getByTestId('row-1')).toHaveAttribute('data-suspended', 'true');
    expect(within(screen.getByTestId('row-1')).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Player B 1.98' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back Player A 1.98' }));
    expect(screen.queryByTestId(CASINO_TEST_IDS.betSlip)).not.toBeInTheDocument();
  });

  it('ignores a snapshot older than the one shown', async () => {
    const { tables } = openTable(TEEN20, { initial: initialOf(snapshotOf(TEEN20, {}, 9)) });
    await screen.findByRole('button', { name: 'Back Player A 1.98' });
    act(() => tables.table('teen20').next(tableState(suspendRows(snapshotOf(TEEN20, {}, 3), [1], 4))));
    expect(screen.getByRole('button', { name: 'Back Player A 1.98' })).toBeEnabled();
  });

  it("keeps the result's line in its place between rounds, so the markets under it never move", async () => {
    const { tables } = openTable(TEEN20);
    await screen.findByRole('button', { name: 'Back Player A 1.98' });
    const pending = screen.getByTestId('card-result-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toBeEmptyDOMElement();
    expect(screen.queryByTestId('card-result')).not.toBeInTheDocument();
    const result = { win: '1', desc: 'Player A|A: Pair|B: High Card', sid: '1', cards: ['KHH', '2SS'] };
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { phase: 'result', result }, 5))));
    expect(screen.getByTestId('card-result')).toHaveTextContent('Result: Player A|A: Pair|B: High Card');
    expect(screen.queryByTestId('card-result-pending')).not.toBeInTheDocument();
    // The same place: the line with a result and the one without share their box.
    expect(screen.getByTestId('card-result').nextElementSibling).toBe(pending.nextElementSibling);
  });

  it('shows the cricket scoreboard when the round carries one', async () => {
    const board = {
      teams: [
        { name: 'IND', runs: 12, wickets: 1, balls: 6, overs: '1.0' },
        { name: 'AUS', runs: 7, wickets: 0, balls: 3, overs: '0.3' },
      ],
      batting: 1,
      lastBalls: ['1', '4', 'W'],
      status: 'AUS need 6 from 3 balls',
    };
    openTable(TEEN20, { initial: initialOf(snapshotOf(TEEN20, { scoreboard: board })) });
    const scoreboard = await screen.findByRole('region', { name: 'Scoreboard' });
    expect(within(scoreboard).getByRole('rowheader', { name: /AUS/ })).toHaveTextContent('AUSbatting');
    expect(scoreboard).toHaveTextContent('12/1');
    expect(scoreboard).toHaveTextContent('AUS need 6 from 3 balls');
  });

  it('shows the rules on request', async () => {
    const user = userEvent.setup();
    openTable(TEEN20);
    const toggle = await screen.findByRole('button', { name: 'Rules' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rules = screen.getByRole('region', { name: '20-20 Teenpatti rules' });
    expect(
      within(rules)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(TEEN20.rules);
  });

  it('says so when the table cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/initial/card/teen20', {
      status: 500,
      body: { statusCode: 500, message: 'down' },
    });
    testHost.server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
    renderWithHost(<TableScreen def={TEEN20} />, { testHost });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('20-20 Teenpatti could not be loaded.');
    testHost.server.on('GET', '/match/initial/card/teen20', ok(initialOf(snapshotOf(TEEN20))));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back Player A 1.98' })).toBeEnabled();
  });

  it('shows the table from the socket even when the first HTTP load fails', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/initial/card/teen20', {
      status: 500,
      body: { statusCode: 500, message: 'down' },
    });
    testHost.server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
    testHost.tables.table('teen20').next(tableState(snapshotOf(TEEN20)));
    renderWithHost(<TableScreen def={TEEN20} />, { testHost });
    expect(await screen.findByRole('button', { name: 'Back Player A 1.98' })).toBeEnabled();
    await waitFor(() => expect(testHost.server.calls('GET', '/match/initial/card/teen20')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("joins the table's room while shown and leaves it when closed", async () => {
    const { tables, unmount } = openTable(TEEN20);
    await screen.findByRole('button', { name: 'Back Player A 1.98' });
    expect(tables.subscribers('teen20')).toBe(1);
    unmount();
    expect(tables.subscribers('teen20')).toBe(0);
  });
});
