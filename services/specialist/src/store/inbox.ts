import type { TRequestListQuery, TSpecialistRequest } from '@tov/contracts';
import type { SqlStatements } from '@tov/kit';
import { UNKNOWN_NAME } from '../domain/views';

/** An instant as `Date.prototype.toISOString` writes it, from a `timestamp(3)` column (UTC). */
const iso = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of the expert's inbox in one prepared statement (bench/specialist): the requests (newest
 * selection first, an index range scan of `specialist_requests_inbox*_idx`), each with its client's
 * name, its standing quote and the price list's default amount, built by Postgres as the JSON of
 * the answer (`TSpecialistRequest`, as `requestView` and `quoteView` of domain/views.ts build it for
 * one request; the integration tests hold the two to the same answer), and the total under the same
 * filter from `specialist_request_counts`, which a trigger keeps (counting 10,000 rows on every call
 * cost the inbox half its rate). Node neither parses nor re-serialises the page: planning the
 * statement, counting and the JSON round trip were what set the inbox below auth/me's rate.
 */
export async function inboxPage(
  sql: SqlStatements,
  expertId: string,
  query: Pick<TRequestListQuery, 'status' | 'visaType' | 'page' | 'limit'>,
): Promise<{ itemsJson: string; total: number }> {
  const params: unknown[] = [expertId, UNKNOWN_NAME];
  // The same filter on the requests and on their counts (both have expert_id, status, visa_type).
  let where = 'expert_id = $1';
  if (query.status) {
    params.push(query.status);
    where += ` AND status = $${params.length}`;
  }
  if (query.visaType) {
    params.push(query.visaType);
    where += ` AND visa_type = $${params.length}`;
  }
  params.push(query.limit, (query.page - 1) * query.limit);
  const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`];
  // One prepared statement per filter combination: Postgres plans it once per connection (planning
  // took longer than running it).
  const name = `specialist.inbox.${query.status ? 's' : ''}${query.visaType ? 'v' : ''}`;
  const rows = await sql.query<{ total: number; items: string }>(
    `WITH expert AS (
       SELECT coalesce((SELECT name FROM specialist_profiles WHERE user_id = $1), (SELECT name FROM user_projection WHERE user_id = $1), $2::text) AS name
     )
     SELECT
       (SELECT coalesce(sum(n), 0)::int FROM specialist_request_counts WHERE ${where}) AS total,
       (SELECT coalesce(json_agg(item ORDER BY selected_at DESC, id DESC), '[]'::json)::text FROM (
          SELECT r.selected_at, r.id, json_build_object(
                   'requestId', r.id, 'status', r.status, 'clientId', r.client_id, 'clientName', coalesce(u.name, $2::text),
                   'assessmentId', r.assessment_id, 'visaType', r.visa_type, 'serviceOption', r.service_option,
                   'selectedAt', ${iso('r.selected_at')}, 'quote', q.quote,
                   'defaultAmount', (SELECT amount FROM specialist_prices p WHERE p.expert_id = $1 AND p.service_option = r.service_option AND p.visa_type = r.visa_type)
                 ) AS item
          FROM (SELECT * FROM specialist_requests WHERE ${where} ORDER BY selected_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) r
          LEFT JOIN user_projection u ON u.user_id = r.client_id
          LEFT JOIN LATERAL (
            SELECT json_build_object(
                     'quoteId', qq.id, 'requestId', qq.request_id, 'expertId', qq.expert_id, 'expertName', (SELECT name FROM expert),
                     'amount', qq.amount, 'currency', qq.currency, 'serviceOption', qq.service_option, 'message', qq.message,
                     'validUntil', ${iso('qq.valid_until')}, 'status', qq.status, 'createdAt', ${iso('qq.created_at')}
                   ) AS quote
            FROM quotes qq WHERE qq.request_id = r.id ORDER BY qq.created_at DESC, qq.id DESC LIMIT 1
          ) q ON true
        ) page) AS items`,
    params,
    name,
  );
  const row = rows[0]!;
  return { itemsJson: row.items, total: row.total };
}

/** The page's requests as objects (the dashboard's few). */
export async function inboxItems(
  sql: SqlStatements,
  expertId: string,
  query: Pick<TRequestListQuery, 'status' | 'visaType' | 'page' | 'limit'>,
): Promise<TSpecialistRequest[]> {
  return JSON.parse((await inboxPage(sql, expertId, query)).itemsJson) as TSpecialistRequest[];
}
