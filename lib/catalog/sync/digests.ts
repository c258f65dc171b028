/**
 * The digests of the POS bodies the mirror was last written from (decision 065). Stored in
 * SiteState in the same transaction as the mirror, so they always describe the committed mirror.
 */
import { z } from 'zod';
import type { PosCatalogDigests } from '@/lib/pos';
import { MIRROR_FORMAT } from '@/lib/catalog/sync/product-rows';
import { get, run, type Steps } from '@/lib/catalog/sync/sql';
import { sqliteTimestamp } from '@/lib/db/timestamp';

const KEY = 'catalog-sync.digests';

const stored = z.object({
  format: z.number(),
  /** Live products after that sync: a mirror emptied or edited by hand no longer matches. */
  products: z.number(),
  digests: z.object({ products: z.string(), features: z.string(), areasWithTables: z.string(), paymentTypes: z.string() }),
});

function* liveProducts(): Steps<number> {
  const row = yield* get<{ n: number }>('SELECT COUNT(*) AS "n" FROM "PosProduct" WHERE "removedAt" IS NULL');
  return row?.n ?? 0;
}

/**
 * The digests to compare the POS bodies with, or null when they cannot be trusted: none stored, a
 * different mirror format, or a mirror whose live products no longer number what the sync left.
 */
export function* readKnownDigests(): Steps<PosCatalogDigests | null> {
  const row = yield* get<{ value: string }>('SELECT "value" FROM "SiteState" WHERE "key" = ?', [KEY]);
  if (!row) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(json);
  if (!parsed.success || parsed.data.format !== MIRROR_FORMAT) return null;
  return parsed.data.products === (yield* liveProducts()) ? parsed.data.digests : null;
}

/** Records the digests of the bodies the mirror now reflects (call inside the mirror transaction). */
export function* storeDigests(digests: PosCatalogDigests, at: Date): Steps<void> {
  const value = JSON.stringify({ format: MIRROR_FORMAT, products: yield* liveProducts(), digests });
  yield* run(
    'INSERT INTO "SiteState" ("key", "value", "updatedAt") VALUES (?, ?, ?) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updatedAt" = excluded."updatedAt"',
    [KEY, value, sqliteTimestamp(at)],
  );
}
