import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, wallets } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { hashPassword } from '../auth/passwords.js';
import { newToken } from '../auth/tokens.js';

export interface NewUser {
  userName: string;
  password?: string;
  isDemo?: boolean;
  forceChangePassword?: boolean;
  /** A precomputed hash, so bulk creation (demo pools, tests) needn't hash each time. */
  passwordHash?: string;
}

export const USER_NAME_RE = /^[A-Za-z0-9_.-]{3,32}$/;

export async function createUser(db: Db, input: NewUser): Promise<{ id: string; userName: string }> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? newToken()));
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${input.userName})`);
    if (existing) throw conflict(`User name "${input.userName}" is taken.`);
    const [user] = await tx
      .insert(users)
      .values({
        userName: input.userName,
        passwordHash,
        isDemo: input.isDemo ?? false,
        forceChangePassword: input.forceChangePassword ?? false,
      })
      .returning({ id: users.id, userName: users.userName });
    await tx.insert(wallets).values({ userId: user!.id });
    return user!;
  });
}

export async function findUserByName(db: Db, userName: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  if (!user) throw notFound(`No user named "${userName}".`);
  return user;
}

export async function userExists(db: Db, userName: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return Boolean(user);
}
