import { AppError } from '@tov/kit';
import { isErrorCode } from '@tov/contracts';
import { DomainError } from './domain';

/** The domain has no I/O and no kit: its typed errors become catalogue errors here. */
export function toAppError(error: unknown, field = 'visaType'): unknown {
  if (error instanceof DomainError && isErrorCode(error.code)) {
    return new AppError(error.code, undefined, { details: [{ field, message: error.message }] });
  }
  return error;
}
