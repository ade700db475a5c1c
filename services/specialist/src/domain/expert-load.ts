import { ACTIVE_SERVICE_STATUSES, type TSpecialistRequestStatus } from '@tov/contracts';

/**
 * An expert's load: their requests that are open, published as `activeRequests` of
 * `specialist.profile.updated` (matching ranks with it; docs/decisions/116-hand-off-at-selection.md).
 * A request counts from the applicant's choice (it arrives `new`) until it ends:
 *
 * - its standing quote declined or expired (the request `declined` or `expired`: final here, no newer
 *   quote can reopen it; a superseded quote changes nothing, the request stays `quoted`);
 * - once paid (`accepted`), while its service runs: it ends when the service is completed or cancelled.
 */
export const OPEN_REQUEST_STATUSES = ['new', 'quoted'] as const satisfies readonly TSpecialistRequestStatus[];

/** The service statuses of a paid request that still count (the contracts' active ones). */
export const LOADED_SERVICE_STATUSES = ACTIVE_SERVICE_STATUSES;

/** Whether one request adds to its expert's load: its status and, once paid, its service's status. */
export function holdsLoad(requestStatus: string, serviceStatus: string | null): boolean {
  if (requestStatus === 'accepted') return serviceStatus !== null && (LOADED_SERVICE_STATUSES as readonly string[]).includes(serviceStatus);
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(requestStatus);
}

/** The load of a set of requests (what store/expert-load.ts counts in SQL for one expert). */
export function loadOf(requests: ReadonlyArray<{ status: string; serviceStatus: string | null }>): number {
  return requests.filter((r) => holdsLoad(r.status, r.serviceStatus)).length;
}
