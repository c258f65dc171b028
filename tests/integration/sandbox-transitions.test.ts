import { describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import {
  type CompletedBody,
  deliveryOrder,
  PAST_HISTORY_MS,
  pickupOrder,
  wireSandboxForFile,
  tableOrder,
} from '@/tests/support/sandbox-wire';

const NOT_SUITABLE = 'Order status is not suitable for performing the operation';

const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

async function cancel(orderId: unknown, cancelReason?: unknown) {
  return (await sb.call('POST', 'Cancel', { body: { orderId, cancelReason } })).body;
}

async function cancelDelivery(orderId: unknown) {
  return (await sb.call('POST', 'CancelDelivery', { body: { orderId } })).body;
}

async function moveAll(id: number, ...statuses: string[]): Promise<void> {
  for (const status of statuses) expect(await sb.moveTo(id, status), status).toBe(200);
}

describe('statuses', () => {
  it('ids and names: Ordered 1, Preparing 2, Prepared 3, OnDelivery 5, Closed 7, Cancelled 9, with Turkish labels in Order/{id}', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const seen: Array<[number, string]> = [];
    const check = async (status: string, statusId: number, label: string) => {
      if (status !== 'Ordered') await moveAll(id, status);
      const order = await sb.getOrder(id);
      expect(order.statusId).toBe(statusId);
      expect(order.status).toBe(label);
      const listed = await sb.control<{ statusId: number; status: string }>('GET', `orders/${id}`);
      seen.push([listed.body.statusId, listed.body.status]);
    };
    await check('Ordered', 1, 'Sipariş Alındı');
    await check('Preparing', 2, 'Hazırlanıyor');
    await check('Prepared', 3, 'Hazırlandı');
    await check('OnDelivery', 5, 'Yolda');
    await check('Closed', 7, 'Teslim Edildi');
    const other = await sb.placeOrder(deliveryOrder());
    await cancel(other);
    expect(await sb.getOrder(other)).toMatchObject({ statusId: 9, status: 'İptal Edildi' });
    expect(seen).toEqual([
      [1, 'Ordered'],
      [2, 'Preparing'],
      [3, 'Prepared'],
      [5, 'OnDelivery'],
      [7, 'Closed'],
    ]);
  });
});

describe('POST Cancel', () => {
  it('an open order becomes Cancelled (9) with the reason stored, status 100', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await moveAll(id, 'Preparing');
    expect(await cancel(id, 'Müşteri vazgeçti')).toMatchObject({ status: 100 });
    expect(await sb.getOrder(id)).toMatchObject({ statusId: 9, orderCancelReason: 'Müşteri vazgeçti' });
  });

  it('the reason is optional, and cancelling a cancelled order again answers 100', async () => {
    const id = await sb.placeOrder(pickupOrder());
    expect((await cancel(id)).status).toBe(100);
    expect((await sb.getOrder(id)).orderCancelReason).toBeNull();
    expect((await cancel(id, 'İkinci kez')).status).toBe(100);
    expect(await sb.getOrder(id)).toMatchObject({ statusId: 9, orderCancelReason: 'İkinci kez' });
  });

  it('a closed order → 750 with the spec message, unchanged', async () => {
    const id = await sb.placeOrder(pickupOrder());
    await moveAll(id, 'Closed');
    expect(await cancel(id, 'geç')).toEqual({ status: 750, message: NOT_SUITABLE });
    expect((await sb.getOrder(id)).statusId).toBe(7);
  });

  it('an unknown order → 754; a body without a whole-number orderId → 756', async () => {
    expect((await cancel(9_999_999)).status).toBe(754);
    expect((await cancelDelivery(9_999_999)).status).toBe(754);
    expect((await cancel('abc')).status).toBe(756);
    expect((await sb.call('POST', 'Cancel', { body: [] })).body.status).toBe(756);
  });
});

describe('POST CancelDelivery', () => {
  it('an order on delivery that was Prepared before goes back to Prepared and loses its courier', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await moveAll(id, 'Preparing', 'Prepared', 'OnDelivery');
    expect((await sb.getOrder(id)).deliveryUserName).not.toBeNull();
    expect(await cancelDelivery(id)).toMatchObject({ status: 100 });
    expect(await sb.getOrder(id)).toMatchObject({ statusId: 3, deliveryUserName: null });
  });

  it('an order on delivery that was anything else before (Preparing, Ordered) goes back to Preparing', async () => {
    const fromPreparing = await sb.placeOrder(deliveryOrder());
    await moveAll(fromPreparing, 'Preparing', 'OnDelivery');
    const fromOrdered = await sb.placeOrder(deliveryOrder());
    await moveAll(fromOrdered, 'OnDelivery');
    for (const id of [fromPreparing, fromOrdered]) {
      expect((await cancelDelivery(id)).status).toBe(100);
      expect((await sb.getOrder(id)).statusId).toBe(2);
    }
  });

  it('a closed order → 750 with the spec message; an order not on delivery → 750 too', async () => {
    const closed = await sb.placeOrder(deliveryOrder());
    await moveAll(closed, 'OnDelivery', 'Closed');
    expect(await cancelDelivery(closed)).toEqual({ status: 750, message: NOT_SUITABLE });
    const open = await sb.placeOrder(deliveryOrder());
    expect((await cancelDelivery(open)).status).toBe(750);
    expect((await sb.getOrder(open)).statusId).toBe(1);
  });
});

describe('control API status moves', () => {
  it('moves go forward only; Closed and Cancelled orders do not move (409)', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await moveAll(id, 'Prepared');
    expect(await sb.moveTo(id, 'Preparing')).toBe(409);
    expect(await sb.moveTo(id, 'Prepared')).toBe(409);
    await moveAll(id, 'Closed');
    expect(await sb.moveTo(id, 'Closed')).toBe(409);
    const cancelled = await sb.placeOrder(deliveryOrder());
    await cancel(cancelled);
    expect(await sb.moveTo(cancelled, 'Preparing')).toBe(409);
    expect(await sb.moveTo(cancelled, 'Nope')).toBe(400);
    expect(await sb.moveTo(9_999_999, 'Preparing')).toBe(404);
  });

  it('the control API can cancel too (with a reason), but not a closed order', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const cancelled = await sb.control('POST', `orders/${id}/status`, { status: 'Cancelled', cancelReason: 'Adres bulunamadı' });
    expect(cancelled.http).toBe(200);
    expect(await sb.getOrder(id)).toMatchObject({ statusId: 9, orderCancelReason: 'Adres bulunamadı' });
    const closed = await sb.placeOrder(deliveryOrder());
    await moveAll(closed, 'Closed');
    expect(await sb.moveTo(closed, 'Cancelled')).toBe(409);
  });

  it('OnDelivery is for delivery orders only: pickup and table orders go Prepared → Closed', async () => {
    for (const body of [pickupOrder(), tableOrder()]) {
      const id = await sb.placeOrder(body);
      await moveAll(id, 'Prepared');
      expect(await sb.moveTo(id, 'OnDelivery')).toBe(409);
      await moveAll(id, 'Closed');
    }
  });

  it('Prepared records preparedDate; OnDelivery assigns a courier; every move sets updateDate', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const placed = await sb.getOrder(id);
    sb.advanceClock(60_000);
    await moveAll(id, 'Prepared');
    const prepared = await sb.getOrder(id);
    expect(prepared.preparedDate).toBe(prepared.updateDate);
    expect(Date.parse(`${prepared.updateDate}Z`) - Date.parse(`${placed.updateDate}Z`)).toBeGreaterThanOrEqual(59_000);
    await moveAll(id, 'OnDelivery');
    expect(['Mehmet Kaya', 'Ali Demir']).toContain((await sb.getOrder(id)).deliveryUserName);
  });

  it('Closed records closedDate, a payment of the full total and an e-archive invoice', async () => {
    const withMethod = await sb.placeOrder(
      deliveryOrder({ PaymentMethodId: FIXTURE.mealCardPaymentTypeId, DeliveryFee: 15, OrderTotal: 135 }),
    );
    const withoutMethod = await sb.placeOrder(pickupOrder({ PaymentMethodId: 0, CustomerName: 'Can', CustomerSurname: 'Öz' }));
    const startDate = new Date(sb.now() - 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await moveAll(withMethod, 'OnDelivery', 'Closed');
    await moveAll(withoutMethod, 'Closed');
    const closed = await sb.getOrder(withMethod);
    expect(closed.closedDate).toBe(closed.updateDate);
    expect(closed.payments).toEqual([
      expect.objectContaining({ orderId: withMethod, paymentTypeId: 3, paymentName: 'Multinet', isMealCard: true, amount: 135 }),
    ]);
    const other = await sb.getOrder(withoutMethod);
    expect(other.payments[0]).toMatchObject({ paymentTypeId: 1, paymentName: 'Nakit', isMealCard: false, amount: 110 });

    const completed = await sb.call<CompletedBody>('GET', `CompletedOrders?startDate=${encodeURIComponent(startDate)}`);
    const invoice = completed.body.orders.find((o) => o.id === withoutMethod)?.invoices[0];
    expect(invoice).toMatchObject({
      orderId: withoutMethod,
      title: 'Can Öz',
      identity: '11111111111',
      identityType: 1,
      orderInvoiceType: 1,
    });
    expect(String(invoice?.ettn)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const document = await fetch(String(invoice?.invoiceUrl));
    expect(document.status).toBe(200);
    expect(await document.text()).toContain(String(invoice?.ettn));
  });
});
