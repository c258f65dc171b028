-- AlterTable: a plain ADD COLUMN, not the engine's table redefinition, so that columns other
-- migrations add to ShopSettings in parallel survive whichever order they are applied in.
ALTER TABLE "ShopSettings" ADD COLUMN "restaurantName" TEXT NOT NULL DEFAULT 'Sofra';
