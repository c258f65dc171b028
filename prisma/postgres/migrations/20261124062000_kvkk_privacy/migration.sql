-- Twin of: 20261124062000_kvkk_privacy
-- AlterTable
ALTER TABLE "ArchivedOrder" ADD COLUMN     "anonymisedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN     "anonymisedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PrivacySettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "retentionMonths" INTEGER NOT NULL DEFAULT 24,
    "noticeTr" TEXT,
    "noticeEn" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PrivacySettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsentRecord" (
    "id" SERIAL NOT NULL,
    "phone" TEXT NOT NULL,
    "channels" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "wording" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "orderPublicId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsentRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ErasureRecord" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffUserId" INTEGER,
    "staffName" TEXT NOT NULL,
    "phoneHash" TEXT NOT NULL,
    "webOrders" INTEGER NOT NULL,
    "archivedOrders" INTEGER NOT NULL,
    "messages" INTEGER NOT NULL,
    "consents" INTEGER NOT NULL,

    CONSTRAINT "ErasureRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConsentRecord_phone_createdAt_idx" ON "ConsentRecord"("phone", "createdAt");

-- CreateIndex
CREATE INDEX "ErasureRecord_at_idx" ON "ErasureRecord"("at");
