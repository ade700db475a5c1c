/**
 * The service options an applicant chooses with an expert (matching) and an expert prices and quotes
 * (the specialist workspace). In a file of their own so that `matching.ts` and `specialist.ts` can
 * both use them without importing each other.
 */
export const SERVICE_OPTIONS = ['consultation', 'document_review', 'full_service'] as const;
export type TServiceOption = (typeof SERVICE_OPTIONS)[number];
