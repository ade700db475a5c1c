import { ERROR_CODES, type ErrorCode, type TFieldError } from '@tov/contracts';

/** A failure with a catalogue code: the kit's error handler turns it into the envelope and status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: TFieldError[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: { details?: TFieldError[]; headers?: Record<string, string> } = {}) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function validationError(details: TFieldError[], message?: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { details });
}
