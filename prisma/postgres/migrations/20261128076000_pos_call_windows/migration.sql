-- Twin of: 20261128076000_pos_call_windows
-- CreateTable
CREATE TABLE "PosCallWindow" (
    "key" TEXT NOT NULL,
    "starts" TEXT NOT NULL DEFAULT '[]',
    "blockedUntil" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PosCallWindow_pkey" PRIMARY KEY ("key")
);
