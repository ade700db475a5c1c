-- DropIndex
DROP INDEX "matching_requests_user_id_idx";

-- AlterTable
ALTER TABLE "specialist_projection" ADD COLUMN     "bio" TEXT,
ADD COLUMN     "fees" JSONB NOT NULL DEFAULT '[]';

-- One request per (applicant, assessment): of requests made twice before this, the first stays
-- (a selection made on a later one moves onto it, so no choice is lost).
UPDATE "matching_requests" AS kept SET
  "status" = later."status", "selected_expert_id" = later."selected_expert_id",
  "service_option" = later."service_option", "selected_at" = later."selected_at"
FROM "matching_requests" AS later
WHERE later."user_id" = kept."user_id" AND later."assessment_id" = kept."assessment_id"
  AND later."created_at" > kept."created_at" AND later."status" = 'expert_selected' AND kept."status" = 'open'
  AND NOT EXISTS (SELECT 1 FROM "matching_requests" AS earlier WHERE earlier."user_id" = kept."user_id"
                  AND earlier."assessment_id" = kept."assessment_id" AND earlier."created_at" < kept."created_at");
DELETE FROM "matching_requests" AS later USING "matching_requests" AS kept
WHERE later."user_id" = kept."user_id" AND later."assessment_id" = kept."assessment_id"
  AND (later."created_at", later."id") > (kept."created_at", kept."id");

-- CreateIndex
CREATE UNIQUE INDEX "matching_requests_user_id_assessment_id_key" ON "matching_requests"("user_id", "assessment_id");
