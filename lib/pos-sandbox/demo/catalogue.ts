import type { SandboxCatalogue } from '@/lib/pos-sandbox/types';
import { toWireCategories } from './authoring';
import { buildFeatureGroups } from './features';
import { demoCategorySpecs } from './products';
import { demoAreas, demoCouriers, demoDiscounts, demoPaymentTypes, demoRestaurant } from './settings';

/**
 * The demo restaurant "Sofra Ocakbaşı": a Turkish grill house with ~50 products, feature groups,
 * three dining areas, payment types, defined discounts and couriers. Deterministic; every call
 * returns a new, independent object tree. Edge cases are listed in ./ids.ts.
 */
export function buildDemoCatalogue(): SandboxCatalogue {
  return {
    restaurant: demoRestaurant(),
    categories: toWireCategories(demoCategorySpecs()),
    featureGroups: buildFeatureGroups(),
    areas: demoAreas(),
    paymentTypes: demoPaymentTypes(),
    discounts: demoDiscounts(),
    couriers: demoCouriers(),
  };
}
