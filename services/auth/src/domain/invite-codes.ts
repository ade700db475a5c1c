import { timingSafeEqual } from 'node:crypto';
import type { TGrant } from '@tov/contracts';

/**
 * Community-admin invite codes (services/auth/README.md, Rules): an empty code grants nothing; a code that matches
 * one of the configured codes adds the `bridge_admin` grant; any other code is a validation error.
 */
export function grantsForInviteCode(code: string | undefined, validCodes: readonly string[]): { grants: TGrant[]; valid: boolean } {
  if (!code) return { grants: [], valid: true };
  const given = Buffer.from(code);
  const valid = validCodes.some((c) => {
    const expected = Buffer.from(c);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? { grants: ['bridge_admin'], valid } : { grants: [], valid };
}
