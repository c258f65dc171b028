/**
 * Contract: the typed client against the real sandbox over HTTP, every endpoint, in both the
 * current camelCase and the older PascalCase response shapes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import type { SandboxCatalogue } from '@/lib/pos-sandbox/types';
import type { PosClient } from '@/lib/pos/client';
import { formatCoordinate, toWireAmount, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { priceListFor } from '@/lib/pos/statuses';
import { activePrice, allProducts, findUnit } from '@/tests/support/fixtures/catalogue-lookup';
import { rejection, SANDBOX_KEY, SANDBOX_SECRET, startSandbox, type TestSandbox } from '@/tests/support/sandbox';
import type { PosCategory, PosOrder } from '@/lib/pos/types';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** Delivery and pickup orders carry coordinates, as the POS requires: the demo restaurant's own. */
const AT_THE_RESTAURANT = { CustomerLatitude: formatCoordinate(41.0227), CustomerLongitude: formatCoordinate(28.9775) };

async function collect(iterable: AsyncIterable<PosOrder>): Promise<PosOrder[]> {
  const out: PosOrder[] = [];
  for await (const order of iterable) out.push(order);
  return out;
}

describe.each([
  { legacyCasing: false, shape: 'current camelCase' },
  { legacyCasing: true, shape: 'older PascalCase' },
])('$shape responses', ({ legacyCasing }) => {
  let client: PosClient;
  let catalogue: PosCategory[];
  const webOrderId = (label: string) => `CT-${legacyCasing ? 'L' : 'C'}-${label}-${randomUUID().slice(0, 8)}`;

  /** A pickup order of `quantity` × the pickup-cheaper unit, priced from the catalogue just read. */
  function pickupOrder(id: string, quantity = 1): SaveOrderRequest {
    const price = activePrice(findUnit(catalogue, DEMO_IDS.pickupCheaperUnitId), priceListFor('pickup'));
    return {
      CustomerId: 'C-100',
      CustomerName: 'Ayşe',
      CustomerSurname: 'Yılmaz',
      CustomerPhone: '05321234567',
      WebOrderId: id,
      OrderType: 3,
      ...AT_THE_RESTAURANT,
      PaymentMethodId: DEMO_IDS.cashPaymentTypeId,
      OrderTotal: toWireAmount(price * quantity),
      OrderDetails: [{ ProductUnitId: DEMO_IDS.pickupCheaperUnitId, Quantity: quantity, IsMenu: false }],
    };
  }

  async function moveTo(orderId: number, ...statuses: string[]): Promise<void> {
    for (const status of statuses) await sandbox.control('POST', `/orders/${orderId}/status`, { status });
  }

  beforeAll(async () => {
    await sandbox.control('POST', '/reset');
    await sandbox.control('PUT', '/config', { legacyCasing });
    client = sandbox.client;
    catalogue = await client.getProducts();
  });

  it('the sandbox really answers in this shape (Status vs status)', async () => {
    const response = await fetch(`${sandbox.apiBaseUrl}/PaymentTypes`, {
      headers: { 'x-api-key': SANDBOX_KEY, 'x-api-secret': SANDBOX_SECRET, 'x-api-consumer': 'Sofra' },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect('Status' in body).toBe(legacyCasing);
  });

  it('Products: prices per list in minor units, codes, stock, menus as the demo defines them', () => {
    const adana = findUnit(catalogue, DEMO_IDS.pickupCheaperUnitId);
    expect(activePrice(adana, priceListFor('pickup'))).toBeLessThan(activePrice(adana, priceListFor('delivery')));
    expect(findUnit(catalogue, DEMO_IDS.noPickupRowUnitId).prices.some((p) => p.priceList === priceListFor('pickup'))).toBe(false);
    const kunefeDelivery = findUnit(catalogue, DEMO_IDS.inactiveDeliveryUnitId).prices.find((p) => p.priceList === 3);
    // Older shapes carry no isActive: every row then reads as on sale.
    expect(kunefeDelivery?.isActive).toBe(legacyCasing);
    const products = allProducts(catalogue);
    expect(products.find((p) => p.productId === DEMO_IDS.codedProductId)?.productCode).toBe(DEMO_IDS.codedProductCode);
    expect(products.find((p) => p.productId === DEMO_IDS.uncodedProductId)?.productCode).toBeNull();
    const zeroStock = products.find((p) => p.productId === DEMO_IDS.zeroStockProductId);
    expect(zeroStock?.stockList?.find((s) => s.salesChannel === DEMO_IDS.webSalesChannel)?.stockQuantity).toBe(0);
    const menu = products.find((p) => p.productId === DEMO_IDS.menuProductId);
    const unitIds = new Set(products.flatMap((p) => p.productUnits.map((u) => u.productUnitId)));
    expect(menu?.menus.length).toBeGreaterThan(0);
    expect(menu?.menus.every((g) => g.selectableCount > 0 && g.subProducts.every((s) => unitIds.has(s.productUnitId)))).toBe(true);
  });

  it('getCatalog: the four catalogue reads with body digests; unchanged bodies are reported as unchanged', async () => {
    const first = await client.getCatalog();
    if (first.unchanged) throw new Error('a read without known digests cannot be unchanged');
    expect(first.catalogue.categories).toEqual(catalogue);
    expect(first.catalogue.paymentTypes).toEqual(await client.getPaymentTypes());
    expect(await client.getCatalog(first.digests)).toEqual({ unchanged: true, digests: first.digests });

    const original = (await sandbox.control('GET', '/catalogue')) as SandboxCatalogue;
    const repriced = structuredClone(original);
    const row = repriced.categories[0]?.products[0]?.productUnits[0]?.prices[0];
    if (!row) throw new Error('demo catalogue has no price row');
    row.price += 1;
    await sandbox.control('PUT', '/catalogue', repriced);
    try {
      const changed = await client.getCatalog(first.digests);
      expect(changed.unchanged).toBe(false);
      expect(changed.digests.products).not.toBe(first.digests.products);
      expect(changed.digests.features).toBe(first.digests.features);
    } finally {
      await sandbox.control('PUT', '/catalogue', original);
    }
  });

  it('Features, AreasWithTables, PaymentTypes, Discounts and Couriers read the demo restaurant', async () => {
    const features = await client.getFeatures();
    const required = features.featureGroups.find((g) => g.featureGroupId === DEMO_IDS.requiredFeatureGroupId);
    expect(required).toMatchObject({ multipleChoice: false });
    expect(required?.necessaryCount).toBeGreaterThan(0);
    const extras = features.featureGroups.find((g) => g.featureGroupId === DEMO_IDS.multipleChoiceFeatureGroupId);
    expect(extras?.multipleChoice).toBe(true);
    const paid = extras?.features.find((f) => f.featureId === DEMO_IDS.paidFeatureId);
    expect(paid?.relatedProducts[0]?.additionalPriceMinor).toBe(2500);

    const tables = (await client.getAreasWithTables()).flatMap((a) => a.tables.map((t) => t.id));
    expect(tables).toContain(DEMO_IDS.tableId);
    const payments = await client.getPaymentTypes();
    expect(payments.find((p) => p.id === DEMO_IDS.onlinePaymentTypeId)?.isOnline).toBe(true);
    expect(payments.filter((p) => p.isMealCard === true).map((p) => p.id)).toEqual([...DEMO_IDS.mealCardPaymentTypeIds]);
    const discounts = await client.getDiscounts();
    expect(discounts.find((d) => d.id === DEMO_IDS.rateDiscountId)).toMatchObject({ kind: 'rate', rate: 10 });
    expect(discounts.find((d) => d.id === DEMO_IDS.amountDiscountId)).toMatchObject({ kind: 'amount', amountMinor: 5000 });
    const couriers = await client.getCouriers();
    expect(couriers).toHaveLength(3);
    expect(couriers.every((c) => c.name.length > 0 && c.id > 0)).toBe(true);
  });

  it('SaveOrder priced from the catalogue is accepted and appears in RecentOrders with the same externalAppId and total', async () => {
    const request = pickupOrder(webOrderId('pickup'), 2);
    const saved = await client.saveOrder(request);
    const price = activePrice(findUnit(catalogue, DEMO_IDS.pickupCheaperUnitId), priceListFor('pickup'));
    expect(saved).toMatchObject({ orderTotalMinor: price * 2, discountMinor: 0 });
    expect(Math.abs(saved.insertedDate.getTime() - Date.now())).toBeLessThan(60_000);

    const page = await client.getRecentOrders({ minimumId: saved.orderId });
    const order = page.orders.find((o) => o.id === saved.orderId);
    expect(order).toMatchObject({
      externalAppId: request.WebOrderId,
      orderTotalMinor: price * 2,
      orderType: 'TakeAway',
      statusName: 'Ordered',
      statusId: 1,
    });
    expect(order?.products[0]).toMatchObject({
      productUnitId: DEMO_IDS.pickupCheaperUnitId,
      quantity: 2,
      unitPriceMinor: price,
      totalAmountMinor: price * 2,
    });
  });

  it('SaveOrder: a delivery order by ProductCode with a defined rate discount, fee and coordinates', async () => {
    const delivery = activePrice(findUnit(catalogue, DEMO_IDS.codedProductDefaultUnitId), priceListFor('delivery'));
    const discount = Math.round((delivery * 10) / 100);
    const fee = 2990;
    const saved = await client.saveOrder({
      CustomerId: 'C-101',
      CustomerName: 'Mehmet',
      Address: 'Moda Cd. 12',
      Region: 'Kadıköy',
      City: 'İstanbul',
      WebOrderId: webOrderId('delivery'),
      OrderType: 2,
      DiscountId: DEMO_IDS.rateDiscountId,
      DeliveryFee: toWireAmount(fee),
      OrderTotal: toWireAmount(delivery - discount + fee),
      CustomerLatitude: formatCoordinate(40.99034),
      CustomerLongitude: formatCoordinate(29.02751),
      OrderDetails: [{ ProductCode: DEMO_IDS.codedProductCode, Quantity: 1, IsMenu: false }],
    });
    expect(saved).toMatchObject({ orderTotalMinor: delivery - discount + fee, discountMinor: discount });
    const order = await client.getOrder(saved.orderId);
    expect(order).toMatchObject({
      orderType: 'Delivery',
      discountAmountMinor: discount,
      customerLatitude: '40,9903',
      customerLongitude: '29,0275',
    });
  });

  it('SaveOrder: a menu line with its sub-items; the sub-items point to the menu by ParentId', async () => {
    const menu = allProducts(catalogue).find((p) => p.productId === DEMO_IDS.menuProductId);
    const picks = (menu?.menus ?? []).flatMap((group) => group.subProducts.slice(0, group.selectableCount).map((s) => s.productUnitId));
    expect(picks.length).toBeGreaterThan(1);
    const price = activePrice(findUnit(catalogue, DEMO_IDS.menuProductUnitId), priceListFor('delivery'));
    const saved = await client.saveOrder({
      CustomerId: 'C-102',
      WebOrderId: webOrderId('menu'),
      OrderType: 2,
      ...AT_THE_RESTAURANT,
      OrderTotal: toWireAmount(price),
      OrderDetails: [
        { ProductUnitId: DEMO_IDS.menuProductUnitId, Quantity: 1, IsMenu: true, MenuId: 1 },
        ...picks.map((unitId) => ({ ProductUnitId: unitId, Quantity: 1, IsMenu: false, ParentId: '1' })),
      ],
    });
    const order = await client.getOrder(saved.orderId);
    expect(order.products).toHaveLength(1 + picks.length);
    expect(order.products.filter((l) => l.parentId === '1')).toHaveLength(picks.length);
    expect(order.orderTotalMinor).toBe(price);
  });

  it('Order/{id}: the Turkish label is kept and the status name comes from statusId', async () => {
    const saved = await client.saveOrder(pickupOrder(webOrderId('label')));
    const order = await client.getOrder(saved.orderId);
    expect(order).toMatchObject({
      statusId: 1,
      statusName: 'Ordered',
      statusLabel: 'Sipariş Alındı',
      preparedDate: null,
      closedDate: null,
    });
  });

  it('SaveOrder resent with the same WebOrderId is a duplicate (713)', async () => {
    const request = pickupOrder(webOrderId('dup'));
    await client.saveOrder(request);
    const error = await rejection(client.saveOrder(request));
    expect(error).toMatchObject({ kind: 'duplicate', status: 713, endpoint: 'SaveOrder' });
  });

  it('SaveOrder with a total that does not add up is rejected (715) with the POS message', async () => {
    const request = { ...pickupOrder(webOrderId('bad')), OrderTotal: 1 };
    const error = await rejection(client.saveOrder(request));
    expect(error).toMatchObject({ kind: 'rejected', status: 715 });
    expect(error.message).toContain('OrderTotal');
  });

  it('Cancel on a closed order is not-allowed (750) with the spec message', async () => {
    const saved = await client.saveOrder(pickupOrder(webOrderId('closed')));
    await moveTo(saved.orderId, 'Closed');
    const error = await rejection(client.cancel({ orderId: saved.orderId }));
    expect(error).toMatchObject({ kind: 'not-allowed', status: 750 });
    expect(error.posMessage).toMatch(/not suitable for performing the operation/i);
    expect((await client.getOrder(saved.orderId)).statusName).toBe('Closed');
  });

  it('Cancel on an open order cancels it with the reason, and open-order reads leave it out', async () => {
    const saved = await client.saveOrder(pickupOrder(webOrderId('cancel')));
    await client.cancel({ orderId: saved.orderId, cancelReason: 'Müşteri vazgeçti' });
    expect(await client.getOrder(saved.orderId)).toMatchObject({ statusName: 'Cancelled', orderCancelReason: 'Müşteri vazgeçti' });
    const open = await collect(client.recentOrders({ minimumId: saved.orderId }));
    expect(open.map((o) => o.id)).not.toContain(saved.orderId);
  });

  it('CancelDelivery puts an on-delivery order back to Prepared, or Preparing when it skipped Prepared', async () => {
    const delivery = activePrice(findUnit(catalogue, DEMO_IDS.pickupCheaperUnitId), priceListFor('delivery'));
    const deliveryOrder = (label: string): SaveOrderRequest => ({
      CustomerId: 'C-103',
      WebOrderId: webOrderId(label),
      OrderType: 2,
      ...AT_THE_RESTAURANT,
      OrderTotal: toWireAmount(delivery),
      OrderDetails: [{ ProductUnitId: DEMO_IDS.pickupCheaperUnitId, Quantity: 1, IsMenu: false }],
    });
    const viaPrepared = await client.saveOrder(deliveryOrder('cd1'));
    await moveTo(viaPrepared.orderId, 'Prepared', 'OnDelivery');
    expect((await client.getOrder(viaPrepared.orderId)).statusName).toBe('OnDelivery');
    await client.cancelDelivery({ orderId: viaPrepared.orderId });
    expect((await client.getOrder(viaPrepared.orderId)).statusName).toBe('Prepared');

    const direct = await client.saveOrder(deliveryOrder('cd2'));
    await moveTo(direct.orderId, 'OnDelivery');
    await client.cancelDelivery({ orderId: direct.orderId });
    expect((await client.getOrder(direct.orderId)).statusName).toBe('Preparing');
  });

  it('an unknown order is not-found (754) for Order/{id}, Cancel and CancelDelivery', async () => {
    for (const call of [
      client.getOrder(987_654_321),
      client.cancel({ orderId: 987_654_321 }),
      client.cancelDelivery({ orderId: 987_654_321 }),
    ]) {
      expect(await rejection(call)).toMatchObject({ kind: 'not-found', status: 754 });
    }
  });

  it('a wrong API key or secret is an auth error (901 / 902)', async () => {
    expect(await rejection(sandbox.clientWith({ apiKey: 'wrong' }).getProducts())).toMatchObject({ kind: 'auth', status: 901 });
    expect(await rejection(sandbox.clientWith({ apiSecret: 'wrong' }).getProducts())).toMatchObject({ kind: 'auth', status: 902 });
  });

  it('RecentOrders paging reads every order across more than 100 (status filter sent)', async () => {
    const first = await client.saveOrder(pickupOrder(webOrderId('p0')));
    for (let i = 1; i < 105; i++) await client.saveOrder(pickupOrder(webOrderId(`p${i}`)));
    const page1 = await client.getRecentOrders({ minimumId: first.orderId, status: ['Ordered'] });
    expect(page1).toMatchObject({ totalCount: 105, pageCount: 2 });
    expect(page1.orders).toHaveLength(100);
    const all = await collect(client.recentOrders({ minimumId: first.orderId, status: ['Ordered'] }));
    expect(all).toHaveLength(105);
    expect(new Set(all.map((o) => o.id)).size).toBe(105);
    expect(all.every((o) => o.statusName === 'Ordered' && o.orderType === 'TakeAway')).toBe(true);
  });

  it('CompletedOrders: every closed and (when asked) cancelled order, with counts, payments and invoices', async () => {
    const startDate = new Date(Date.now() - 72 * 3600_000);
    const first = await client.getCompletedOrders({ startDate, includeCancelled: true });
    expect(first.closedOrdersReceived + first.canceledOrdersReceived).toBe(first.totalCount);
    const all = await collect(client.completedOrders({ startDate, includeCancelled: true }));
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((o) => o.statusName))).toEqual(new Set(['Closed', 'Cancelled']));
    const closed = all.filter((o) => o.statusName === 'Closed');
    expect(closed.every((o) => o.payments.length > 0 && o.invoices.length > 0)).toBe(true);
    expect(closed.every((o) => o.payments.reduce((sum, p) => sum + p.amountMinor, 0) === o.orderTotalMinor)).toBe(true);
    const withoutCancelled = await collect(client.completedOrders({ startDate }));
    expect(withoutCancelled.every((o) => o.statusName === 'Closed')).toBe(true);
    expect(withoutCancelled).toHaveLength(closed.length);
  });
});
