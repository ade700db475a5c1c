import { userRegisteredV1, ZRoleSchema, type TGrant, type TRegisterRequest } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { StoredUser } from '../domain/user-view';
import { SOURCE } from './published';

/** The sign-up fields other services project, by account kind (matching: specialists; visa: applicants). */
function projectedFields(request: TRegisterRequest) {
  switch (request.role) {
    case 'challenger':
      return { nationality: request.nationality, visaType: request.visaType, purpose: request.purpose };
    case 'company':
      return { companyName: request.companyName };
    case 'pro':
      return { expertise: request.expertise, certification: request.certification, experience: request.experience };
  }
}

/**
 * `auth.user.registered`: a new account exists, with the role it has (an admin the seed makes from an
 * applicant's sign-up form is an admin, never an applicant) and, for an applicant, whether it chose to
 * be visible to companies (docs/decisions/127-talent-search-opt-in.md).
 */
export function userRegisteredEvent(
  user: StoredUser,
  request: TRegisterRequest,
  roles: TGrant[],
  visibleToCompanies = false,
): OutboxMessage<typeof userRegisteredV1> {
  const role = ZRoleSchema.parse(user.role);
  return {
    event: userRegisteredV1,
    key: user.id,
    source: SOURCE,
    data: {
      userId: user.id,
      email: user.email,
      name: user.name,
      role,
      roles,
      registeredAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerifiedAt !== null,
      ...(role === request.role ? projectedFields(request) : {}),
      ...(role === 'challenger' ? { visibleToCompanies } : {}),
    },
  };
}
