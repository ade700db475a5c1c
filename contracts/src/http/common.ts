import { z } from 'zod';
import { ZUuidSchema } from './validators';

/** `/{id}` of a resource in a route path: a UUID, in lower case (ids are compared so everywhere). */
export const ZIdParamsSchema = z.object({ id: ZUuidSchema() });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;

/** The items a list answers when not asked for a number. */
export const PAGE_SIZE = 20;
/** The most items a list answers at once, whatever it is asked. */
export const PAGE_LIMIT_MAX = 100;

/** `page` and `limit` of a list (limit 1..100, `defaultLimit` when not asked): one paging for every list. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce
      .number({ error: 'page는 1 이상의 정수여야 합니다.' })
      .int({ error: 'page는 1 이상의 정수여야 합니다.' })
      .min(1, { error: 'page는 1 이상이어야 합니다.' })
      .default(1),
    limit: z.coerce
      .number({ error: 'limit은 1 이상의 정수여야 합니다.' })
      .int({ error: 'limit은 1 이상의 정수여야 합니다.' })
      .min(1, { error: 'limit은 1 이상이어야 합니다.' })
      .max(PAGE_LIMIT_MAX, { error: `limit은 ${PAGE_LIMIT_MAX} 이하여야 합니다.` })
      .default(defaultLimit),
  });
}
export type TPageQuery = z.infer<ReturnType<typeof pageQuery>>;

/** A page of `items` with the paging it was read with. */
export const ZPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** The paging of most lists (20 items unless asked); the visa history keeps the spec's 10. */
export const ZPageQuerySchema = pageQuery(PAGE_SIZE);
