-- AlterTable
ALTER TABLE "user_settings" ADD COLUMN     "visible_to_companies" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "visible_to_companies_changed_at" TIMESTAMP(3);
