import argon2 from 'argon2';

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes): strong, yet a login stays well under 100 ms. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

/** A fixed hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
  return dummyHash;
}

/** The password functions the routes use, passed in (a test wraps `verify` to count the checks). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** A hash to verify against when there is no account, so the answer time does not tell. */
  dummyHash(): Promise<string>;
}

export const argon2Passwords: Passwords = { hash: hashPassword, verify: verifyPassword, dummyHash: dummyPasswordHash };
