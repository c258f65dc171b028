/**
 * The digests of the POS bodies the mirror was last written from (decision 065). Stored in
 * SiteState in the same transaction as the mirror, so they always describe the committed mirror.
 */
import { z } from 'zod';
import type { PosCatalogDigests } from '@/lib/pos';
import { MIRROR_FORMAT } from '@/lib/catalog/sync/product-rows';
import { type Connection } from '@/lib/catalog/sync/sqlite';
import { cachedStatement } from '@/lib/db/statement-cache';
import { sqliteTimestamp } from '@/lib/db/timestamp';

const KEY = 'catalog-sync.digests';

const stored = z.object({
  format: z.number(),
  /** Live products after that sync: a mirror emptied or edited by hand no longer matches. */
  products: z.number(),
  digests: z.object({ products: z.string(), features: z.string(), areasWithTables: z.string(), paymentTypes: z.string() }),
});

function liveProducts(connection: Connection): number {
  const row = cachedStatement(connection, 'SELECT COUNT(*) AS n FROM "PosProduct" WHERE "removedAt" IS NULL').get() as { n: number };
  return row.n;
}

/**
 * The digests to compare the POS bodies with, or null when they cannot be trusted: none stored, a
 * different mirror format, or a mirror whose live products no longer number what the sync left.
 */
export function readKnownDigests(connection: Connection): PosCatalogDigests | null {
  const row = cachedStatement(connection, 'SELECT "value" FROM "SiteState" WHERE "key" = ?').get(KEY) as { value: string } | undefined;
  if (!row) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(json);
  if (!parsed.success || parsed.data.format !== MIRROR_FORMAT) return null;
  return parsed.data.products === liveProducts(connection) ? parsed.data.digests : null;
}

/** Records the digests of the bodies the mirror now reflects (call inside the mirror transaction). */
export function storeDigests(connection: Connection, digests: PosCatalogDigests, at: Date): void {
  const value = JSON.stringify({ format: MIRROR_FORMAT, products: liveProducts(connection), digests });
  cachedStatement(
    connection,
    'INSERT INTO "SiteState" ("key", "value", "updatedAt") VALUES (?, ?, ?) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updatedAt" = excluded."updatedAt"',
  ).run(KEY, value, sqliteTimestamp(at));
}
