-- CreateTable
CREATE TABLE "specialist_request_counts" (
    "expert_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "specialist_request_counts_pkey" PRIMARY KEY ("expert_id","status","visa_type")
);

-- CreateIndex
CREATE INDEX "specialist_requests_inbox_status_visa_idx" ON "specialist_requests"("expert_id", "status", "visa_type", "selected_at" DESC, "id" DESC);


-- Written by hand (schema.prisma cannot say it): the counts follow every write to specialist_requests,
-- one statement-level trigger per kind of write, each applying the statement's changes grouped by
-- (expert, status, visa type) in key order (rows are locked in one order, whatever the statement).
-- The body is an E'' string whose semicolons are written \073: the migration runner splits the
-- script at every semicolon. Created and backfilled under a lock, so no write falls between.
BEGIN;
LOCK TABLE "specialist_requests" IN SHARE ROW EXCLUSIVE MODE;
CREATE FUNCTION specialist_request_counts_apply() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO specialist_request_counts AS c (expert_id, status, visa_type, n)
    SELECT expert_id, status, visa_type, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (expert_id, status, visa_type) DO UPDATE SET n = c.n + EXCLUDED.n\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO specialist_request_counts AS c (expert_id, status, visa_type, n)
    SELECT expert_id, status, visa_type, -count(*)::int FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (expert_id, status, visa_type) DO UPDATE SET n = c.n + EXCLUDED.n\073
  ELSE
    INSERT INTO specialist_request_counts AS c (expert_id, status, visa_type, n)
    SELECT expert_id, status, visa_type, sum(d)::int FROM (
      SELECT expert_id, status, visa_type, 1 AS d FROM new_rows
      UNION ALL
      SELECT expert_id, status, visa_type, -1 AS d FROM old_rows
    ) delta GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (expert_id, status, visa_type) DO UPDATE SET n = c.n + EXCLUDED.n\073
  END IF\073
  RETURN NULL\073
END
';
CREATE TRIGGER specialist_request_counts_insert AFTER INSERT ON "specialist_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION specialist_request_counts_apply();
CREATE TRIGGER specialist_request_counts_update AFTER UPDATE ON "specialist_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION specialist_request_counts_apply();
CREATE TRIGGER specialist_request_counts_delete AFTER DELETE ON "specialist_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION specialist_request_counts_apply();
DELETE FROM specialist_request_counts;
INSERT INTO specialist_request_counts (expert_id, status, visa_type, n) SELECT expert_id, status, visa_type, count(*)::int FROM specialist_requests GROUP BY 1, 2, 3;
COMMIT;
