import { z } from 'zod';
import type { SandboxCatalogue } from './types';

/** Validation of a catalogue sent to `PUT /_sandbox/catalogue` (the shapes of ./types.ts). */

const id = z.number().int();
const money = z.number().min(0);

const price = z.object({ price: money, orderType: z.union([z.literal(1), z.literal(3), z.literal(5)]), isActive: z.boolean() });
const unit = z.object({ unitName: z.string(), productUnitId: id, isDefault: z.boolean(), prices: z.array(price) });
const subProduct = z.object({ productId: id, productUnitId: id, productName: z.string(), unitName: z.string().optional() });
const product = z.object({
  productName: z.string(),
  productCode: z.string().nullable(),
  productId: id,
  taxRate: z.number().min(0),
  isStockFollow: z.boolean(),
  stockList: z.array(z.object({ stockQuantity: z.number(), salesChannel: z.string() })).nullable(),
  menus: z.array(
    z.union([
      z.strictObject({
        menuGroupId: id.optional(),
        menuGroupName: z.string().optional(),
        selectableCount: z.number().int().min(0),
        subProducts: z.array(subProduct),
      }),
      // The supplement's spelling (docs/decisions/163).
      z.strictObject({ SelectableCount: z.number().int().min(0), SubProducts: z.array(subProduct) }),
    ]),
  ),
  excludedFeatures: z.array(z.object({ featureName: z.string(), featureId: id, featureCode: z.string(), productId: id })),
  productUnits: z.array(unit).min(1),
});

const featureGroup = z.object({
  featureGroupId: id,
  featuresGroupName: z.string(),
  necessaryCount: z.number().int().min(0),
  featureHeaderType: z.enum(['SingleChoice', 'MultipleChoice']),
  features: z.array(
    z.object({
      featureName: z.string(),
      featureId: id,
      relatedProducts: z.array(z.object({ productId: id, additionalPrice: money, featureHeaderName: z.string() })),
    }),
  ),
});

const discount = z
  .object({ id, name: z.string(), amount: money.nullable(), rate: z.number().min(0).max(100).nullable() })
  .refine((d) => (d.amount === null) !== (d.rate === null), 'a defined discount has exactly one of amount or rate');

const catalogueSchema = z.object({
  restaurant: z.object({
    name: z.string(),
    key: id,
    identity: z.string(),
    currency: z.string(),
    webSalesChannel: z.string(),
  }),
  categories: z.array(z.object({ categoryName: z.string(), categoryId: id, products: z.array(product) })),
  featureGroups: z.array(featureGroup),
  areas: z.array(z.object({ id, name: z.string(), tables: z.array(z.object({ id, name: z.string() })) })),
  paymentTypes: z.array(z.object({ id, name: z.string(), isOnline: z.boolean(), isMealCard: z.boolean().nullable() })),
  discounts: z.array(discount),
  couriers: z.array(z.object({ id, name: z.string(), phoneNumber: z.string() })),
});

/** Parses a catalogue body; the problems name the field paths, e.g. `categories.0.products.2.productId`. */
export function parseCatalogue(body: unknown): { ok: true; catalogue: SandboxCatalogue } | { ok: false; problems: string[] } {
  const result = catalogueSchema.safeParse(body);
  if (result.success) return { ok: true, catalogue: result.data };
  return { ok: false, problems: result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) };
}
