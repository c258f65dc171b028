-- CreateTable
CREATE TABLE "PosCallWindow" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "starts" TEXT NOT NULL DEFAULT '[]',
    "blockedUntil" BIGINT NOT NULL DEFAULT 0
);
