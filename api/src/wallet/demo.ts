import type { Tx } from './ledger.js';
import { lockWallet, postEntry } from './ledger.js';
import { toCents } from './money.js';

/**
 * A demo account starts every lease with the same credit. The ledger is append-only, so the
 * reset is an ordinary add or withDraw entry.
 */
export async function resetDemoWallet(tx: Tx, userId: string, creditUnits: number): Promise<void> {
  const wallet = await lockWallet(tx, userId);
  if (toCents(wallet.exposure) !== 0) return;
  const diff = creditUnits * 100 - toCents(wallet.balance);
  if (diff === 0) return;
  await postEntry(tx, {
    userId,
    type: diff > 0 ? 'add' : 'withDraw',
    amountCents: diff,
    description: 'Demo credit reset',
    actor: 'demo',
  });
}
