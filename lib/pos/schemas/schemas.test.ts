import { describe, expect, it } from 'vitest';
import { PosSchemaError } from '@/lib/pos/errors';
import * as catalog from '@/lib/pos/schemas/catalog';
import { completedOrdersResponse, orderResponse, recentOrdersResponse, saveOrderResponse } from '@/lib/pos/schemas/orders';
import { parsePosResponse } from '@/lib/pos/schemas/parse';
import * as raw from '@/tests/support/fixtures/pos-raw-samples';

const ok = (body: unknown) => ({ body: body as Record<string, unknown>, httpStatus: 200 });

describe('response schemas accept the current camelCase and the older PascalCase shape', () => {
  const cases = [
    ['Products', catalog.productsResponse, raw.sampleProducts()],
    ['Features', catalog.featuresResponse, raw.sampleFeatures()],
    ['Discounts', catalog.discountsResponse, raw.sampleDiscounts()],
    ['RecentOrders', recentOrdersResponse, raw.sampleRecentOrders()],
    ['CompletedOrders', completedOrdersResponse, raw.sampleCompletedOrders()],
    ['Order', orderResponse, { status: 100, message: null, data: { ...raw.sampleOrder(), preparedDate: null, closedDate: null } }],
    ['SaveOrder', saveOrderResponse, raw.sampleSaveOrder()],
  ] as const;

  for (const [name, schema, current] of cases) {
    it(`${name}: the legacy shape parses to the same result as the current shape`, () => {
      const fromCurrent = parsePosResponse(name, schema, ok(current));
      const legacy = raw.toLegacyShape(current);
      expect(JSON.stringify(legacy)).not.toEqual(JSON.stringify(current));
      const fromLegacy = parsePosResponse(name, schema, ok(legacy));
      // Older shapes have no prices[].isActive; everything else must read the same.
      expect(withoutIsActive(fromLegacy)).toEqual(withoutIsActive(fromCurrent));
    });
  }

  it('SaveOrder: the PascalCase answer {Status, Message, OrderId, OrderTotal, Discount, InsertedDate} is read', () => {
    const parsed = parsePosResponse(
      'SaveOrder',
      saveOrderResponse,
      ok({
        Status: 100,
        Message: null,
        OrderId: 7,
        OrderTotal: 55,
        Discount: 2.5,
        InsertedDate: '2026-11-21T10:15:00',
      }),
    );
    expect(parsed).toMatchObject({ status: 100, orderId: 7, orderTotal: 55, discount: 2.5, insertedDate: '2026-11-21T10:15:00' });
  });

  it('Couriers: the supplement shape {Status, Message, Couriers: [{Id, Name, PhoneNumber}]} and the camelCase shape both parse', () => {
    const legacy = parsePosResponse(
      'Couriers',
      catalog.couriersResponse,
      ok({
        Status: 100,
        Message: 'OK',
        Couriers: [{ Id: 3, Name: 'Mehmet Kaya', PhoneNumber: '05331112233' }],
      }),
    );
    const current = parsePosResponse(
      'Couriers',
      catalog.couriersResponse,
      ok({
        status: 100,
        message: 'OK',
        couriers: [{ id: 3, name: 'Mehmet Kaya', phoneNumber: '05331112233' }],
      }),
    );
    expect(legacy.couriers).toEqual(current.couriers);
    expect(current.couriers[0]).toMatchObject({ id: 3, name: 'Mehmet Kaya', phoneNumber: '05331112233' });
  });

  it('Products: menus written with the supplement keys SubProducts and SelectableCount parse', () => {
    const body = raw.sampleProducts();
    const product = body.data[0]?.products[1];
    if (!product) throw new Error('sample changed');
    const legacyMenus = product.menus.map(({ subProducts, selectableCount, ...rest }) => ({
      ...rest,
      SubProducts: subProducts,
      SelectableCount: selectableCount,
    }));
    const parsed = parsePosResponse(
      'Products',
      catalog.productsResponse,
      ok({ ...body, data: [{ ...body.data[0], products: [{ ...product, menus: legacyMenus }] }] }),
    );
    expect(parsed.data[0]?.products[0]?.menus?.[0]).toMatchObject({ selectableCount: 1, subProducts: [{ productUnitId: 5003 }] });
  });

  it('a camelCase key wins over its PascalCase twin when a response carries both', () => {
    const parsed = parsePosResponse('SaveOrder', saveOrderResponse, ok({ ...raw.sampleSaveOrder(), OrderId: 1, orderId: 2 }));
    expect(parsed.orderId).toBe(2);
  });
});

describe('response schemas tolerate what they do not read', () => {
  it('unknown extra fields at every level are accepted', () => {
    const body = { ...raw.sampleRecentOrders(), serverTime: 'x', data: [{ ...raw.sampleOrder(), brandNewField: { nested: true } }] };
    expect(() => parsePosResponse('RecentOrders', recentOrdersResponse, ok(body))).not.toThrow();
  });

  it('nullable fields may be null or absent (productCode, stockList, isMealCard, customer)', () => {
    const areas = parsePosResponse(
      'AreasWithTables',
      catalog.areasResponse,
      ok({ status: 100, data: [{ id: 1, name: 'Salon', tables: [] }] }),
    );
    expect(areas.data).toHaveLength(1);
    const types = parsePosResponse(
      'PaymentTypes',
      catalog.paymentTypesResponse,
      ok({
        status: 100,
        message: null,
        paymentTypes: [
          { id: 1, name: 'Nakit', isOnline: false, isMealCard: null },
          { id: 2, name: 'Online', isOnline: true },
        ],
      }),
    );
    expect(types.paymentTypes).toHaveLength(2);
    const { customer: _customer, ...withoutCustomer } = raw.sampleOrder();
    expect(() =>
      parsePosResponse('RecentOrders', recentOrdersResponse, ok({ ...raw.sampleRecentOrders(), data: [withoutCustomer] })),
    ).not.toThrow();
  });
});

describe('a response missing a required field fails with an error naming the field', () => {
  it('Products: a unit without productUnitId names data[0].products[1].productUnits[0].productUnitId', () => {
    const body = raw.sampleProducts();
    const unit = body.data[0]?.products[1]?.productUnits[0] as Record<string, unknown> | undefined;
    if (!unit) throw new Error('sample changed');
    delete unit.productUnitId;
    const error = catchError(() => parsePosResponse('Products', catalog.productsResponse, ok(body)));
    expect(error).toBeInstanceOf(PosSchemaError);
    expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'Products' });
    expect(error.message).toBe('Products: data[0].products[1].productUnits[0].productUnitId: expected number, received undefined');
  });

  it('RecentOrders: an order line whose unitPrice is text names the line path', () => {
    const order = raw.sampleOrder();
    const line = order.products[0] as Record<string, unknown> | undefined;
    if (!line) throw new Error('sample changed');
    line.unitPrice = '98,70';
    const error = catchError(() =>
      parsePosResponse('RecentOrders', recentOrdersResponse, ok({ ...raw.sampleRecentOrders(), data: [order] })),
    );
    expect(error.message).toContain('data[0].products[0].unitPrice: expected number, received string');
  });

  it('Orders: a timestamp that is not ISO 8601 is refused', () => {
    const error = catchError(() =>
      parsePosResponse(
        'RecentOrders',
        recentOrdersResponse,
        ok({ ...raw.sampleRecentOrders(), data: [{ ...raw.sampleOrder(), insertDate: '21.11.2026 10:15' }] }),
      ),
    );
    expect(error.message).toContain('data[0].insertDate: expected an ISO 8601 date-time');
  });

  it('Discounts: a defined discount with both an amount and a rate is refused', () => {
    const error = catchError(() =>
      parsePosResponse('Discounts', catalog.discountsResponse, ok({ status: 100, data: [{ id: 3, name: 'Both', amount: 5, rate: 10 }] })),
    );
    expect(error).toBeInstanceOf(PosSchemaError);
    expect(error.message).toContain('Discounts: data[0]');
  });

  it('SaveOrder: an answer without orderId is refused (the order id is the point of the call)', () => {
    const { orderId: _orderId, ...rest } = raw.sampleSaveOrder();
    const error = catchError(() => parsePosResponse('SaveOrder', saveOrderResponse, ok(rest)));
    expect(error.message).toBe('SaveOrder: orderId: expected number, received undefined');
  });
});

function withoutIsActive(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/,"isActive":(true|false)/g, '')) as unknown;
}

function catchError(fn: () => unknown): PosSchemaError {
  try {
    fn();
  } catch (error) {
    if (error instanceof PosSchemaError) return error;
    throw error;
  }
  throw new Error('expected a PosSchemaError');
}

describe('menus in every shape the sources allow', () => {
  it('PascalCase menu groups and sub-items, without group ids, names or unit names, parse to the camelCase shape', () => {
    const products = raw.sampleProducts();
    const product = products.data[0]?.products[0];
    if (!product) throw new Error('sample has no product');
    const body = {
      ...products,
      data: [
        {
          ...products.data[0],
          products: [
            { ...product, menus: [{ SelectableCount: 1, SubProducts: [{ ProductId: 7, ProductUnitId: 70, ProductName: 'Et Döner' }] }] },
          ],
        },
      ],
    };
    const parsed = parsePosResponse('Products', catalog.productsResponse, ok(body));
    expect(parsed.data[0]?.products[0]?.menus).toEqual([
      { selectableCount: 1, subProducts: [{ productId: 7, productUnitId: 70, productName: 'Et Döner' }] },
    ]);
  });
});
