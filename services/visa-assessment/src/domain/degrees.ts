import { key } from './normalise';

/** Degree levels the points tables name (spec 001 §5), highest first. */
export const DEGREE_LEVELS = ['DOCTORATE', 'MASTER', 'BACHELOR', 'ASSOCIATE'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number] | 'OTHER' | 'NONE';

const SYNONYMS: Readonly<Record<string, DegreeLevel>> = {
  DOCTORATE: 'DOCTORATE',
  DOCTOR: 'DOCTORATE',
  DOCTORAL: 'DOCTORATE',
  PHD: 'DOCTORATE',
  PH_D: 'DOCTORATE',
  MASTER: 'MASTER',
  MASTERS: 'MASTER',
  MASTER_S: 'MASTER',
  MSC: 'MASTER',
  MA: 'MASTER',
  MBA: 'MASTER',
  BACHELOR: 'BACHELOR',
  BACHELORS: 'BACHELOR',
  BACHELOR_S: 'BACHELOR',
  UNDERGRADUATE: 'BACHELOR',
  BSC: 'BACHELOR',
  BA: 'BACHELOR',
  ASSOCIATE: 'ASSOCIATE',
  ASSOCIATES: 'ASSOCIATE',
  ASSOCIATE_S: 'ASSOCIATE',
  COLLEGE: 'ASSOCIATE',
  DIPLOMA: 'ASSOCIATE',
  NONE: 'NONE',
  NO_DEGREE: 'NONE',
};

/** A degree as one of the table's levels; any other stated level is OTHER, nothing is NONE. */
export function degreeLevel(value: unknown): DegreeLevel {
  const k = key(value).replace(/'/g, '_');
  if (k === '') return 'NONE';
  return SYNONYMS[k] ?? 'OTHER';
}

const RANK: Readonly<Record<DegreeLevel, number>> = { DOCTORATE: 5, MASTER: 4, BACHELOR: 3, ASSOCIATE: 2, OTHER: 1, NONE: 0 };

/** True when `level` is at least `minimum` (MASTER >= BACHELOR). */
export function degreeAtLeast(level: DegreeLevel, minimum: DegreeLevel): boolean {
  return RANK[level] >= RANK[minimum];
}
