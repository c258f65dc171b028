import { describe, expect, it } from 'vitest';
import {
  reshapeCategories,
  reshapeCompletedOrders,
  reshapeDiscounts,
  reshapeFeatures,
  reshapeOrder,
  reshapeRecentOrders,
  reshapeSaveOrder,
} from '@/lib/pos/reshape';
import { discountsResponse, featuresResponse, productsResponse } from '@/lib/pos/schemas/catalog';
import { completedOrdersResponse, orderResponse, recentOrdersResponse, saveOrderResponse } from '@/lib/pos/schemas/orders';
import {
  sampleCompletedOrders,
  sampleDiscounts,
  sampleFeatures,
  sampleOrder,
  sampleProducts,
  sampleRecentOrders,
  sampleSaveOrder,
  toLegacyShape,
} from '@/tests/support/fixtures/pos-raw-samples';

describe('reshapeCategories', () => {
  const categories = reshapeCategories(productsResponse.parse(sampleProducts()));
  const [doner, menu] = categories[0]?.products ?? [];

  it('prices become integer minor units (120.5 → 12050) without floating-point drift (0.1 + 0.2 → 30)', () => {
    expect(doner?.productUnits[0]?.prices.map((p) => p.priceMinor)).toEqual([12050, 13010, 11530]);
    expect(menu?.productUnits[0]?.prices[0]?.priceMinor).toBe(30);
  });

  it('keeps each price row with its price list and active flag (inactive delivery row stays visible as inactive)', () => {
    expect(doner?.productUnits[0]?.prices).toEqual([
      { priceList: 1, priceMinor: 12050, isActive: true },
      { priceList: 3, priceMinor: 13010, isActive: false },
      { priceList: 5, priceMinor: 11530, isActive: true },
    ]);
  });

  it('a price row without isActive (older shape) is on sale', () => {
    const legacy = reshapeCategories(productsResponse.parse(toLegacyShape(sampleProducts())));
    expect(legacy[0]?.products[0]?.productUnits[0]?.prices.every((p) => p.isActive)).toBe(true);
  });

  it('products carry their category, stock per channel, excludable ingredients and menu groups', () => {
    expect(doner).toMatchObject({
      productId: 1001,
      productCode: 'TVK-001',
      categoryId: 10,
      stockList: [
        { salesChannel: 'Web', stockQuantity: 0 },
        { salesChannel: 'Salon', stockQuantity: 12 },
      ],
      excludedFeatures: [{ featureId: 301, featureName: 'Soğan', featureCode: 'EXC-SOGAN', productId: 1001 }],
    });
    expect(menu).toMatchObject({ productCode: null, stockList: null });
    expect(menu?.menus).toEqual([
      {
        menuGroupId: 1,
        menuGroupName: 'İçecek',
        selectableCount: 1,
        subProducts: [{ productId: 1003, productUnitId: 5003, productName: 'Ayran', unitName: 'Adet' }],
      },
    ]);
  });
});

describe('reshapeFeatures', () => {
  const { featureGroups } = reshapeFeatures(featuresResponse.parse(sampleFeatures()));

  it('surcharges become minor units and the header label tells single from multiple choice', () => {
    expect(featureGroups.map((g) => [g.featuresGroupName, g.multipleChoice, g.necessaryCount])).toEqual([
      ['Ekstralar', true, 0],
      ['Acılık derecesi', false, 1],
    ]);
    expect(featureGroups[0]?.features[0]?.relatedProducts[0]).toEqual({
      productId: 1001,
      additionalPriceMinor: 2500,
      featureHeaderName: 'Ekstralar',
    });
  });
});

describe('reshapeDiscounts', () => {
  it('a defined discount is either a rate or an amount in minor units', () => {
    expect(reshapeDiscounts(discountsResponse.parse(sampleDiscounts()))).toEqual([
      { id: 1, name: 'Öğrenci %10', kind: 'rate', rate: 10 },
      { id: 2, name: 'Hoş geldin 50 TL', kind: 'amount', amountMinor: 5000 },
    ]);
  });
});

describe('reshapeOrder', () => {
  const order = reshapeRecentOrders(recentOrdersResponse.parse(sampleRecentOrders())).orders[0];

  it('timestamps without a zone are wall time in the POS zone (Istanbul, UTC+3, unless told otherwise)', () => {
    expect(order?.insertDate.toISOString()).toBe('2026-11-21T07:15:00.000Z');
    expect(order?.updateDate.toISOString()).toBe('2026-11-21T07:40:30.123Z');
    expect(order?.products[0]?.insertDate.toISOString()).toBe('2026-11-21T07:15:00.000Z');
    const inUtc = reshapeRecentOrders(recentOrdersResponse.parse(sampleRecentOrders()), 'UTC').orders[0];
    expect(inUtc?.insertDate.toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  it('the 1900-01-01 placeholder of a never-prepared order reads as none; a placeholder line time falls back to the order', () => {
    const base = sampleOrder();
    const raw = orderResponse.parse({
      status: 100,
      message: null,
      data: {
        ...base,
        preparedDate: '1900-01-01T00:00:00',
        closedDate: '2026-11-21T11:02:03.4567891',
        products: base.products.map((line) => ({ ...line, insertDate: '1900-01-01T00:00:00' })),
      },
    });
    const one = reshapeOrder(raw);
    expect(one.preparedDate).toBeNull();
    expect(one.closedDate?.toISOString()).toBe('2026-11-21T08:02:03.456Z');
    expect(one.products[0]?.insertDate).toEqual(one.insertDate);
  });

  it('order and line money becomes minor units', () => {
    expect(order).toMatchObject({ orderTotalMinor: 18490, discountAmountMinor: 1250, taxAmountMinor: 1681 });
    expect(order?.products[0]).toMatchObject({ unitPriceMinor: 9870, totalAmountMinor: 19740, discountAmountMinor: 1250 });
    expect(order?.products[0]?.features[0]).toEqual({
      featureId: 201,
      featureName: 'Ekstra kaşar',
      additionalPriceMinor: 2500,
      orderDetailId: 1,
    });
  });

  it('status and order type carry both the id and the name from the one table', () => {
    expect(order).toMatchObject({
      statusId: 5,
      statusName: 'OnDelivery',
      statusLabel: 'OnDelivery',
      orderTypeId: 2,
      orderType: 'Delivery',
    });
  });

  it('GET Order/{id}: a Turkish status label is kept as the label while the name comes from statusId', () => {
    const raw = orderResponse.parse({
      status: 100,
      message: null,
      data: { ...sampleOrder(), statusId: 3, status: 'Hazırlandı', preparedDate: '2026-11-21T10:30:00', closedDate: null },
    });
    const one = reshapeOrder(raw);
    expect(one).toMatchObject({ statusId: 3, statusName: 'Prepared', statusLabel: 'Hazırlandı', closedDate: null });
    expect(one.preparedDate?.toISOString()).toBe('2026-11-21T07:30:00.000Z');
  });

  it('GET Order/{id}: the order is read under data or at the top level beside the envelope', () => {
    const fields = { ...sampleOrder(), statusId: 3, status: 'Hazırlandı' };
    const underData = reshapeOrder(orderResponse.parse({ status: 100, message: null, data: fields }));
    const topLevel = reshapeOrder(orderResponse.parse({ ...fields, status: 100, message: 'Success' }));
    expect(topLevel).toEqual({ ...underData, statusLabel: 'Prepared' });
    expect(topLevel).toMatchObject({ id: fields.id, statusId: 3, statusName: 'Prepared' });
  });

  it('a closed order with status null and statusId 7 is Closed: the id counts first, the name second', () => {
    const closed = reshapeOrder(
      orderResponse.parse({
        status: 100,
        message: null,
        data: { ...sampleOrder(), statusId: 7, status: null, closedDate: '2026-11-21T12:00:00' },
      }),
    );
    expect(closed).toMatchObject({ statusId: 7, statusName: 'Closed', statusLabel: 'Closed' });
    expect(closed.closedDate?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
    const byName = reshapeOrder(
      orderResponse.parse({ status: 100, message: null, data: { ...sampleOrder(), statusId: 42, status: 'OnDelivery' } }),
    );
    expect(byName.statusName).toBe('OnDelivery');
  });

  it('0 as paymentMethodId or customerId means none (null); the customer id keeps its text', () => {
    expect(order).toMatchObject({ paymentMethodId: 1, customerId: null });
    expect(order?.customer).toMatchObject({ customerId: 'C-42', customerName: 'Ayşe', region: 'Kadıköy' });
  });

  it('an order status id outside the table has statusName null, not a guess', () => {
    const raw = recentOrdersResponse.parse({ ...sampleRecentOrders(), data: [{ ...sampleOrder(), statusId: 4, status: 'Ready' }] });
    expect(reshapeRecentOrders(raw).orders[0]?.statusName).toBeNull();
  });
});

describe('reshapeCompletedOrders', () => {
  it('keeps counts, payments (minor units) and invoices', () => {
    const page = reshapeCompletedOrders(completedOrdersResponse.parse(sampleCompletedOrders()));
    expect(page).toMatchObject({ closedOrdersReceived: 1, canceledOrdersReceived: 0, totalCount: 1, pageCount: 1 });
    expect(page.orders[0]?.payments[0]).toMatchObject({ paymentName: 'Nakit', amountMinor: 18490 });
    expect(page.orders[0]?.invoices[0]).toMatchObject({ ettn: 'a3f1', identityType: 1, orderInvoiceType: 1 });
    expect(page.orders[0]?.integrationOrderId).toBe('INT-9');
  });
});

describe('reshapeSaveOrder', () => {
  it('answers the order id, total and discount in minor units and the insert time read in the POS zone', () => {
    const result = reshapeSaveOrder(saveOrderResponse.parse({ ...sampleSaveOrder(), orderTotal: 12.5, discount: 0.3 }));
    expect(result).toEqual({
      orderId: 90002,
      orderTotalMinor: 1250,
      discountMinor: 30,
      insertedDate: new Date('2026-11-21T10:15:00+03:00'),
    });
  });
});
