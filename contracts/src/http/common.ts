import { z } from 'zod';
import { ZUuidSchema } from './validators';

/** `/{id}` of a resource in a route path: a UUID, in lower case (ids are compared so everywhere). */
export const ZIdParamsSchema = z.object({ id: ZUuidSchema() });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;
