import { createHash, randomBytes } from 'node:crypto';

/**
 * The random tokens of refresh cookies and e-mailed links: 32 bytes (256 bits) in base64url. Only
 * their SHA-256 is stored, so a copy of the database cannot sign anyone in; a plain hash suffices
 * because the token is random, not chosen by a person.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
