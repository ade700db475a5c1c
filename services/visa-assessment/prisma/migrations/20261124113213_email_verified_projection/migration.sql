-- AlterTable
ALTER TABLE "user_projections" ADD COLUMN     "email_verified" BOOLEAN NOT NULL DEFAULT false;
