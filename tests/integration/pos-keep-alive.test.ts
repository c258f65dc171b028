/**
 * After an idle minute (issue 18, decision 166): the POS's server gives up an idle kept-alive
 * connection at its keep-alive timeout. A client that reuses it just then writes its SaveOrder onto
 * a connection the server is closing, and the order dies before any answer. The front here closes
 * every kept-alive connection the moment its next request arrives, so the race happens every time,
 * not only after a 65 s busy stretch of the event loop.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import type { PosClient } from '@/lib/pos';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { closesIdleConnections, startPosFront, type FrontRequest, type PosFront } from '@/tests/support/pos-front';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();
let front: PosFront;
let client: PosClient;

beforeAll(async () => {
  front = await startPosFront(suite.sandbox.apiBaseUrl);
});
afterAll(() => front.close());
beforeEach(() => {
  front.requests.length = 0;
  front.resetWhen(() => false);
  client = suite.sandbox.clientWith({ baseUrl: front.apiBaseUrl });
});

const saveOrders = (): FrontRequest[] => front.requests.filter((r) => r.url.endsWith('/SaveOrder'));
const webOrderIds = (requests: FrontRequest[]) => requests.map((r) => (JSON.parse(r.body) as { WebOrderId: string }).WebOrderId);

describe('a POS server that closes idle connections as requests arrive on them', () => {
  it('the client sends a SaveOrder after earlier calls on a connection of its own: saved at the first try', async () => {
    front.resetWhen(closesIdleConnections);
    // Earlier calls leave connections behind, as the menu's and the status refresh's calls do.
    await client.getPaymentTypes();
    await client.getPaymentTypes();
    const payload = demoCheckout('table').buildPayload('W0000000000KEEPALIVE01');
    const saved = await client.saveOrder(payload);
    const [posOrder, ...more] = await suite.sandbox.ordersFor(payload.WebOrderId);
    expect({ saved: saved.orderId, more, saves: saveOrders().map((r) => r.onConnection) }).toEqual({
      saved: posOrder?.id,
      more: [],
      saves: [1],
    });
  });

  it('an order placed after earlier calls is sent at once, with one SaveOrder and one order in the POS', async () => {
    front.resetWhen(closesIdleConnections);
    await client.getPaymentTypes();
    const created = await createWebOrder(demoCheckout('table'));
    const result = await submitWebOrder(created.id, { client });
    expect({ state: result.state, saves: saveOrders().map((r) => r.reset) }).toEqual({ state: 'sent', saves: [false] });
    expect(await suite.sandbox.ordersFor(created.publicId)).toHaveLength(1);
  });
});

describe('a SaveOrder whose connection broke before any answer', () => {
  it('is resent once at once with the same WebOrderId: the order is sent, exactly once in the POS', async () => {
    // The first SaveOrder's connection is reset before the POS sees it; the resend gets through.
    front.resetWhen((r) => r.url.endsWith('/SaveOrder') && saveOrders().length === 1);
    const created = await createWebOrder(demoCheckout('table'));
    const result = await submitWebOrder(created.id, { client });
    const saves = saveOrders();
    expect({ state: result.state, message: result.message, reset: saves.map((r) => r.reset), ids: webOrderIds(saves) }).toEqual({
      state: 'sent',
      message: null,
      reset: [true, false],
      ids: [created.publicId, created.publicId],
    });
    const [posOrder, ...more] = await suite.sandbox.ordersFor(created.publicId);
    expect(more).toEqual([]);
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      state: 'sent',
      posOrderId: posOrder?.id,
      attempts: 1,
    });
  });

  it('is resent only once: broken twice, the order waits for the reconciler as unconfirmed, not in the POS', async () => {
    front.resetWhen((r) => r.url.endsWith('/SaveOrder'));
    const created = await createWebOrder(demoCheckout('table'));
    const result = await submitWebOrder(created.id, { client });
    expect({ state: result.state, saves: saveOrders().length }).toEqual({ state: 'unconfirmed', saves: 2 });
    expect(await suite.sandbox.ordersFor(created.publicId)).toEqual([]);
  });
});
