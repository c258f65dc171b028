-- Twin of: 20261124064000_delivery_zones
-- CreateTable
CREATE TABLE "DeliveryZone" (
    "id" SERIAL NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "places" TEXT NOT NULL DEFAULT '[]',
    "radiusMeters" INTEGER,
    "polygon" TEXT,
    "referenceLatitude" DOUBLE PRECISION,
    "referenceLongitude" DOUBLE PRECISION,
    "feeMinor" INTEGER NOT NULL DEFAULT 0,
    "freeAboveMinor" INTEGER,
    "minimumOrderMinor" INTEGER NOT NULL DEFAULT 0,
    "extraMinutes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryZone_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryZone_position_idx" ON "DeliveryZone"("position");
