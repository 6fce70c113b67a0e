import { CARD_TABLE_CODES, CARD_TABLES, CASINO_LOBBY, cardTable, cardTableName } from '@backlay/shared/cards';
import { TEEN20 } from './tables.js';

describe('the test registry', () => {
  it('stands in for the shared one: one hand-made definition per code, the lobby built from them', () => {
    expect(CARD_TABLES.map((t) => t.code)).toEqual([...CARD_TABLE_CODES]);
    expect(cardTable('teen20')).toBe(TEEN20);
    expect(CASINO_LOBBY).toHaveLength(31);
    expect(cardTableName('teen20')).toBe('20-20 Teenpatti');
  });

  it('gives the test environment WebCrypto digests', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('abc'));
    expect(Buffer.from(digest).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
