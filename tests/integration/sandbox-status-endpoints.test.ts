import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '@/tests/support/fixtures/sandbox-catalogue';
import { deliveryOrder, type PosBody, pickupOrder, startWireSandbox, type WireSandbox } from '@/tests/support/sandbox-wire';

/**
 * POST Prepared / OnDelivery / Deliver (issue 18, docs/decisions/157): the same state machine as
 * the control API, the same webhooks, bodies in either casing.
 */

let sb: WireSandbox;
const events: Array<{ type: string; id: number }> = [];
const receiver = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    if (text === 'adisyo') return void res.end('adisyo');
    const body = JSON.parse(text) as { webhookEventType: string; data: { id: number } };
    events.push({ type: body.webhookEventType, id: body.data.id });
    res.end('ok');
  });
});

beforeAll(async () => {
  sb = await startWireSandbox();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  expect((await sb.control('PUT', 'config', { webhookUrl: url })).http).toBe(200);
});
afterAll(async () => {
  await sb.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const post = async (endpoint: string, body: unknown) => (await sb.call<PosBody>('POST', endpoint, { body })).body;

async function eventsOf(id: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 5000;
  while (events.filter((e) => e.id === id).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return events.filter((e) => e.id === id).map((e) => e.type);
}

describe('status endpoints', () => {
  it('Prepared → OnDelivery → Deliver walks a delivery order to Closed, paid with the sent type, each move a webhook like the control API', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    expect(await post('Prepared', { OrderId: id })).toEqual({ status: 100, message: 'Order prepared' });
    let order = await sb.getOrder(id);
    expect(order).toMatchObject({ statusId: 3 });
    expect(order.preparedDate).not.toBe('1900-01-01T00:00:00');

    expect(await post('OnDelivery', { OrderId: id, CourierId: 2 })).toMatchObject({ status: 100 });
    order = await sb.getOrder(id);
    expect(order).toMatchObject({ statusId: 5, deliveryUserName: 'Ali Demir' });

    expect(await post('Deliver', { OrderId: id, PaymentType: FIXTURE.cardOnDeliveryPaymentTypeId })).toMatchObject({ status: 100 });
    order = await sb.getOrder(id);
    expect(order).toMatchObject({ statusId: 7, closedDate: expect.any(String) });
    expect(order.payments).toEqual([expect.objectContaining({ paymentTypeId: FIXTURE.cardOnDeliveryPaymentTypeId, amount: 120 })]);
    expect(order.invoices).toHaveLength(1);

    // The same event the kitchen's control-API moves send, once per move.
    expect(await eventsOf(id, 4)).toEqual(['order.created', 'order.status_changed', 'order.status_changed', 'order.status_changed']);
  });

  it('camelCase bodies and numeric strings bind too; the control API and the endpoints share one state machine', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    expect(await sb.moveTo(id, 'Preparing')).toBe(200);
    expect(await post('prepared', { orderId: String(id) })).toMatchObject({ status: 100 });
    expect(await sb.moveTo(id, 'Preparing')).toBe(409);
    expect(await post('ondelivery', { orderid: id, courierid: '1' })).toMatchObject({ status: 100 });
    expect((await sb.getOrder(id)).deliveryUserName).toBe('Mehmet Kaya');
    // CancelDelivery goes back to Prepared, as it was before the delivery.
    expect(await post('CancelDelivery', { OrderId: id })).toMatchObject({ status: 100 });
    expect((await sb.getOrder(id)).statusId).toBe(3);
    expect(await post('deliver', { orderId: id, paymentType: 'nakit' })).toMatchObject({ status: 100 });
    expect((await sb.getOrder(id)).payments[0]).toMatchObject({ paymentTypeId: FIXTURE.cashPaymentTypeId });
  });

  it('Deliver without a payment type answers 758 and changes nothing', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    for (const body of [{ OrderId: id }, { OrderId: id, PaymentType: null }, { OrderId: id, PaymentType: '' }]) {
      expect(await post('Deliver', body)).toEqual({ status: 758, message: 'A payment type is required to close the order' });
    }
    expect((await sb.getOrder(id)).statusId).toBe(1);
    expect((await post('Deliver', { OrderId: id, PaymentType: 99 })).status).toBe(756);
  });

  it('Deliver on an order already delivered answers 756; on a cancelled one 750', async () => {
    const id = await sb.placeOrder(pickupOrder());
    expect((await post('Deliver', { OrderId: id, PaymentType: 1 })).status).toBe(100);
    const again = await post('Deliver', { OrderId: id, PaymentType: 1 });
    expect(again.status).toBe(756);
    expect(again.message).toContain('already delivered');
    const cancelled = await sb.placeOrder(pickupOrder());
    await post('Cancel', { OrderId: cancelled });
    expect((await post('Deliver', { OrderId: cancelled, PaymentType: 1 })).status).toBe(750);
  });

  it('OnDelivery without a CourierId is accepted with one of the restaurant couriers; an unknown courier → 650; a pickup order → 750', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    expect((await post('OnDelivery', { OrderId: id })).status).toBe(100);
    expect(['Mehmet Kaya', 'Ali Demir']).toContain((await sb.getOrder(id)).deliveryUserName);
    const other = await sb.placeOrder(deliveryOrder());
    expect((await post('OnDelivery', { OrderId: other, CourierId: 77 })).status).toBe(650);
    expect((await sb.getOrder(other)).statusId).toBe(1);
    const pickup = await sb.placeOrder(pickupOrder());
    expect((await post('OnDelivery', { OrderId: pickup, CourierId: 1 })).status).toBe(750);
  });

  it('Prepared twice is still 100 without a second event; on a closed order 750; an unknown order 754; no OrderId 756', async () => {
    const id = await sb.placeOrder(pickupOrder());
    expect((await post('Prepared', { OrderId: id })).status).toBe(100);
    expect((await post('Prepared', { OrderId: id })).status).toBe(100);
    expect(await eventsOf(id, 2)).toEqual(['order.created', 'order.status_changed']);
    await sb.moveTo(id, 'Closed');
    expect((await post('Prepared', { OrderId: id })).status).toBe(750);
    expect((await post('Prepared', { OrderId: 999_999 })).status).toBe(754);
    expect((await post('Prepared', {})).status).toBe(756);
  });
});
