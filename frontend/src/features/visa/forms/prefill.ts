import type { TUser } from '@tov/contracts';
import type { VisaFormDef } from './definitions';
import type { FormValues } from './form-logic';

/** Whole years between a birth date and today. */
export function ageOn(dateOfBirth: string, today = new Date()): number | null {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(born.getTime())) return null;
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/**
 * What the applicant gave at sign-up, as values of this form's fields (by the last segment of each
 * field's path: `personalInfo.nationality`, `nationality`, ...). Only fields the form has, and only
 * values the form's options accept.
 */
export function signUpValues(def: VisaFormDef, user: TUser | null | undefined): FormValues {
  if (!user) return {};
  const [firstName, ...rest] = user.name.trim().split(/\s+/);
  const known: Record<string, unknown> = {
    nationality: user.nationality,
    birthDate: user.dateOfBirth,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth) : undefined,
    gender: user.gender?.toUpperCase(),
    email: user.email,
    phone: user.phoneNumber,
    firstName: rest.length > 0 ? firstName : undefined,
    lastName: rest.length > 0 ? rest.join(' ') : undefined,
  };
  const values: FormValues = {};
  for (const step of def.steps) {
    for (const field of step.fields) {
      const value = known[field.name.split('.').pop()!];
      if (value === undefined || value === null || value === '') continue;
      if (field.options && !field.options.map(String).includes(String(value))) continue;
      values[field.name] = field.type === 'number' ? String(value) : value;
    }
  }
  return values;
}
