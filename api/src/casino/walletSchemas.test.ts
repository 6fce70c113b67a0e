import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type {
  WalletBalanceRequest,
  WalletCreditRequest,
  WalletDebitRequest,
  WalletError,
  WalletOk,
  WalletRollbackRequest,
} from '@backlay/casino-provider/protocol';
import { WALLET_ERROR_STATUS } from '@backlay/casino-provider/protocol';
import {
  WalletBalanceRequestSchema,
  WalletCreditRequestSchema,
  WalletDebitRequestSchema,
  WalletErrorCodeSchema,
  WalletErrorSchema,
  WalletOkSchema,
  WalletRollbackRequestSchema,
} from './walletSchemas.js';

/** True only when A and B are the same type (not merely assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// The provider protocol owns the wire format: the API's schemas must describe exactly its types.
const sameBalance: Equal<Static<typeof WalletBalanceRequestSchema>, WalletBalanceRequest> = true;
const sameDebit: Equal<Static<typeof WalletDebitRequestSchema>, WalletDebitRequest> = true;
const sameCredit: Equal<Static<typeof WalletCreditRequestSchema>, WalletCreditRequest> = true;
const sameRollback: Equal<Static<typeof WalletRollbackRequestSchema>, WalletRollbackRequest> = true;
const sameOk: Equal<Static<typeof WalletOkSchema>, WalletOk> = true;
const sameError: Equal<Static<typeof WalletErrorSchema>, WalletError> = true;

test('the wallet schemas are the provider protocol’s types', () => {
  assert.deepEqual([sameBalance, sameDebit, sameCredit, sameRollback, sameOk, sameError], Array(6).fill(true));
});

test('every protocol error code is in the error schema', () => {
  assert.deepEqual([...WalletErrorCodeSchema.enum].sort(), Object.keys(WALLET_ERROR_STATUS).sort());
});

test('the request schemas take what the protocol sends and nothing malformed', () => {
  const debit = Compile(WalletDebitRequestSchema);
  const good = {
    token: 'a'.repeat(43),
    userId: '00000000-0000-4000-8000-000000000000',
    transactionId: 't-1',
    roundId: 'r-1',
    gameCode: 'MAC88-AVIATOR',
    amount: 10.5,
  };
  assert.equal(debit.Check(good), true);
  for (const bad of [{ amount: 0 }, { amount: '10' }, { roundId: '' }, { transactionId: 'a b' }, { token: 'short' }])
    assert.equal(debit.Check({ ...good, ...bad }), false, JSON.stringify(bad));
  assert.equal(Compile(WalletCreditRequestSchema).Check({ ...good, amount: 0, roundClosed: 'yes' }), false);
});
