/** Every refusal has one shape, `{ statusCode, message, code }`: schema failures and unknown calls too. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { body, harness, type Harness } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());

test('a body that fails its schema is a 400 with the INVALID_REQUEST code', async () => {
  const res = await h.inject('POST', '/auth/login', { body: { userName: 'player1' } });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(body(res), { statusCode: 400, message: 'body.password is required.', code: 'INVALID_REQUEST' });
});

test('an unknown call is a 404 with the NOT_FOUND code', async () => {
  const res = await h.inject('GET', '/no/such/call');
  assert.deepEqual(body(res), { statusCode: 404, message: 'No such call: GET /no/such/call', code: 'NOT_FOUND' });
});

test('a refusal of our own carries the code of its status', async () => {
  const res = await h.inject('GET', '/user/profile');
  assert.deepEqual(body(res), {
    statusCode: 401,
    message: 'Please log in to continue.',
    code: 'UNAUTHORIZED',
  });
});
