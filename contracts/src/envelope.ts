import { z } from 'zod';

/** Every JSON answer of the platform: `{ success, data, message, timestamp }` (spec 000 §3). */
export const ZFieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldErrorSchema>;

export const ZSuccessEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string(), timestamp: z.string() });

export const ZErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  code: z.string(),
  message: z.string(),
  details: z.array(ZFieldErrorSchema).optional(),
  requestId: z.string().optional(),
  timestamp: z.string(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

export interface TSuccessEnvelope<T> {
  success: true;
  data: T;
  message: string;
  timestamp: string;
}

export function successEnvelope<T>(data: T, message = 'OK'): TSuccessEnvelope<T> {
  return { success: true, data, message, timestamp: new Date().toISOString() };
}

export function errorEnvelope(code: string, message: string, details?: TFieldError[], requestId?: string): TErrorEnvelope {
  return {
    success: false,
    data: null,
    code,
    message,
    ...(details && details.length > 0 ? { details } : {}),
    ...(requestId ? { requestId } : {}),
    timestamp: new Date().toISOString(),
  };
}
