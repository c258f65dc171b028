/**
 * Raw shapes of the catalogue endpoints (GET Products, Features, AreasWithTables, PaymentTypes,
 * Discounts, Couriers). Loose objects: fields the site does not read are tolerated and ignored.
 */
import { z } from 'zod';
import { amount, envelope, nullableText } from '@/lib/pos/schemas/common';
import { eitherCasing, LEGACY_COURIER_KEYS, LEGACY_MENU_KEYS } from '@/lib/pos/schemas/casing';

const price = z.looseObject({
  price: amount,
  orderType: z.number(),
  /** Absent in older shapes, where it means "on sale". */
  isActive: z.boolean().optional(),
});

const productUnit = z.looseObject({
  unitName: z.string(),
  productUnitId: z.number(),
  isDefault: z.boolean(),
  prices: z.array(price),
});

const stock = z.looseObject({
  stockQuantity: z.number(),
  salesChannel: z.string(),
});

const excludedFeature = z.looseObject({
  featureName: z.string(),
  featureId: z.number(),
  featureCode: nullableText,
  productId: z.number(),
});

const menuSubProduct = z.looseObject({
  productId: z.number(),
  productUnitId: z.number(),
  productName: nullableText,
  unitName: nullableText,
});

/** The spec leaves the menu element empty; the supplement names SubProducts and SelectableCount. */
const menuGroup = z.looseObject({
  menuGroupId: z.number().nullish(),
  menuGroupName: nullableText,
  selectableCount: z.number(),
  subProducts: z.array(menuSubProduct),
});

const product = z.looseObject({
  productName: z.string(),
  productCode: nullableText,
  productId: z.number(),
  taxRate: z.number(),
  isStockFollow: z.boolean(),
  stockList: z.array(stock).nullish(),
  menus: z.array(menuGroup).nullish(),
  excludedFeatures: z.array(excludedFeature).nullish(),
  productUnits: z.array(productUnit),
});

const category = z.looseObject({
  categoryName: z.string(),
  categoryId: z.number(),
  products: z.array(product),
});

export const productsResponse = eitherCasing(z.looseObject({ ...envelope, data: z.array(category) }), LEGACY_MENU_KEYS);

const relatedProduct = z.looseObject({
  productId: z.number(),
  additionalPrice: amount,
  featureHeaderName: nullableText,
});

const feature = z.looseObject({
  featureName: z.string(),
  featureId: z.number(),
  relatedProducts: z.array(relatedProduct),
});

const featureGroup = z.looseObject({
  featureGroupId: z.number(),
  featuresGroupName: z.string(),
  necessaryCount: z.number(),
  featureHeaderType: z.string(),
  features: z.array(feature),
});

export const featuresResponse = eitherCasing(
  z.looseObject({
    ...envelope,
    data: z.looseObject({
      featureGroups: z.array(featureGroup),
      excludedFeatures: z.array(excludedFeature).nullish(),
    }),
  }),
);

const table = z.looseObject({ id: z.number(), name: z.string() });
const area = z.looseObject({ id: z.number(), name: z.string(), tables: z.array(table) });

export const areasResponse = eitherCasing(z.looseObject({ ...envelope, data: z.array(area) }));

const paymentType = z.looseObject({
  id: z.number(),
  name: z.string(),
  isOnline: z.boolean(),
  isMealCard: z.boolean().nullish(),
});

export const paymentTypesResponse = eitherCasing(z.looseObject({ ...envelope, paymentTypes: z.array(paymentType) }));

/** A defined discount carries exactly one of an amount or a rate. */
const discountBase = { id: z.number(), name: z.string() };
const discount = z.union([
  z.looseObject({ ...discountBase, amount, rate: z.null().optional() }),
  z.looseObject({ ...discountBase, amount: z.null().optional(), rate: z.number().min(0).max(100) }),
]);

export const discountsResponse = eitherCasing(z.looseObject({ ...envelope, data: z.array(discount) }));

const courier = z.looseObject({
  id: z.number(),
  name: z.string(),
  phoneNumber: nullableText,
});

export const couriersResponse = eitherCasing(z.looseObject({ ...envelope, couriers: z.array(courier) }), LEGACY_COURIER_KEYS);

export type RawProducts = z.infer<typeof productsResponse>;
export type RawFeatures = z.infer<typeof featuresResponse>;
export type RawAreas = z.infer<typeof areasResponse>;
export type RawPaymentTypes = z.infer<typeof paymentTypesResponse>;
export type RawDiscounts = z.infer<typeof discountsResponse>;
export type RawCouriers = z.infer<typeof couriersResponse>;
