import { validationError, isAdmin, type Identity } from '@tov/kit';
import type { ChallengeOwner } from '../store/challenges';
import type { TovsparkDb } from '../store/db';
import { findUser } from '../store/users';

/**
 * The owner of a challenge the caller creates (`POST /challenges`, `POST /challenges/create-from-template`):
 * the caller's account; a company account's own company name wins, an admin names the company it
 * creates for (docs/rules/tovspark.md).
 */
export async function challengeOwnerOf(db: TovsparkDb, identity: Identity, bodyCompanyName: string | undefined): Promise<ChallengeOwner> {
  const account = await findUser(db, identity.userId);
  const companyName = (!isAdmin(identity) ? account?.companyName : undefined) ?? bodyCompanyName;
  if (!companyName) throw validationError([{ field: 'companyName', message: '회사 이름을 입력해주세요.' }]);
  return { companyId: identity.userId, companyName };
}
