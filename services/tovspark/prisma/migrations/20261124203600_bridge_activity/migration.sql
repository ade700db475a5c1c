-- CreateTable
CREATE TABLE "bridge_activities" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,
    "minutes" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bridge_activities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bridge_activities_user_id_occurred_at_idx" ON "bridge_activities"("user_id", "occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "bridge_activities_user_id_kind_title_occurred_at_key" ON "bridge_activities"("user_id", "kind", "title", "occurred_at");
