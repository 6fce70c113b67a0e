/**
 * The remote against the real table definitions and families of `@backlay/shared/cards` (every
 * other test uses hand-made tables): each table renders its groups and price buttons, each round
 * dealt by its family verifies, and a judgement pick resolves to its bet label.
 */
import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import {
  CARD_TABLE_CODES,
  CARD_TABLES,
  CASINO_LOBBY,
  cardSelection,
  checkRound,
  familyOf,
  judgementSelectionId,
} from '@backlay/shared/cards';
import { priceLabel } from '../features/table/Markets.js';
import { roundDetail } from './builders.js';
import { openTable } from './tablePage.js';

jest.unmock(require.resolve('@backlay/shared/cards').replace(/index\.js$/, 'registry.js'));

describe('the real card tables', () => {
  it('are the 31 codes, all in the lobby', () => {
    expect(CARD_TABLES.map((t) => t.code)).toEqual([...CARD_TABLE_CODES]);
    expect(CASINO_LOBBY).toHaveLength(31);
  });

  it.each(CARD_TABLE_CODES.map((code) => [code]))('%s renders every group and row of its definition', async (code) => {
    const def = CARD_TABLES.find((t) => t.code === code)!;
    const { unmount } = openTable(def);
    expect(await screen.findByRole('heading', { level: 1, name: def.name })).toBeInTheDocument();
    const markets = await screen.findByTestId('card-markets');
    for (const group of def.groups) {
      if (def.rows.some((r) => r.group === group.key))
        expect(within(markets).getByTestId(`group-${group.key}`)).toBeInTheDocument();
    }
    for (const row of def.rows)
      expect(
        within(screen.getByTestId(`row-${row.sid}`)).getByRole('button', {
          name: priceLabel('back', row.nat, row.back),
        }),
      ).toBeInTheDocument();
    expect(screen.getAllByTestId(/^hand-/).length).toBe(def.hands.length);
    unmount();
  });

  it.each(CARD_TABLE_CODES.map((code) => [code]))(
    '%s: a round dealt by its family from a committed shoe verifies',
    async (code) => {
      const def = CARD_TABLES.find((t) => t.code === code)!;
      const family = familyOf(def);
      const shoe = [...family.deck(def)].reverse();
      const dealt = family.deal(def, shoe);
      const result = family.result(def, dealt);
      const salt = '00112233445566778899aabbccddeeff';
      const commit = createHash('sha256')
        .update(`${salt}:${shoe.join(',')}`)
        .digest('hex');
      const detail = roundDetail({
        gameType: def.code,
        salt,
        shoe,
        commit,
        dealt,
        win: result.win,
        desc: result.desc,
        cards: result.cards,
      });
      await expect(checkRound(detail, def, family)).resolves.toMatchObject({
        commitMatches: true,
        dealMatches: true,
        resultMatches: true,
      });
      await expect(checkRound({ ...detail, shoe: [...shoe.slice(1), shoe[0]!] }, def, family)).resolves.toMatchObject({
        commitMatches: false,
      });
    },
  );

  it('names a 3 Cards Judgement pick the way the family does', () => {
    const def = CARD_TABLES.find((t) => t.code === '3cardj')!;
    expect(cardSelection(def, judgementSelectionId('Yes', ['K', 'A', 'Q']))?.label).toBe('Yes AKQ');
  });
});
