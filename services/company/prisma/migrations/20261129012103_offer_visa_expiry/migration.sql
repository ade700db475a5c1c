-- AlterTable
ALTER TABLE "offers" ADD COLUMN     "visa_expiry_date" DATE;
