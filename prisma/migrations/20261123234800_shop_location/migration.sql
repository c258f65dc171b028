-- AlterTable
ALTER TABLE "ShopSettings" ADD COLUMN "latitude" REAL;
ALTER TABLE "ShopSettings" ADD COLUMN "longitude" REAL;
