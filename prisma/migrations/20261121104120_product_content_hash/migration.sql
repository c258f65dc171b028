-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PosProduct" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "categoryId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "taxRate" REAL NOT NULL,
    "isStockFollow" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "contentHash" TEXT NOT NULL DEFAULT '',
    "removedAt" DATETIME,
    CONSTRAINT "PosProduct_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "PosCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_PosProduct" ("categoryId", "code", "id", "isStockFollow", "name", "position", "removedAt", "taxRate") SELECT "categoryId", "code", "id", "isStockFollow", "name", "position", "removedAt", "taxRate" FROM "PosProduct";
DROP TABLE "PosProduct";
ALTER TABLE "new_PosProduct" RENAME TO "PosProduct";
CREATE INDEX "PosProduct_code_idx" ON "PosProduct"("code");
CREATE INDEX "PosProduct_categoryId_idx" ON "PosProduct"("categoryId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
