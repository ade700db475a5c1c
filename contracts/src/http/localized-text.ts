import { z } from 'zod';

/** A text in the four interface languages (spec 000 §9): the page shows the one chosen. */
export const ZLocalizedTextSchema = z.object({ ko: z.string(), en: z.string(), zh: z.string(), ja: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedTextSchema>;
