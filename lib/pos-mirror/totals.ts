/**
 * How much of the POS catalogue the mirror holds, for the staff's catalogue page.
 */
import 'server-only';
import { getDb } from '@/lib/db';

export interface MirrorTotals {
  categories: number;
  products: number;
  units: number;
  featureGroups: number;
  tables: number;
  paymentTypes: number;
}

/** Live (not removed) rows of the mirror, per kind. */
export async function getMirrorTotals(): Promise<MirrorTotals> {
  const db = getDb();
  const live = { where: { removedAt: null } };
  const [categories, products, units, featureGroups, tables, paymentTypes] = await Promise.all([
    db.posCategory.count(live),
    db.posProduct.count(live),
    db.posProductUnit.count(live),
    db.posFeatureGroup.count(live),
    db.posTable.count(live),
    db.posPaymentType.count(live),
  ]);
  return { categories, products, units, featureGroups, tables, paymentTypes };
}
