import { z } from 'zod';
import { occupationByCode } from './occupation-list';

/**
 * The official E-7 occupation list (issue 21 §3), shared by the employee and offer forms, the visa
 * gate and the E-7 assessment. The list and its search are zod-free in `occupation-list.ts` (the
 * visa forms import that file directly); this module adds the schema of a listed code.
 */
export * from './occupation-list';

export const OCCUPATION_NOT_LISTED_MESSAGE = '직종 코드가 공식 목록에 없습니다.';

/** A code of the official list, trimmed and upper-cased ('s2353' reads S2353). */
export const ZOccupationCodeSchema = z
  .string({ error: OCCUPATION_NOT_LISTED_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((code) => occupationByCode(code) !== undefined, { error: OCCUPATION_NOT_LISTED_MESSAGE });
export type TOccupationCode = z.infer<typeof ZOccupationCodeSchema>;
