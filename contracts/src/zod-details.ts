import type { z } from 'zod';
import type { TFieldError } from './envelope';

/** Turns a zod error into `details`: one entry per failing field, named by its dotted path. */
export function zodIssuesToDetails(error: z.ZodError): TFieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}
