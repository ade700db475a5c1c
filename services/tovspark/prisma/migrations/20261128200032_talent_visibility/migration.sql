-- AlterTable
ALTER TABLE "talents" ADD COLUMN     "visibility_changed_at" TIMESTAMP(3),
ADD COLUMN     "visible_to_companies" BOOLEAN NOT NULL DEFAULT false;
