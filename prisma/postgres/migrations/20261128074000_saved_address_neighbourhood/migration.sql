-- Twin of: 20261128074000_saved_address_neighbourhood
-- AlterTable
ALTER TABLE "CustomerAddress" ADD COLUMN     "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "neighbourhood" TEXT NOT NULL DEFAULT '';
