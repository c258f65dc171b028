-- Twin of: 20261124052227_seller_identity_and_outbox
-- AlterTable
ALTER TABLE "ShopSettings" ADD COLUMN     "address" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "email" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "etbisNumber" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "legalName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "logoPath" TEXT,
ADD COLUMN     "mersisNumber" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "tagline" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "taxNumber" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "taxOffice" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "tradeName" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxMessage_recipient_createdAt_idx" ON "OutboxMessage"("recipient", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_orderPublicId_idx" ON "OutboxMessage"("orderPublicId");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");
