-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "purpose" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "orderPublicId" TEXT,
    "provider" TEXT NOT NULL,
    "providerId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable (written as ADD COLUMN, not a table rebuild, so that branches adding other ShopSettings columns in parallel merge safely)
ALTER TABLE "ShopSettings" ADD COLUMN "legalName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "tradeName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "address" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "phone" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "email" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "taxOffice" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "taxNumber" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "mersisNumber" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "etbisNumber" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "tagline" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShopSettings" ADD COLUMN "logoPath" TEXT;

-- CreateIndex
CREATE INDEX "OutboxMessage_recipient_createdAt_idx" ON "OutboxMessage"("recipient", "createdAt");
CREATE INDEX "OutboxMessage_orderPublicId_idx" ON "OutboxMessage"("orderPublicId");
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");
