import { SPECIALIST_VISA_TYPES, type TExpertise, type TUserRegisteredV1 } from '@tov/contracts';

/**
 * A new `pro` account's first profile, from what the sign-up told: its field, certifications and
 * years. Korean is every expert's consultation language; the visa types follow the field
 * (administrative specialists file every kind of application), the way matching reads a sign-up
 * until the expert edits the profile (services/matching src/domain/specialist-profile.ts).
 */
const VISA_TYPES_BY_EXPERTISE: Record<TExpertise, readonly string[]> = {
  administrative: SPECIALIST_VISA_TYPES,
  language: ['E-2', 'F-2', 'F-6'],
  culture: ['E-6', 'F-2', 'F-6'],
  psychology: ['F-6'],
};

export interface InitialProfile {
  userId: string;
  name: string;
  email: string;
  expertise: TExpertise;
  certifications: string[];
  experienceYears: number;
  languages: string[];
  supportedVisaTypes: string[];
}

export function profileFromRegistration(data: TUserRegisteredV1): InitialProfile {
  const expertise = data.expertise ?? 'administrative';
  return {
    userId: data.userId,
    name: data.name,
    email: data.email,
    expertise,
    certifications: (data.certification ?? []).map((c) => c.trim()).filter(Boolean),
    experienceYears: Math.max(0, Math.min(60, Math.round(data.experience ?? 0))),
    languages: ['ko'],
    supportedVisaTypes: [...VISA_TYPES_BY_EXPERTISE[expertise]],
  };
}

/** A `pro` account (its role, or a grant of it). */
export const isPro = (data: Pick<TUserRegisteredV1, 'role' | 'roles'>) => data.role === 'pro' || data.roles.includes('pro');
