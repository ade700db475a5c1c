-- DropIndex
DROP INDEX "outbox_events_status_available_at_idx";

-- CreateIndex
CREATE INDEX "outbox_events_due_idx" ON "outbox_events"("created_at", "id") WHERE (status IN ('pending', 'failed'));

-- CreateIndex
CREATE INDEX "outbox_events_published_idx" ON "outbox_events"("published_at") WHERE (status = 'published');
