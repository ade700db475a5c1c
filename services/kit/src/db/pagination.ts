/** The rows of one page of a list (`page` from 1): what Prisma's `findMany` takes as `skip` and `take`. */
export function pageWindow(query: { page: number; limit: number }): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}
