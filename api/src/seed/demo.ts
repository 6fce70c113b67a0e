import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { newToken } from '../auth/tokens.js';
import { otpauthUri } from '../auth/totp.js';
import { createUser, userExists } from '../user/accounts.js';
import { post } from '../wallet/ledger.js';

export const DEMO_POOL_SIZE = 20;

export interface DemoLogin {
  userName: string;
  password: string;
  note: string;
}

/** The players `npm start` prints. Passwords are for the local demo only. */
export const DEMO_PLAYERS = {
  player: { userName: 'player1', password: 'Backlay#2026', note: 'ordinary player with 100,000 credit' },
  forced: { userName: 'newplayer', password: 'Welcome#2026', note: 'must change password at first login' },
  secure: { userName: 'secureplayer', password: 'Secure#2026', note: 'has an authenticator app' },
} as const;

/** A fixed secret, so the demo authenticator can be added to a phone from the printed URI. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const MARQUEE = 'Welcome to Backlay. In-play odds update live; bets are accepted at the price shown or better.';

/** Creates what is missing; running it again changes nothing. */
export async function seedDemo(db: Db, brandName: string): Promise<{ logins: DemoLogin[]; totpUri: string }> {
  const { player, forced, secure } = DEMO_PLAYERS;
  if (!(await userExists(db, player.userName))) {
    const u = await createUser(db, { userName: player.userName, password: player.password });
    await post(db, {
      userId: u.id,
      type: 'add',
      amountCents: 100_000_00,
      description: 'Opening credit',
      actor: 'seed',
    });
    await post(db, {
      userId: u.id,
      type: 'creditReference',
      amountCents: 100_000_00,
      description: 'Credit reference',
      actor: 'seed',
    });
  }
  if (!(await userExists(db, forced.userName))) {
    const u = await createUser(db, { userName: forced.userName, password: forced.password, forceChangePassword: true });
    await post(db, { userId: u.id, type: 'add', amountCents: 10_000_00, description: 'Opening credit', actor: 'seed' });
  }
  if (!(await userExists(db, secure.userName))) {
    const u = await createUser(db, { userName: secure.userName, password: secure.password });
    await db.update(users).set({ authenticatorType: 2, totpSecret: DEMO_TOTP_SECRET }).where(eq(users.id, u.id));
    await post(db, { userId: u.id, type: 'add', amountCents: 50_000_00, description: 'Opening credit', actor: 'seed' });
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.isDemo, true));
  if (n < DEMO_POOL_SIZE) {
    // Demo accounts never log in with a password: one unusable hash serves them all.
    const passwordHash = await hashPassword(newToken());
    for (let i = n + 1; i <= DEMO_POOL_SIZE; i++) {
      const name = `demo${String(i).padStart(3, '0')}`;
      if (!(await userExists(db, name))) await createUser(db, { userName: name, passwordHash, isDemo: true });
    }
  }
  await db.insert(notifications).values({ type: 'marquee', value: MARQUEE }).onConflictDoNothing();
  return {
    logins: [player, forced, secure].map((p) => ({ ...p })),
    totpUri: otpauthUri(brandName, secure.userName, DEMO_TOTP_SECRET),
  };
}
