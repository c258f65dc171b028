import { describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import { AUTH, deliveryOrder, line, pickupOrder, wireSandboxForFile, tableOrder, webOrderId } from '@/tests/support/sandbox-wire';

const sb = wireSandboxForFile();

async function rejected(body: unknown): Promise<string> {
  const answer = await sb.saveOrder(body);
  expect(answer.status, answer.message ?? '').toBe(715);
  return answer.message ?? '';
}

describe('SaveOrder: body and duplicates', () => {
  it('a body that is not a JSON object → 715 "Request body is not a JSON object"', async () => {
    for (const body of ['[1,2]', '"text"', 'not json', '']) {
      const res = await fetch(`${sb.server.apiBaseUrl}/SaveOrder`, { method: 'POST', headers: AUTH, body });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 715, message: 'Request body is not a JSON object' });
    }
  });

  it('rule 1: a WebOrderId already used → 713 "Duplicate order number: <id>", checked before any other rule', async () => {
    const id = webOrderId('DUP');
    await sb.placeOrder(deliveryOrder({ WebOrderId: id }));
    const resend = await sb.saveOrder(deliveryOrder({ WebOrderId: id }));
    expect(resend).toEqual({ status: 713, message: `Duplicate order number: ${id}` });
    const invalidResend = await sb.saveOrder({ WebOrderId: id, OrderDetails: [] });
    expect(invalidResend.status).toBe(713);
    const stored = await sb.control<{ orders: unknown[] }>('GET', `orders?externalAppId=${id}`);
    expect(stored.body.orders).toHaveLength(1);
  });

  it('rule 1: without WebOrderId (missing or empty) orders are accepted and never duplicates', async () => {
    const a = await sb.saveOrder(deliveryOrder({ WebOrderId: undefined }));
    const b = await sb.saveOrder(deliveryOrder({ WebOrderId: '' }));
    const c = await sb.saveOrder(deliveryOrder({ WebOrderId: null }));
    expect([a.status, b.status, c.status]).toEqual([100, 100, 100]);
    expect(new Set([a.orderId, b.orderId, c.orderId]).size).toBe(3);
  });

  it('accepted: {status 100, orderId, orderTotal, discount, insertedDate}; ids increase; stored Ordered with the body as received', async () => {
    const body = deliveryOrder({ OrderNote: 'Zili çalmayın', ExtraKey: { kept: true } });
    const first = await sb.saveOrder(body);
    const second = await sb.saveOrder(deliveryOrder());
    expect(first).toMatchObject({ status: 100, orderTotal: 120, discount: 0 });
    expect(first.message).toBeTypeOf('string');
    // Istanbul wall clock without zone, fractions allowed (docs/decisions/156).
    expect(first.insertedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/);
    expect(Math.abs(Date.parse(`${first.insertedDate}+03:00`) - Date.now())).toBeLessThan(5000);
    expect(second.orderId).toBeGreaterThan(first.orderId);
    const stored = await sb.control<{ statusId: number; status: string; request: unknown }>('GET', `orders/${first.orderId}`);
    expect(stored.body).toMatchObject({ statusId: 1, status: 'Ordered', request: body });
  });
});

describe('SaveOrder: lines', () => {
  it('rule 2: OrderDetails missing, not an array or empty → 715 naming OrderDetails', async () => {
    for (const details of [undefined, null, {}, []]) {
      expect(await rejected(deliveryOrder({ OrderDetails: details }))).toContain('OrderDetails');
    }
  });

  it('rule 3: a line with both ProductUnitId and ProductCode, or neither, → 715 naming the line index', async () => {
    const both = [line(FIXTURE.durumUnitId), { ProductUnitId: FIXTURE.adanaUnitId, ProductCode: FIXTURE.adanaCode, Quantity: 1 }];
    expect(await rejected(deliveryOrder({ OrderTotal: 400, OrderDetails: both }))).toContain('OrderDetails[1]');
    const neither = [{ ProductUnitId: null, ProductCode: null, Quantity: 1 }];
    expect(await rejected(deliveryOrder({ OrderDetails: neither }))).toContain('OrderDetails[0]');
  });

  it('rule 3: ProductCode selects the default unit of the product with that code (case-sensitive)', async () => {
    const byCode = await sb.saveOrder(
      deliveryOrder({ OrderTotal: 280, OrderDetails: [{ ProductCode: FIXTURE.adanaCode, ProductUnitId: null, Quantity: 1 }] }),
    );
    expect(byCode.status).toBe(100);
    const order = await sb.getOrder(byCode.orderId);
    expect(order.products[0]).toMatchObject({ productUnitId: FIXTURE.adanaUnitId, unitPrice: 280 });
    const lower = await rejected(deliveryOrder({ OrderTotal: 280, OrderDetails: [{ ProductCode: 'adn-001', Quantity: 1 }] }));
    expect(lower).toContain('adn-001');
  });

  it('rule 3: an unknown ProductUnitId → 715 naming it', async () => {
    expect(await rejected(deliveryOrder({ OrderDetails: [line(999_999)] }))).toContain('999999');
  });

  it('rule 3: Quantity must be a number greater than 0', async () => {
    for (const quantity of [0, -1, '2', null]) {
      expect(await rejected(deliveryOrder({ OrderDetails: [line(FIXTURE.durumUnitId, quantity)] }))).toContain('Quantity');
    }
  });
});

describe('SaveOrder: order type and price list', () => {
  it('rule 4: TableId > 0 makes a table order priced from list 1 whatever OrderType says', async () => {
    for (const orderType of [null, 2, 3, 5]) {
      const answer = await sb.saveOrder(tableOrder({ OrderType: orderType }));
      expect(answer.status, answer.message ?? '').toBe(100);
      const order = await sb.getOrder(answer.orderId);
      expect(order).toMatchObject({ orderTypeId: 1, orderType: 'Table', tableName: 'Masa 1', orderTotal: 100 });
    }
    expect(await rejected(tableOrder({ OrderTotal: 120 }))).toContain('does not add up');
  });

  it('rule 4: a TableId that is not in AreasWithTables → 715', async () => {
    expect(await rejected(tableOrder({ TableId: 999 }))).toContain('TableId 999');
  });

  it('rule 4: OrderType 3 is a pickup order priced from list 5; a total from delivery prices is rejected', async () => {
    const answer = await sb.saveOrder(pickupOrder());
    expect(answer.status).toBe(100);
    expect(await sb.getOrder(answer.orderId)).toMatchObject({ orderTypeId: 3, orderType: 'TakeAway', orderTotal: 110 });
    const deliveryPriced = await rejected(pickupOrder({ OrderTotal: 120 }));
    expect(deliveryPriced).toBe(
      'OrderTotal 120.00 does not add up: lines 110.00 - discounts 0.00 + DeliveryFee 0.00 + ServiceCharge 0.00 = 110.00',
    );
  });

  it('rule 4: OrderType omitted, null, 2, 5 or any other value is a delivery order priced from list 3', async () => {
    for (const orderType of [undefined, null, 2, 5, 7, 0, -1]) {
      const answer = await sb.saveOrder(deliveryOrder({ OrderType: orderType, TableId: orderType === 0 ? 0 : undefined }));
      expect(answer.status, `OrderType ${String(orderType)}: ${answer.message}`).toBe(100);
      expect(await sb.getOrder(answer.orderId)).toMatchObject({ orderTypeId: 2, orderType: 'Delivery', orderTotal: 120 });
    }
  });

  it('rule 5: a unit without a pickup price row is rejected for pickup: "Product \'X\' has no pickup price" (no fallback)', async () => {
    const message = await rejected(pickupOrder({ OrderTotal: 1000, OrderDetails: [line(FIXTURE.trayUnitId)] }));
    expect(message).toContain("Product 'Parti Tepsisi' has no pickup price");
    const delivery = await sb.saveOrder(deliveryOrder({ OrderTotal: 1000, OrderDetails: [line(FIXTURE.trayUnitId)] }));
    expect(delivery.status).toBe(100);
  });

  it('rule 5: a price row with isActive false refuses that list only ("is not on sale for delivery")', async () => {
    const message = await rejected(deliveryOrder({ OrderTotal: 160, OrderDetails: [line(FIXTURE.kunefeUnitId)] }));
    expect(message).toContain("Product 'Künefe' is not on sale for delivery");
    const pickup = await sb.saveOrder(pickupOrder({ OrderTotal: 140, OrderDetails: [line(FIXTURE.kunefeUnitId)] }));
    expect(pickup.status).toBe(100);
  });

  it('rule 5: line amount = unit price × quantity in minor units (decimal prices add up exactly)', async () => {
    const details = [line(FIXTURE.ayranUnitId, 3), line(FIXTURE.durumUnitId, 2)];
    const answer = await sb.saveOrder(pickupOrder({ OrderTotal: 283.75, OrderDetails: details }));
    expect(answer).toMatchObject({ status: 100, orderTotal: 283.75 });
    const order = await sb.getOrder(answer.orderId);
    expect(order.products.map((p) => [p.unitPrice, p.quantity, p.totalAmount])).toEqual([
      [21.25, 3, 63.75],
      [110, 2, 220],
    ]);
  });
});

describe('SaveOrder: menus', () => {
  const menuLines = (parent = '1') => [
    line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1, ParentId: null, Name: 'Dürüm Menü' }),
    line(FIXTURE.durumUnitId, 1, { IsMenu: false, MenuId: null, ParentId: parent }),
    line(FIXTURE.trayUnitId, 1, { IsMenu: false, MenuId: null, ParentId: parent }),
  ];

  it('rule 6: the menu line is priced; sub-items add 0 and need no price row of the list', async () => {
    const answer = await sb.saveOrder(pickupOrder({ OrderTotal: 210, OrderDetails: menuLines() }));
    expect(answer.status, answer.message ?? '').toBe(100);
    const order = await sb.getOrder(answer.orderId);
    expect(order.products.map((p) => [p.isMenu, p.parentId, p.totalAmount])).toEqual([
      [true, null, 210],
      [false, '1', 0],
      [false, '1', 0],
    ]);
  });

  it("rule 6: a sub-item whose ParentId matches no menu line's MenuId → 715", async () => {
    expect(await rejected(pickupOrder({ OrderTotal: 210, OrderDetails: menuLines('2') }))).toContain('ParentId "2"');
  });

  it('rule 6: a line whose MenuId equals its ParentId → 715', async () => {
    const details = [
      line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1 }),
      line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 2, ParentId: '2' }),
    ];
    expect(await rejected(pickupOrder({ OrderTotal: 420, OrderDetails: details }))).toContain('must not be equal');
  });

  it('rule 6: a menu line needs its own MenuId, unique within the order, and ParentId null', async () => {
    const noMenuId = [line(FIXTURE.menuUnitId, 1, { IsMenu: true })];
    expect(await rejected(pickupOrder({ OrderTotal: 210, OrderDetails: noMenuId }))).toContain('MenuId');
    const twice = [line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1 }), line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 1 })];
    expect(await rejected(pickupOrder({ OrderTotal: 420, OrderDetails: twice }))).toContain('already used');
    const nested = [...menuLines(), line(FIXTURE.menuUnitId, 1, { IsMenu: true, MenuId: 2, ParentId: '1' })];
    expect(await rejected(pickupOrder({ OrderTotal: 420, OrderDetails: nested }))).toContain('ParentId null');
  });

  it('rule 6: MenuId on a line that is not a menu line → 715', async () => {
    const details = [line(FIXTURE.durumUnitId, 1, { IsMenu: false, MenuId: 3 })];
    expect(await rejected(pickupOrder({ OrderDetails: details }))).toContain('MenuId');
  });
});
