-- CreateTable
CREATE TABLE "submission_files" (
    "id" UUID NOT NULL,
    "challenge_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "object_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "submission_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "submission_files_object_key_key" ON "submission_files"("object_key");

-- CreateIndex
CREATE INDEX "submission_files_challenge_id_user_id_idx" ON "submission_files"("challenge_id", "user_id");

-- AddForeignKey
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE ON UPDATE CASCADE;
