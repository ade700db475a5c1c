/**
 * Typed domain errors. Their `code` is a key of the error catalogue in contracts
 * (contracts/src/errors/error-codes.ts), so the route layer can turn them into an AppError
 * without the pure domain importing the kit.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

export class VisaTypeNotSupportedError extends DomainError {
  readonly code = 'VISA_TYPE_NOT_SUPPORTED' as const;
  readonly visaType: string;

  constructor(visaType: string, detail?: string) {
    super(`Visa type not supported for assessment: ${visaType || '(empty)'}${detail ? ` (${detail})` : ''}`);
    this.name = 'VisaTypeNotSupportedError';
    this.visaType = visaType;
  }
}
