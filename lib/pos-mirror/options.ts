/**
 * Reads of the mirrored POS options: features and their groups as offered on products (with the
 * extra price per product), excludable ingredients and menu (combo) groups.
 */
import 'server-only';
import { getDb } from '@/lib/db';

const live = { removedAt: null };
const liveFeature = { ...live, feature: { ...live, group: live } };

/** Every live offer of a live feature that costs extra on some product, with the feature and its group. */
export async function listPaidFeatureOffers() {
  return getDb().posFeatureProduct.findMany({
    where: { ...liveFeature, additionalPriceMinor: { gt: 0 } },
    select: {
      additionalPriceMinor: true,
      feature: { select: { id: true, name: true, position: true, group: { select: { name: true, position: true } } } },
    },
  });
}

/** A live feature's name; null when unknown or removed. */
export async function findLiveFeature(featureId: number) {
  return getDb().posFeature.findFirst({ where: { id: featureId, ...live }, select: { name: true } });
}

/** The live options, excludable ingredients and menu groups (with their live items) of these products. */
export async function loadProductOptions(productIds: readonly number[]) {
  const db = getDb();
  const ids = { productId: { in: [...productIds] } };
  const [features, excluded, menuGroups] = await Promise.all([
    db.posFeatureProduct.findMany({ where: { ...ids, ...liveFeature }, include: { feature: { include: { group: true } } } }),
    db.posExcludedFeature.findMany({ where: { ...ids, ...live } }),
    db.posMenuGroup.findMany({ where: { ...ids, ...live }, include: { items: { where: live } } }),
  ]);
  return { features, excluded, menuGroups };
}
