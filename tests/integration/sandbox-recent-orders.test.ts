import { describe, expect, it } from 'vitest';
import {
  deliveryOrder,
  HOUR,
  PAST_HISTORY_MS,
  pickupOrder,
  type RecentBody,
  wireSandboxForFile,
  tableOrder,
} from '@/tests/support/sandbox-wire';

// Historical demo orders are all older than 24 h on this clock, so windows only hold test orders.
const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

async function recent(query: Record<string, string | number> = {}): Promise<RecentBody> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await sb.call<RecentBody>('GET', `RecentOrders${qs ? `?${qs}` : ''}`)).body;
}

const ids = (body: RecentBody) => body.data.map((o) => o.id);
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** The POS's own wall clock (Istanbul, UTC+3 all year), as it writes updateDate. */
const istanbul = (ms: number) => utc(ms + 3 * HOUR);

describe('RecentOrders time bounds', () => {
  it('rule 6: without minimumId and minimumUpdateDate, orders updated in the last 24 h', async () => {
    const old = await sb.placeOrder(deliveryOrder());
    sb.advanceClock(25 * HOUR);
    const fresh = await sb.placeOrder(deliveryOrder());
    const body = await recent();
    expect(body.status).toBe(100);
    expect(ids(body)).toContain(fresh);
    expect(ids(body)).not.toContain(old);
    for (const order of body.data) expect(Date.parse(`${order.updateDate}Z`)).toBeGreaterThanOrEqual(sb.now() - 24 * HOUR - 1000);
    await sb.moveTo(old, 'Preparing');
    expect(ids(await recent())).toContain(old);
  });

  it('minimumId returns orders with id >= minimumId, without the 24-hour window', async () => {
    const first = await sb.placeOrder(deliveryOrder());
    const second = await sb.placeOrder(pickupOrder());
    sb.advanceClock(30 * HOUR);
    const body = await recent({ minimumId: first });
    expect(ids(body)).toEqual([first, second]);
    expect(ids(await recent({ minimumId: second }))).toEqual([second]);
  });

  it('minimumId 0 counts as not sent (the last 24 hours)', async () => {
    const old = await sb.placeOrder(deliveryOrder());
    sb.advanceClock(25 * HOUR);
    const fresh = await sb.placeOrder(deliveryOrder());
    const body = await recent({ minimumId: 0 });
    expect(ids(body)).toContain(fresh);
    expect(ids(body)).not.toContain(old);
  });

  it('rule 1: when minimumId and minimumUpdateDate are both sent, minimumUpdateDate is used', async () => {
    const a = await sb.placeOrder(deliveryOrder());
    const b = await sb.placeOrder(deliveryOrder());
    sb.advanceClock(10 * 60_000);
    await sb.moveTo(b, 'Preparing');
    const bUpdated = (await sb.getOrder(b)).updateDate;
    const body = await recent({ minimumId: a, minimumUpdateDate: bUpdated.replace('T', ' ') });
    expect(ids(body)).toEqual([b]);
  });

  it('rule 2: a minimumUpdateDate older than 24 h is treated as the last 24 h', async () => {
    const old = await sb.placeOrder(deliveryOrder());
    sb.advanceClock(25 * HOUR);
    const fresh = await sb.placeOrder(deliveryOrder());
    const body = await recent({ minimumUpdateDate: istanbul(sb.now() - 48 * HOUR) });
    expect(ids(body)).toContain(fresh);
    expect(ids(body)).not.toContain(old);
  });

  it('minimumUpdateDate accepts yyyy-MM-dd HH:mm:ss (the POS wall clock when zone-less) and ISO 8601; anything else → 702', async () => {
    const before = sb.now() - 1000;
    const id = await sb.placeOrder(deliveryOrder());
    const after = sb.now() + 2000;
    expect(ids(await recent({ minimumUpdateDate: istanbul(before) }))).toContain(id);
    expect(ids(await recent({ minimumUpdateDate: new Date(before).toISOString() }))).toContain(id);
    expect(ids(await recent({ minimumUpdateDate: istanbul(after) }))).not.toContain(id);
    expect(ids(await recent({ minimumUpdateDate: new Date(after).toISOString() }))).not.toContain(id);
    const local = new Date(before + 3 * HOUR).toISOString().slice(0, 19) + '+03:00';
    expect(ids(await recent({ minimumUpdateDate: local }))).toContain(id);
    const bad = await recent({ minimumUpdateDate: 'yesterday' });
    expect(bad.status).toBe(702);
    expect(bad.message).toContain('minimumUpdateDate');
  });
});

describe('RecentOrders filters', () => {
  it('rule 4: only takeaway and delivery orders, never table orders', async () => {
    const table = await sb.placeOrder(tableOrder());
    const pickup = await sb.placeOrder(pickupOrder());
    const delivery = await sb.placeOrder(deliveryOrder());
    const body = await recent({ minimumId: table });
    expect(ids(body)).toEqual([pickup, delivery]);
    expect(body.data.map((o) => o.orderTypeId)).toEqual([3, 2]);
    expect(ids(await recent({ minimumId: table, orderType: 'Table' }))).toEqual([]);
    expect(ids(await recent({ minimumId: table, orderType: 'takeaway' }))).toEqual([pickup]);
    expect(ids(await recent({ minimumId: table, orderType: 'Delivery,TakeAway' }))).toEqual([pickup, delivery]);
    expect((await recent({ orderType: 'Boat' })).status).toBe(702);
  });

  it('rule 5: without status, orders neither closed nor cancelled', async () => {
    const place = () => sb.placeOrder(deliveryOrder());
    const ordered = await place();
    const preparing = await place();
    const prepared = await place();
    const onDelivery = await place();
    const closed = await place();
    const cancelled = await place();
    await sb.moveTo(preparing, 'Preparing');
    await sb.moveTo(prepared, 'Prepared');
    await sb.moveTo(onDelivery, 'OnDelivery');
    await sb.moveTo(closed, 'Closed');
    await sb.call('POST', 'Cancel', { body: { orderId: cancelled } });
    expect(ids(await recent({ minimumId: ordered }))).toEqual([ordered, preparing, prepared, onDelivery]);
    const filtered = await recent({ minimumId: ordered, status: 'Ordered,OnDelivery' });
    expect(ids(filtered)).toEqual([ordered, onDelivery]);
    expect(filtered.data.map((o) => o.status)).toEqual(['Ordered', 'OnDelivery']);
    expect(ids(await recent({ minimumId: ordered, status: 'closed,CANCELLED' }))).toEqual([closed, cancelled]);
  });

  it('rule 5: status names also accept the spellings Canceled and Ready', async () => {
    const cancelled = await sb.placeOrder(deliveryOrder());
    await sb.call('POST', 'Cancel', { body: { orderId: cancelled } });
    const prepared = await sb.placeOrder(deliveryOrder());
    await sb.moveTo(prepared, 'Prepared');
    expect(ids(await recent({ minimumId: cancelled, status: 'Canceled,Ready' }))).toEqual([cancelled, prepared]);
  });

  it('rule 5: an unknown status name → 702 naming it', async () => {
    const body = await recent({ status: 'Ordered,Teleported' });
    expect(body.status).toBe(702);
    expect(body.message).toContain('Teleported');
  });
});

describe('RecentOrders paging', () => {
  it('rule 3: at most 100 orders per page, totalCount and pageCount, sorted by id; page missing or 0 is page 1', async () => {
    const created: number[] = [];
    for (let i = 0; i < 150; i += 1) created.push(await sb.placeOrder(i % 2 ? pickupOrder() : deliveryOrder()));
    const first = created[0] ?? 0;
    const page1 = await recent({ minimumId: first });
    expect(page1).toMatchObject({ status: 100, totalCount: 150, pageCount: 2 });
    expect(ids(page1)).toEqual(created.slice(0, 100));
    expect(ids(await recent({ minimumId: first, page: 0 }))).toEqual(created.slice(0, 100));
    const page2 = await recent({ minimumId: first, page: 2 });
    expect(page2).toMatchObject({ totalCount: 150, pageCount: 2 });
    expect(ids(page2)).toEqual(created.slice(100));
    const page3 = await recent({ minimumId: first, page: 3 });
    expect(page3).toMatchObject({ status: 100, totalCount: 150, data: [] });
    expect((await recent({ page: -1 })).status).toBe(702);
  });

  it('no match gives totalCount 0 and pageCount 0', async () => {
    expect(await recent({ minimumId: 999_999_999 })).toMatchObject({ status: 100, data: [], totalCount: 0, pageCount: 0 });
  });
});

describe('RecentOrders order shape', () => {
  it("orders carry every field of the spec's Order table, the customer and the lines", async () => {
    const id = await sb.placeOrder(
      deliveryOrder({
        OrderNote: 'Kapıda ödeme',
        OrderDetails: [
          { ProductUnitId: 5000, Quantity: 1, Features: [{ featureName: 'Ekstra kaşar', additionalPrice: 25, featureId: 811 }] },
        ],
      }),
    );
    const order = (await recent({ minimumId: id })).data[0];
    const keys =
      'id waiterName deliveryUserName externalAppName externalAppId externalAppKey restaurantName integrationRestaurantName restaurantKey orderTotal paymentMethodName paymentMethodId deliveryTime discountAmount currency orderNote salesChannelId salesChannelName statusId status orderCancelReason tableName orderNumber taxAmount insertDate updateDate orderTypeId orderType customerId integrationOrderId customerLatitude customerLongitude confirmationCode addressId isScheduledOrder scheduledTime deliveryType customer products payments invoices';
    for (const key of keys.split(' ')) expect(order, key).toHaveProperty(key);
    expect(order).toMatchObject({
      id,
      externalAppName: 'Sofra Test',
      orderNote: 'Kapıda ödeme',
      statusId: 1,
      status: 'Ordered',
      currency: 'TRY',
      customerId: 1042,
      customerLatitude: '40,9876',
      payments: [],
    });
    expect(order?.customer).toMatchObject({
      customerName: 'Ayşe',
      customerSurname: 'Yılmaz',
      region: 'Kadıköy',
      city: 'İstanbul',
      customerId: '1042',
    });
    const lineKeys =
      'id orderId productUnitId productId quantity unitPrice productName productNote productCode isMenu parentId cost totalAmount groupName groupId unitId discountAmount insertDate description cancelReason excludedComposites excludedItems features';
    for (const key of lineKeys.split(' ')) expect(order?.products[0], key).toHaveProperty(key);
    expect(order?.products[0]?.features).toEqual([
      { featureName: 'Ekstra kaşar', additionalPrice: 25, featureId: 811, orderDetailId: order?.products[0]?.id },
    ]);
    expect(order?.products[0]?.unitPrice).toBe(120);
  });
});
