import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import { placedBet, position, runAmountOf } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';
import { runLabel } from './RunAmountDialog.js';

const MINUS = '\u2212';

/** YES 50 at 100 for 100: runs 45–49 lose 100, 50–60 win 100 (16 rows). */
const LADDER: [number, number][] = Array.from({ length: 16 }, (_, i) => [45 + i, 45 + i < 50 ? -100 : 100]);

const sessionPosition = (betId: string) => position({ betId, marketType: 'session', ladder: [], exposure: 100 });

describe('the book of a session', () => {
  it('offers "Book" only on sessions where the player holds bets', async () => {
    openMatchPage({ positions: [sessionPosition('s6')] });
    const row = await screen.findByTestId('fancy-s6');
    expect(await within(row).findByRole('button', { name: 'Book: 6 over run TA' })).toBeInTheDocument();
    expect(within(screen.getByTestId('fancy-s10')).queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('loads the run ladder under an overlay, trims it to 8 rows around the change and colours rows by sign', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ positions: [sessionPosition('s6')] });
    server.on('GET', '/run-amount/s6', { hold: true });
    await user.click(
      await within(await screen.findByTestId('fancy-s6')).findByRole('button', { name: 'Book: 6 over run TA' }),
    );

    // The first dialog of the file also loads the dialog's code: give it more than the default second.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText('Book: 6 over run TA')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Loading the book' })).toBeInTheDocument();
    const held = server.held('GET', '/run-amount/s6');
    expect(held.request.query.get('matchId')).toBe('1001');
    await act(async () => {
      held.release(200, { statusCode: 200, data: runAmountOf('s6', LADDER, 100) });
      // Lets the answer travel through the HTTP client's promise chain.
      await Promise.resolve();
    });

    await waitFor(() =>
      expect(within(dialog).queryByRole('status', { name: 'Loading the book' })).not.toBeInTheDocument(),
    );
    const rows = within(within(dialog).getByTestId('book-ladder')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['49 or less', `${MINUS}100.00`],
      ['50', '+100.00'],
      ['51', '+100.00'],
      ['52', '+100.00'],
      ['53', '+100.00'],
      ['54', '+100.00'],
      ['55', '+100.00'],
      ['56 or more', '+100.00'],
    ]);
    expect(rows.map((r) => r.getAttribute('data-tone'))).toEqual(['down', 'up', 'up', 'up', 'up', 'up', 'up', 'up']);
    expect(within(dialog).getByText(`${MINUS}100.00`, { selector: 'strong' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close the book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the meter variant for a meter session and keeps its rows exact', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({
      bets: [
        placedBet({ id: 'm', betId: 'm1', marketType: 'meter', kind: 'session', betType: 'YES', odds: 151, rate: 100 }),
      ],
    });
    server.on(
      'GET',
      '/run-amount/meter/m1',
      ok(
        runAmountOf(
          'm1',
          [
            [150, -100],
            [151, 0],
            [152, 100],
          ],
          100,
        ),
      ),
    );
    await user.click(
      await within(await screen.findByTestId('fancy-m1')).findByRole('button', { name: 'Book: TA inning run meter' }),
    );
    const dialog = await screen.findByRole('dialog');
    const ladder = await within(dialog).findByTestId('book-ladder');
    expect([...ladder.querySelectorAll('tbody td:first-child')].map((td) => td.textContent)).toEqual([
      '150',
      '151',
      '152',
    ]);
  });

  it('says when the book could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ positions: [sessionPosition('s6')] });
    server.on('GET', '/run-amount/s6', { status: 500, body: { statusCode: 500, message: 'Unavailable' } });
    await user.click(
      await within(await screen.findByTestId('fancy-s6')).findByRole('button', { name: 'Book: 6 over run TA' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The book could not be loaded.');
    server.on(
      'GET',
      '/run-amount/s6',
      ok(
        runAmountOf(
          's6',
          [
            [49, -100],
            [50, 100],
          ],
          100,
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('book-ladder')).toBeInTheDocument();
  });

  it('labels open ends only where the book is flat beyond them', () => {
    const rows = [
      { run: 0, pnlCents: -100 },
      { run: 1, pnlCents: 100 },
    ];
    expect(runLabel(rows, 0, true)).toBe('0');
    expect(runLabel(rows, 1, true)).toBe('1 or more');
    expect(runLabel(rows, 1, false)).toBe('1');
    expect(runLabel([{ run: 7, pnlCents: 0 }], 0, true)).toBe('7');
  });
});
