/**
 * The shop's test data: the sandbox's demo catalogue synced into the test's database by the
 * catalogue sync, own products created from it (as the sandbox seed does), edits of the POS's
 * catalogue, and the orders the POS received.
 */
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { DEMO_LOCATION, DEMO_SELLER } from '@/lib/catalog/seed';
import { getShopContext } from '@/lib/cart/shop-context';
import { issueCheckoutKey } from '@/lib/checkout/idempotency';
import { MAX_LIMIT } from '@/lib/settings/flood-limits-form';
import { saveShopSettings } from '@/lib/settings/shop';
import { syncCatalog } from '@/lib/catalog/sync';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clearOwnCatalogue } from '@/tests/support/database';
import type { TestSandbox } from '@/tests/support/sandbox';
import { resetFakeRequest } from '@/tests/support/request-context';

/** Empties the site's database of everything the storefront tests create or read. */
export async function resetSite(): Promise<void> {
  const db = getDb();
  await db.webOrder.deleteMany();
  await db.cart.deleteMany();
  await db.coupon.deleteMany();
  await db.optionMapping.deleteMany();
  await db.limitCounter.deleteMany();
  await clearOwnCatalogue();
  await resetShopSettings();
  resetFakeRequest();
}

/**
 * The one place tests create the shop's settings row: `data` over the schema's defaults, at the
 * demo restaurant's location and with its seller identity unless `data` says otherwise. Delivery
 * and pickup orders need the location (the POS refuses them without coordinates; docs/decisions/168
 * and 173) and every order needs the identity (decision 230), so a row the site creates on first
 * read (neither) leaves a test shop taking no orders at all.
 */
export async function resetShopSettings(data: Omit<Prisma.ShopSettingsCreateInput, 'id'> = {}): Promise<void> {
  const db = getDb();
  // Zones are part of the shop's delivery settings: a reset shop has none (flat fees, as before issue 19).
  await db.deliveryZone.deleteMany();
  await db.shopSettings.deleteMany();
  await db.shopSettings.create({ data: { id: 1, ...DEMO_LOCATION, ...DEMO_SELLER, ...data } });
}

/** The key the checkout page would carry for the visitor's cart now (docs/decisions/135). */
export async function checkoutKey(): Promise<string> {
  const { cart } = await getShopContext();
  if (!cart) throw new Error('no cart: the checkout page would show an empty cart');
  return issueCheckoutKey(cart.id);
}

/**
 * Raises the flood limits (docs/decisions/135) as far as they go, for suites that place hundreds
 * of orders from one test client; the limits themselves are tested in tests/security/.
 */
export async function liftFloodLimits(): Promise<void> {
  await saveShopSettings({
    orderLimitPerAddress: MAX_LIMIT,
    orderLimitPerPhone: MAX_LIMIT,
    orderLimitPerCart: MAX_LIMIT,
    newCartLimitPerAddress: MAX_LIMIT,
  });
}

/** Syncs the sandbox's catalogue into the mirror and creates the own products from it; fails loudly. */
export async function syncAndSeed(sandbox: TestSandbox): Promise<void> {
  const result = await syncCatalog({ trigger: 'manual', client: sandbox.client });
  if (result.outcome !== 'succeeded') throw new Error(`catalogue sync failed: ${result.error}`);
  if ((await getDb().product.count()) === 0) await createOwnProductsFromPos();
}

/** The own variant mapped to a POS unit (the seed maps one variant per unit). */
export async function variantFor(unitId: number): Promise<number> {
  const mapping = await getDb().productMapping.findFirstOrThrow({ where: { posProductUnitId: unitId } });
  return mapping.variantId;
}

/** The sandbox catalogue as its control API serves it, read loosely (only what tests change). */
export interface LooseCatalogue {
  categories: Array<{ categoryId: number; categoryName: string; products: LooseProduct[] }>;
  [key: string]: unknown;
}

export interface LooseProduct {
  productId: number;
  productName: string;
  productUnits: Array<{
    productUnitId: number;
    unitName: string;
    isDefault: boolean;
    prices: Array<{ price: number; orderType: number; isActive: boolean }>;
  }>;
  [key: string]: unknown;
}

/** Changes the sandbox's catalogue (the POS), without syncing the site. */
export async function editPosCatalogue(sandbox: TestSandbox, edit: (catalogue: LooseCatalogue) => void): Promise<void> {
  const catalogue = (await sandbox.control('GET', '/catalogue')) as LooseCatalogue;
  edit(catalogue);
  await sandbox.control('PUT', '/catalogue', catalogue);
}

/** Sets a unit's price (TRY) in one price list of the POS catalogue. */
export function setPosPrice(catalogue: LooseCatalogue, unitId: number, orderType: 1 | 3 | 5, price: number): void {
  for (const product of catalogue.categories.flatMap((c) => c.products)) {
    for (const unit of product.productUnits) {
      if (unit.productUnitId !== unitId) continue;
      for (const row of unit.prices) if (row.orderType === orderType) row.price = price;
    }
  }
}

/** One SaveOrder request as the sandbox recorded it for a WebOrderId. */
export interface ReceivedOrder {
  id: number;
  orderTotal: number;
  discount: number;
  request: {
    OrderTotal: number;
    OrderType?: number;
    TableId?: number;
    DeliveryFee?: number;
    ServiceCharge?: number;
    Discount?: number;
    DiscountId?: number;
    PaymentMethodId: number;
    CustomerPhone?: string;
    CustomerLatitude?: string;
    OrderNote?: string;
    OrderDetails: Array<{
      ProductUnitId?: number;
      ProductCode?: string;
      Quantity: number;
      Name?: string;
      OrderDetailNote?: string;
      IsMenu: boolean;
      MenuId?: number;
      ParentId?: string;
    }>;
  };
}

/** The orders the POS holds for a WebOrderId, with the request it received. */
export async function receivedOrders(sandbox: TestSandbox, publicId: string): Promise<ReceivedOrder[]> {
  const body = (await sandbox.control('GET', `/orders?externalAppId=${encodeURIComponent(publicId)}`)) as { orders: ReceivedOrder[] };
  return body.orders;
}
