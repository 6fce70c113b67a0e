import { openDatabase, rawQuery } from '../db/client.js';
import { createUser } from '../user/accounts.js';
import { post } from '../wallet/ledger.js';
import { createSession } from '../auth/sessions.js';
const url = process.env.URL ?? 'memory://';
const database = openDatabase(url, {});
await database.migrate();
const q = rawQuery(database.db);
const user = await createUser(database.db, { userName: `mb${Date.now()}`, passwordHash: 'x' });
await post(database.db, { userId: user.id, type: 'add', amountCents: 1_000_000_000, description: 'c' });
const s = await createSession(database.db, user.id, 'full', Date.now(), 3600);
const N = 2000;
let version: number | null = null;
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  const [r] = await q(`select * from place_bet(${Array.from({ length: 29 }, (_, k) => `$${k + 1}`).join(',')})`, [
    s.sessionId, new Date().toISOString(), user.id, 7301, 'mkt1', 'match1', 'matchOdds', 'decimal', 'Match Odds', '[1,2]', null,
    version, ((i + 1) * 1).toFixed(2), 1e9, 1e12, `k${i}`, 'h', 'matchBetting', 'A v B', 'cricket', 1, 'A', 'BACK', '1.01', '1.01', null, '1.00', '0.01', '1.00'], 'place_bet');
  if (r!.o_status !== 'PLACED') throw new Error(String(r!.o_status));
  version = Number(r!.o_version);
}
let t1 = performance.now();
console.log('place_bet per call ms', ((t1 - t0) / N).toFixed(3));
t0 = performance.now();
for (let i = 0; i < N; i++) {
  await q('begin', []);
  await q(`update wallets set exposure = exposure + 1 where user_id = $1 and balance - exposure >= 1`, [user.id], 'w');
  await q(`insert into bets (user_id, idempotency_key, request_hash, kind, match_id, market_id, market_type, market_name, event_name, event_type, selection_id, team_name, side, odds, requested_odds, stake, win_amount, loss_amount) values ($1,$2,'h','matchBetting','m2','mkt2','matchOdds','Match Odds','A v B','cricket',1,'A','BACK',1.01,1.01,1,0.01,1)`, [user.id, `b${i}`], 'b');
  await q(`insert into market_exposures (user_id, market_id, match_id, exposure) values ($1,'mkt2','m2',1) on conflict (user_id, market_id) do update set exposure = market_exposures.exposure + 1`, [user.id], 'e');
  await q('commit', []);
}
t1 = performance.now();
console.log('baseline tx per call ms', ((t1 - t0) / N).toFixed(3));
t0 = performance.now();
for (let i = 0; i < N; i++) await q('select 1', []);
console.log('select 1 ms', ((performance.now() - t0) / N).toFixed(3));
await database.close();
