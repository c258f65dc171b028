-- AlterTable
ALTER TABLE "ArchivedOrder" ADD COLUMN "anonymisedAt" DATETIME;

-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN "anonymisedAt" DATETIME;

-- CreateTable
CREATE TABLE "PrivacySettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "retentionMonths" INTEGER NOT NULL DEFAULT 24,
    "noticeTr" TEXT,
    "noticeEn" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ConsentRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phone" TEXT NOT NULL,
    "channels" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "wording" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "orderPublicId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ErasureRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffUserId" INTEGER,
    "staffName" TEXT NOT NULL,
    "phoneHash" TEXT NOT NULL,
    "webOrders" INTEGER NOT NULL,
    "archivedOrders" INTEGER NOT NULL,
    "messages" INTEGER NOT NULL,
    "consents" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "ConsentRecord_phone_createdAt_idx" ON "ConsentRecord"("phone", "createdAt");

-- CreateIndex
CREATE INDEX "ErasureRecord_at_idx" ON "ErasureRecord"("at");
