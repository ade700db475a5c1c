-- Hand off at selection (docs/decisions/116-hand-off-at-selection.md): the specialist service owns the
-- request after matching.expert.selected, so matching's mirror of it goes: the facts of its quotes, its
-- paid service and its share of the load, and the quote projection. specialist_projection.active_requests
-- stays: from now on it is the count specialist.profile.updated carries, and each expert's value is
-- replaced by the specialist service's count at their next profile event.
-- AlterTable
ALTER TABLE "matching_requests" DROP COLUMN "accepted_quote_id",
DROP COLUMN "closed_at",
DROP COLUMN "closed_quote_id",
DROP COLUMN "closed_reason",
DROP COLUMN "load_counted",
DROP COLUMN "service_id",
DROP COLUMN "service_status",
DROP COLUMN "service_updated_at";

-- DropTable
DROP TABLE "quote_projection";
