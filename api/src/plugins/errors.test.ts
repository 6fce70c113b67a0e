/** Every refusal has one shape, `{ statusCode, message, code }`: schema failures and unknown calls too. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { body, harness, type Harness } from '../test/harness.js';
import { describeValidation } from './errors.js';

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

test('TypeBox 1.x issues read as ajv’s do: missing, extra and wrong fields are named', () => {
  const check = Compile(
    Type.Object({ amount: Type.Number({ minimum: 0 }), id: Type.String() }, { additionalProperties: false }),
  );
  const say = (value: unknown) => describeValidation('body', check.Errors(value));
  assert.equal(say({ amount: 1 }), 'body.id is required.');
  assert.equal(say({ amount: 1, id: 'a', extra: true }), 'body.extra is not allowed.');
  assert.equal(say({ amount: 'x', id: 'a' }), 'body.amount must be number.');
  assert.equal(say({ amount: -1, id: 'a' }), 'body.amount must be >= 0.');
  assert.equal(say(null), 'body must be object.');
});
