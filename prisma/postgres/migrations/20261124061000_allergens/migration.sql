-- Twin of: 20261124061000_allergens
-- CreateTable
CREATE TABLE "ProductAllergen" (
    "productId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    CONSTRAINT "ProductAllergen_pkey" PRIMARY KEY ("productId","allergen")
);

-- CreateTable
CREATE TABLE "ProductDietaryTag" (
    "productId" INTEGER NOT NULL,
    "tag" TEXT NOT NULL,

    CONSTRAINT "ProductDietaryTag_pkey" PRIMARY KEY ("productId","tag")
);

-- CreateTable
CREATE TABLE "OptionAllergen" (
    "featureId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    CONSTRAINT "OptionAllergen_pkey" PRIMARY KEY ("featureId","allergen")
);

-- CreateTable
CREATE TABLE "WebOrderLineAllergen" (
    "lineId" INTEGER NOT NULL,
    "allergen" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    CONSTRAINT "WebOrderLineAllergen_pkey" PRIMARY KEY ("lineId","allergen")
);

-- AddForeignKey
ALTER TABLE "ProductAllergen" ADD CONSTRAINT "ProductAllergen_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductDietaryTag" ADD CONSTRAINT "ProductDietaryTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebOrderLineAllergen" ADD CONSTRAINT "WebOrderLineAllergen_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "WebOrderLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
