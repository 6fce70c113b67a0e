import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { body, harness, type Harness } from '../test/harness.js';
import { seedDemo } from '../seed/demo.js';
import { RULES, RULES_VERSION, type RulesEntry } from '../content/rules.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const COLOURS = new Set(['red', 'black', null]);
const TABS = [
  'General',
  'Cricket',
  'Football',
  'Tennis',
  'Horse Racing',
  'Greyhound Racing',
  'Politics',
  'Kabaddi',
  'Basketball',
  'Table Tennis',
  'Volleyball',
  'Ice Hockey',
  'Casino',
  'Fancy',
];

async function rules(token: string, query = ''): Promise<RulesEntry[]> {
  const res = await h.inject('GET', `/rules${query}`, { token });
  assert.equal(res.statusCode, 200, res.body);
  const envelope = body<RulesEntry[]>(res);
  assert.equal(envelope.statusCode, 200);
  return envelope.data;
}

/** All the text of one tab (or of every tab), as one string to search. */
function textOf(entries: RulesEntry[], sportName?: string): string {
  return entries
    .filter((e) => sportName === undefined || e.sportName === sportName)
    .flatMap((e) => e.rules.flatMap((r) => [r.category, ...r.description.map((d) => d.text)]))
    .join('\n');
}

describe('GET /rules', () => {
  test('needs a session', async () => {
    const res = await h.inject('GET', '/rules');
    assert.equal(res.statusCode, 401);
    assert.equal((await h.inject('GET', '/rules', { token: 'not-a-real-token' })).statusCode, 401);
    assert.equal((await h.inject('GET', '/rules?sportName=cricket')).statusCode, 401);
  });

  test('returns every tab in order, General first, each with categories and coloured lines', async () => {
    const p = await h.player();
    const res = await h.inject('GET', '/rules', { token: p.token });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, max-age=300');
    const data = body<RulesEntry[]>(res).data;
    assert.deepEqual(data, RULES);
    assert.deepEqual(
      data.map((e) => e.sportName),
      TABS,
    );
    assert.equal(data[0]?.sportName, 'General');
    for (const entry of data) {
      assert.ok(entry.rules.length >= 2, `${entry.sportName} has several categories`);
      const categories = new Set<string>();
      for (const rule of entry.rules) {
        assert.ok(rule.category.trim().length > 0, `${entry.sportName} category has a heading`);
        assert.ok(!categories.has(rule.category), `${entry.sportName}: ${rule.category} appears once`);
        categories.add(rule.category);
        assert.ok(rule.description.length >= 1, `${entry.sportName}: ${rule.category} has lines`);
        for (const line of rule.description) {
          assert.equal(typeof line.text, 'string');
          assert.ok(line.text.trim().length > 10, `${entry.sportName}: a line with text`);
          assert.ok(COLOURS.has(line.color), `${entry.sportName}: colour ${String(line.color)}`);
          assert.deepEqual(Object.keys(line).sort(), ['color', 'text']);
        }
      }
    }
    // Every colour is used, and the red lines are the voids and penalties.
    const lines = data.flatMap((e) => e.rules.flatMap((r) => r.description));
    for (const colour of COLOURS)
      assert.ok(
        lines.some((l) => l.color === colour),
        `colour ${String(colour)} used`,
      );
    for (const l of lines.filter((x) => x.color === 'red')) {
      assert.match(l.text, /void|penal|cannot|no bets|rejected|final|2x/i, l.text);
    }
    assert.doesNotMatch(textOf(data), /lorem|ipsum|\bTO[D]O\b/i);
    assert.match(RULES_VERSION, /^\d{4}-\d{2}-\d{2}$/);
  });

  test('states the settlement rules and numbers of the spec', async () => {
    const p = await h.player();
    const data = await rules(p.token);
    const all = textOf(data);
    const general = textOf(data, 'General');
    const cricket = textOf(data, 'Cricket');
    const football = textOf(data, 'Football');
    const fancy = textOf(data, 'Fancy');

    // General voids, fair play, penalties and queries.
    assert.match(general, /void if the match is abandoned/i);
    assert.match(general, /data is deemed illegitimate/i);
    assert.match(general, /overs of the match are reduced/i);
    assert.match(general, /VPN/);
    assert.match(general, /robot/i);
    assert.match(general, /multiple entries/i);
    assert.match(general, /only the winning bets are voided/i);
    assert.match(general, /group betting/i);
    assert.match(general, /punching/i);
    assert.match(general, /2x|twice/);
    assert.match(general, /7 days/);
    assert.match(general, /72 hours/);
    assert.match(general, /official result/i);
    assert.match(general, /palpable error/i);
    assert.match(general, /bet delay/i);
    assert.match(general, /SUSPENDED/);
    assert.match(general, /BALL RUNNING/);
    assert.match(general, /no bets are accepted/i);
    assert.match(general, /tie/i);
    assert.match(general, /no result/i);

    // Football and motor sport.
    assert.match(football, /48 hours/);
    assert.match(general, /48 hours/);
    assert.match(all, /Motor sport[^.]*72 hours/i);

    // Cricket over thresholds.
    assert.match(cricket, /ODI[^.]*25 overs/);
    assert.match(cricket, /T20[^.]*10 overs/);
    assert.match(cricket, /First-day session[^.]*25 overs/i);
    assert.match(cricket, /First-day total[^.]*80 overs/i);
    assert.match(cricket, /Innings runs[^.]*70 overs/i);
    assert.match(cricket, /official result/i);
    assert.match(cricket, /tied/i);

    // Bookmaker rates: profit per 100, rate 50 is decimal 1.50.
    assert.match(cricket, /profit per 100 staked/i);
    assert.match(cricket, /rate of 50 is the same as decimal odds of 1\.50/i);

    // Fancy: YES at or above the line, NO below, and Backlay's averages.
    assert.match(fancy, /YES wins when the final runs are at or above the line/);
    assert.match(fancy, /NO wins when the final runs are below the line/);
    assert.match(fancy, /45 fours/i);
    assert.match(fancy, /11 sixes/i);
    assert.match(fancy, /15 wickets/i);
    assert.match(fancy, /Backlay averages/);
    assert.match(fancy, /\d+ wides/);
    assert.match(fancy, /\d+ extras/);
    assert.match(fancy, /\d+ fifties/);
    assert.match(fancy, /\d+ century/);
  });

  test('the most important warnings are red', async () => {
    const p = await h.player();
    const data = await rules(p.token, '?sportName=General');
    const lines = data.flatMap((e) => e.rules.flatMap((r) => r.description));
    const colourOf = (pattern: RegExp) => lines.find((l) => pattern.test(l.text))?.color;
    assert.equal(colourOf(/void if the match is abandoned/), 'red');
    assert.equal(colourOf(/only the winning bets are voided/), 'red');
    assert.equal(colourOf(/2x the winnings/), 'red');
    assert.equal(colourOf(/7 days/), 'red');
  });

  test('sportName picks one tab, matched exactly but case-insensitively', async () => {
    const p = await h.player();
    for (const query of ['?sportName=cricket', '?sportName=CRICKET', '?sportName=Cricket']) {
      const data = await rules(p.token, query);
      assert.equal(data.length, 1, query);
      assert.equal(data[0]?.sportName, 'Cricket');
    }
    const horses = await rules(p.token, '?sportName=horse%20racing');
    assert.deepEqual(
      horses.map((e) => e.sportName),
      ['Horse Racing'],
    );
    const fancy = await rules(p.token, '?sportName=fancy');
    assert.deepEqual(fancy, [RULES.find((e) => e.sportName === 'Fancy')]);
  });

  test('an unknown sport is a 404 naming the tabs that exist', async () => {
    const p = await h.player();
    for (const name of ['darts', 'cric', 'cricket%20test', 'horse']) {
      const res = await h.inject('GET', `/rules?sportName=${name}`, { token: p.token });
      assert.equal(res.statusCode, 404, name);
      const { message } = body(res);
      assert.match(message, /no rules for/i);
      assert.match(message, /General, Cricket/);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
  });

  test('bad query keys or values are a 400', async () => {
    const p = await h.player();
    for (const query of [
      '?foo=1',
      '?sportName=cricket&foo=1',
      '?sportName=',
      `?sportName=${'x'.repeat(61)}`,
      '?sportName=a&sportName=b',
    ]) {
      const res = await h.inject('GET', `/rules${query}`, { token: p.token });
      assert.equal(res.statusCode, 400, query);
      assert.ok(body(res).message.length > 5, query);
    }
    const res = await h.inject('GET', '/rules?foo=1', { token: p.token });
    assert.match(body(res).message, /foo is not allowed/);
  });

  test('demo players and players who must change their password can read the rules', async () => {
    const forced = await h.player({ forceChangePassword: true });
    // This token is limited to changing the password: full-session calls refuse it.
    assert.equal((await h.inject('GET', '/button?type=Match', { token: forced.token })).statusCode, 403);
    assert.equal((await rules(forced.token)).length, RULES.length);

    await seedDemo(h.db, 'Backlay');
    const demo = await h.inject('POST', '/user/loginWithDemo');
    assert.equal(demo.statusCode, 200, demo.body);
    const { token } = body<{ token: string }>(demo).data;
    assert.deepEqual(
      (await rules(token, '?sportName=casino')).map((e) => e.sportName),
      ['Casino'],
    );
  });
});
