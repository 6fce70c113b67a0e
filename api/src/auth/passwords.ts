import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules can't read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Checked before hashing so a hostile body can't make the server hash megabytes (the rule is shared with the apps). */
export { passwordProblem } from '@backlay/shared/rules';
