import { userRegisteredV1, type TGrant, type TRegisterRequest } from '@tov/contracts';
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

/** `auth.user.registered`: a new account exists. */
export function userRegisteredEvent(user: StoredUser, request: TRegisterRequest, roles: TGrant[]): OutboxMessage<typeof userRegisteredV1> {
  return {
    event: userRegisteredV1,
    key: user.id,
    source: SOURCE,
    data: {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: request.role,
      roles,
      registeredAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerifiedAt !== null,
      ...projectedFields(request),
    },
  };
}
