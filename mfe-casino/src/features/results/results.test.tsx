import { createHash } from 'node:crypto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS } from '../../testIds.js';
import type { CardRoundDetail } from '@backlay/shared/cards';
import { initialOf, roundDetail, snapshotOf, tableState } from '../../test/builders.js';
import { TEEN20, TEST_FAMILY } from '../../test/tables.js';
import { openTable } from '../../test/tablePage.js';

const ROUND = '102260110135900';
const SHOE = ['KHH', '2DD', 'QCC', '3SS', 'JHH', '4DD', '9CC', '5SS'];
const SALT = '9f86d081884c7d65';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A round as the API would publish it: the commitment really is SHA-256 of salt and shoe, the deal and result follow from the shoe. */
function honestRound(): CardRoundDetail {
  const dealt = TEST_FAMILY.deal(TEEN20, SHOE);
  const result = TEST_FAMILY.result(TEEN20, dealt);
  return roundDetail({
    mid: ROUND,
    salt: SALT,
    shoe: SHOE,
    commit: sha256(`${SALT}:${SHOE.join(',')}`),
    dealt,
    win: result.win,
    desc: result.desc,
    cards: result.cards,
  });
}

const strip = () => screen.getByTestId(CASINO_TEST_IDS.lastResults);

describe('the last results strip', () => {
  it("letters the API's last results from the definition, 'R' where it has no letter", async () => {
    openTable(TEEN20, {
      initial: initialOf(snapshotOf(TEEN20), [
        { mid: 'r3', result: '3' },
        { mid: 'r2', result: '1' },
        { mid: 'r1', result: '9' },
      ]),
    });
    await screen.findByRole('button', { name: 'Round r3: B' });
    expect(
      within(strip())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['B', 'A', 'R']);
  });

  it('adds each round the table settles to the front, once', async () => {
    const { tables } = openTable(TEEN20, { initial: initialOf(snapshotOf(TEEN20), [{ mid: 'r1', result: '1' }]) });
    await screen.findByRole('button', { name: 'Round r1: A' });
    const record = {
      mid: 'r2',
      gameType: 'teen20' as const,
      createdAt: '2026-01-10T14:00:50.000Z',
      win: '2',
      desc: 'Tie',
      sid: '',
      cards: [],
    };
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { phase: 'result' }, 2), record)));
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: '0', phase: 'idle' }, 3), record)));
    expect(
      within(strip())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Round r2: T', 'Round r1: A']);
  });
});

describe('a round detail', () => {
  async function openDetail(detail: CardRoundDetail) {
    const user = userEvent.setup();
    const { server } = openTable(TEEN20, {
      initial: initialOf(snapshotOf(TEEN20), [{ mid: ROUND, result: detail.win }]),
    });
    server.on('GET', `/card/result/detail/${ROUND}`, ok(detail));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Round ${ROUND}`) }));
    const dialog = await screen.findByRole('dialog', { name: `20-20 Teenpatti: round ${ROUND}` });
    await within(dialog).findByTestId('detail-commit');
    return { user, dialog, server };
  }

  it('shows the cards of each hand, the result and what the check needs', async () => {
    const detail = honestRound();
    const { dialog } = await openDetail(detail);
    const handA = within(dialog).getByRole('region', { name: 'Player A' });
    expect(
      within(handA)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['King of spades', 'Queen of clubs', 'Jack of spades']);
    expect(within(dialog).getByTestId('round-result')).toHaveTextContent('Winner: A (1)');
    expect(within(dialog).getByTestId('round-result')).toHaveTextContent('Player A 36 | Player B 9');
    expect(within(dialog).getByTestId('detail-commit')).toHaveTextContent(detail.commit);
    expect(within(dialog).getByTestId('detail-salt')).toHaveTextContent(SALT);
    expect(within(dialog).getByTestId('detail-shoe')).toHaveTextContent('K♠ 2♥ Q♣ 3♦ J♠ 4♥ 9♣ 5♦');
  });

  it('verifies an honest round: the hash matches the commitment and the shoe deals the same cards and result', async () => {
    const { user, dialog } = await openDetail(honestRound());
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByTestId('verify-commit')).toHaveTextContent('Verified');
    expect(within(dialog).getByTestId('verify-deal')).toHaveTextContent('The shoe deals exactly these cards.');
    expect(within(dialog).getByTestId('verify-result')).toHaveTextContent('The cards give this result.');
    expect(within(dialog).getByTestId('verify-computed')).toHaveTextContent(sha256(`${SALT}:${SHOE.join(',')}`));
  });

  it('catches a shoe swapped after the commitment', async () => {
    const honest = honestRound();
    const { user, dialog } = await openDetail({ ...honest, shoe: ['2DD', 'KHH', ...SHOE.slice(2)] });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByTestId('verify-commit')).toHaveTextContent('Not verified');
    expect(within(dialog).getByTestId('verify-deal')).toHaveTextContent('Does not match');
  });

  it('catches a result that does not follow from the committed shoe', async () => {
    const { user, dialog } = await openDetail({ ...honestRound(), win: '3' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByTestId('verify-commit')).toHaveTextContent('Verified');
    expect(within(dialog).getByTestId('verify-result')).toHaveTextContent(
      'Does not match: the cards give another result.',
    );
  });

  it('closes', async () => {
    const { user, dialog } = await openDetail(honestRound());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
