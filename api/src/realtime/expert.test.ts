/**
 * The expert socket: the marquee, the banners and the blinking tabs reach open screens as the
 * operator changes them — a snapshot on connecting, then each change — and the operator's tab
 * choice is checked and stored. Also the path another API process takes: a choice stored by
 * someone else reaches this process's sockets with its next check.
 */
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { EXPERT_NAMESPACE, type ExpertMessage } from '@backlay/shared/realtime-protocol';
import type { BlinkingTabRow } from '@backlay/shared/sports';
import { body, harness, type Harness } from '../test/harness.js';
import { listen, socketClients, WAIT_MS, type Client } from '../test/sockets.js';
import { attachExpertSocket, expertNamespace, readChosenTabs, writeChosenTabs } from './expert.js';

const clients = socketClients();
after(() => clients.closeAll());

let h: Harness;
let url: string;
before(async () => {
  h = await harness();
  url = await listen(h);
});
after(async () => h.close());
beforeEach(async () => {
  await h.operator('POST', '/operator/blinkingTabs', { matchIds: [] });
});
afterEach(() => clients.closeAll());

/** The expert messages a socket got, in order. */
function messages(client: Client): ExpertMessage[] {
  return client.events.filter((e) => e.name === 'expertData').map((e) => e.args[0] as ExpertMessage);
}

async function nextMessage(client: Client, match: (m: ExpertMessage) => boolean, after = 0): Promise<ExpertMessage> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const hit = messages(client).slice(after).find(match);
    if (hit) return hit;
    if (Date.now() > deadline)
      throw new Error(`no such expert message within ${WAIT_MS} ms; got ${JSON.stringify(messages(client))}`);
    await delay(10);
  }
}

async function expertSocket(): Promise<Client> {
  const player = await h.player();
  return clients.connect(`${url}${EXPERT_NAMESPACE}`, { token: player.token });
}

const ids = (tabs: BlinkingTabRow[]) => tabs.map((t) => t.matchId);
const listed = () => h.ctx.feed.fixtures().filter((f) => !f.finished);

describe('the expert socket', () => {
  test('sends a snapshot on connecting: the texts set and the tabs', async () => {
    await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Welcome back' });
    await h.operator('POST', '/operator/notification', { type: 'banner3', value: 'Cup final tonight' });
    const client = await expertSocket();
    const snapshot = await nextMessage(client, (m) => m.type === 'snapshot');
    assert.ok(snapshot.type === 'snapshot');
    assert.deepEqual(
      snapshot.texts.filter((t) => t.type === 'marquee' || t.type === 'banner3'),
      [
        { type: 'marquee', value: 'Welcome back' },
        { type: 'banner3', value: 'Cup final tonight' },
      ],
    );
    // No choice: in-play cricket, as GET /expert/blinkingTabs answers.
    const player = await h.player();
    const res = await h.inject('GET', '/expert/blinkingTabs', { token: player.token });
    assert.deepEqual(snapshot.blinkingTabs, body<BlinkingTabRow[]>(res).data);
    for (const tab of snapshot.blinkingTabs) {
      const fixture = h.ctx.feed.fixtures().find((f) => f.id === tab.matchId);
      assert.equal(fixture?.sport, 'cricket');
      assert.equal(fixture?.inPlay, true);
    }
  });

  test('a text the operator sets reaches open sockets at once', async () => {
    const client = await expertSocket();
    await nextMessage(client, (m) => m.type === 'snapshot');
    const res = await h.operator('POST', '/operator/notification', {
      type: 'banner1',
      value: 'Racing from Ascot today',
    });
    assert.equal(res.statusCode, 200);
    const change = await nextMessage(client, (m) => m.type === 'text');
    assert.deepEqual(change, { type: 'text', text: { type: 'banner1', value: 'Racing from Ascot today' } });
  });

  test('the operator chooses the tabs: pushed at once, in order, and served by GET', async () => {
    const client = await expertSocket();
    await nextMessage(client, (m) => m.type === 'snapshot');
    const [a, b] = listed().filter((f) => f.sport !== 'cricket');
    assert.ok(a && b);
    const res = await h.operator('POST', '/operator/blinkingTabs', { matchIds: [b.id, a.id] });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(ids(body<BlinkingTabRow[]>(res).data), [b.id, a.id]);
    const change = await nextMessage(client, (m) => m.type === 'blinkingTabs');
    assert.ok(change.type === 'blinkingTabs');
    assert.deepEqual(ids(change.blinkingTabs), [b.id, a.id]);
    assert.deepEqual(
      change.blinkingTabs.map((t) => [t.order, t.name, t.link]),
      [
        [0, b.title, change.blinkingTabs[0]!.link],
        [1, a.title, change.blinkingTabs[1]!.link],
      ],
    );
    assert.match(change.blinkingTabs[0]!.link, new RegExp(`/${b.id}(\\?|$)`));
    const player = await h.player();
    const served = await h.inject('GET', '/expert/blinkingTabs', { token: player.token });
    assert.deepEqual(ids(body<BlinkingTabRow[]>(served).data), [b.id, a.id]);

    // No choice again: back to in-play cricket.
    const back = await h.operator('POST', '/operator/blinkingTabs', { matchIds: [] });
    assert.equal(body(back).message, 'Blinking tabs follow in-play cricket.');
    assert.deepEqual(await readChosenTabs(h.db), []);
  });

  test('a bad choice is refused with its reason and changes nothing', async () => {
    const [a] = listed();
    assert.ok(a);
    await h.operator('POST', '/operator/blinkingTabs', { matchIds: [a.id] });
    const finished = h.ctx.feed.fixtures().find((f) => f.finished);
    const cases: [unknown, RegExp][] = [
      [{ matchIds: ['99999999999'] }, /Match 99999999999 is not listed/],
      [{ matchIds: [a.id, a.id] }, /Each match can be a tab once/],
      [{ matchIds: Array.from({ length: 11 }, (_, i) => String(i + 1)) }, /must NOT have more than 10 items/],
      [{ matchIds: ['12a'] }, /must match pattern/],
      [{ matchIds: [a.id], extra: 1 }, /body.extra is not allowed/],
      [{}, /body.matchIds is required/],
      ...(finished ? [[{ matchIds: [finished.id] }, /has finished/] as [unknown, RegExp]] : []),
    ];
    for (const [payload, message] of cases) {
      const res = await h.operator('POST', '/operator/blinkingTabs', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(body(res).message, message);
    }
    assert.deepEqual(await readChosenTabs(h.db), [a.id]);
  });

  test('only the operator may choose the tabs', async () => {
    const player = await h.player();
    const res = await h.inject('POST', '/operator/blinkingTabs', { token: player.token, body: { matchIds: [] } });
    assert.equal(res.statusCode, 403);
  });

  test('a socket without a session is refused', async () => {
    await assert.rejects(clients.connect(`${url}${EXPERT_NAMESPACE}`, {}), /Authentication required/);
  });

  test('a choice stored by another process reaches this one’s sockets with its next check', async () => {
    const client = await expertSocket();
    await nextMessage(client, (m) => m.type === 'snapshot');
    // A second watcher on the same namespace with a short check, as another process's would be.
    const detach = attachExpertSocket(expertNamespace(h.ctx.realtime), { db: h.db, feed: h.ctx.feed, intervalMs: 50 });
    try {
      const [a] = listed().filter((f) => f.sport !== 'cricket');
      assert.ok(a);
      const seen = messages(client).length;
      await writeChosenTabs(h.db, [a.id], new Date(h.clock.now()));
      const change = await nextMessage(
        client,
        (m) => m.type === 'blinkingTabs' && ids(m.blinkingTabs).join() === a.id,
        seen,
      );
      assert.ok(change.type === 'blinkingTabs');
    } finally {
      detach();
    }
  });
});
