-- AlterTable
ALTER TABLE "Cart" ADD COLUMN "lastOrderAt" DATETIME;
ALTER TABLE "Cart" ADD COLUMN "lastOrderPublicId" TEXT;
