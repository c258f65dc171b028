-- CreateTable
CREATE TABLE "DeliveryZone" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "places" TEXT NOT NULL DEFAULT '[]',
    "radiusMeters" INTEGER,
    "polygon" TEXT,
    "referenceLatitude" REAL,
    "referenceLongitude" REAL,
    "feeMinor" INTEGER NOT NULL DEFAULT 0,
    "freeAboveMinor" INTEGER,
    "minimumOrderMinor" INTEGER NOT NULL DEFAULT 0,
    "extraMinutes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "DeliveryZone_position_idx" ON "DeliveryZone"("position");
