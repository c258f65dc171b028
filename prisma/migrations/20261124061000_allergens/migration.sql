-- CreateTable
CREATE TABLE "ProductAllergen" (
    "productId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    PRIMARY KEY ("productId", "allergen"),
    CONSTRAINT "ProductAllergen_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductDietaryTag" (
    "productId" INTEGER NOT NULL,
    "tag" TEXT NOT NULL,

    PRIMARY KEY ("productId", "tag"),
    CONSTRAINT "ProductDietaryTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OptionAllergen" (
    "featureId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    PRIMARY KEY ("featureId", "allergen")
);

-- CreateTable
CREATE TABLE "WebOrderLineAllergen" (
    "lineId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    PRIMARY KEY ("lineId", "allergen"),
    CONSTRAINT "WebOrderLineAllergen_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "WebOrderLine" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
