-- The relay deletes a row once it is published (Kafka holds the event) instead of marking it
-- published and purging it a day later: rows kept until now are deleted here.
DELETE FROM "outbox_events" WHERE "status" = 'published';

-- DropIndex
DROP INDEX "outbox_events_published_idx";

-- AlterTable
ALTER TABLE "outbox_events" DROP COLUMN "published_at";
