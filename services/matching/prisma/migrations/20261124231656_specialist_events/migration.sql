-- The vacation becomes its dates (specialist.profile.updated). Nothing ever set on_vacation (no
-- service published vacations before the specialist workspace), so no dates are lost with it.
-- AlterTable
ALTER TABLE "specialist_projection" DROP COLUMN "on_vacation",
ADD COLUMN     "profile_updated_at" TIMESTAMP(3),
ADD COLUMN     "vacation_from" DATE,
ADD COLUMN     "vacation_to" DATE;

-- AlterTable
ALTER TABLE "matching_requests" ADD COLUMN     "accepted_quote_id" TEXT,
ADD COLUMN     "closed_at" TIMESTAMP(3),
ADD COLUMN     "closed_quote_id" TEXT,
ADD COLUMN     "closed_reason" TEXT,
ADD COLUMN     "load_counted" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "service_id" TEXT,
ADD COLUMN     "service_status" TEXT,
ADD COLUMN     "service_updated_at" TIMESTAMP(3);

-- Every request selected so far added one to its expert's active_requests: it holds that load
-- until its quote is declined or expires or its service ends (domain/request-load.ts).
UPDATE "matching_requests" SET "load_counted" = true WHERE "status" = 'expert_selected';

-- CreateTable
CREATE TABLE "quote_projection" (
    "quote_id" TEXT NOT NULL,
    "request_id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "service_option" TEXT NOT NULL,
    "message" TEXT,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quote_projection_pkey" PRIMARY KEY ("quote_id")
);

-- CreateIndex
CREATE INDEX "quote_projection_request_id_sent_at_idx" ON "quote_projection"("request_id", "sent_at");
