import { zodIssuesToDetails } from '@tov/contracts';
import type { z } from 'zod';
import { validationError } from '../errors';

/** Parses input with a contract schema; a failure is a VALIDATION_ERROR naming each field in `details`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(zodIssuesToDetails(result.error));
  return result.data;
}
