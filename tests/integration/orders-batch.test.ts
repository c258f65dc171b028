import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { createWebOrder } from '@/lib/orders/create';
import { reconcileNow } from '@/lib/orders/reconcile';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { countingClient, newTally } from '@/tests/support/sandbox';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();

const MODES: ServiceMode[] = ['delivery', 'pickup', 'table'];
const MINUTE = 60_000;

/** Runs `count` promises from `make`, `width` at a time. */
async function inBatches<T>(count: number, width: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => make(start + i)))));
  }
  return results;
}

/** Every web order is sent and linked to the one POS order carrying its WebOrderId. */
async function expectEachOrderInThePosExactlyOnce(): Promise<void> {
  const orders = await getDb().webOrder.findMany();
  const byWebOrderId = new Map<string, number[]>();
  for (const posOrder of await suite.sandbox.allOrders()) {
    if (posOrder.externalAppId)
      byWebOrderId.set(posOrder.externalAppId, [...(byWebOrderId.get(posOrder.externalAppId) ?? []), posOrder.id]);
  }
  for (const order of orders) {
    expect({ publicId: order.publicId, state: order.state, pos: byWebOrderId.get(order.publicId) }).toEqual({
      publicId: order.publicId,
      state: 'sent',
      pos: [order.posOrderId],
    });
  }
}

async function settledCount(): Promise<number> {
  return getDb().webOrder.count({ where: { state: { in: ['sent', 'rejected', 'failed'] } } });
}

describe('a batch of orders under injected faults', () => {
  it('puts each of 50 orders in the POS exactly once, linked to the right POS order (20 % drops, 10 % 5xx, 5 % not JSON)', async () => {
    const client = countingClient(suite.sandbox.client);
    await suite.sandbox.faults({ dropAfterCommitRate: 0.2, failureRate: 0.1, malformedRate: 0.05 });
    const created = await inBatches(50, 8, (i) => createWebOrder(demoCheckout(MODES[i % MODES.length])));
    const first = await inBatches(created.length, 8, (i) => submitWebOrder(created[i]?.id ?? 0, { client }));
    expect(first.filter((r) => r.state === 'unconfirmed').length).toBeGreaterThan(0);

    // The faults stay on for the first rounds of the reconciler, then the POS recovers.
    let now = Date.now();
    for (let round = 0; round < 12 && (await settledCount()) < created.length; round++) {
      if (round === 4) await suite.sandbox.faults({});
      now += 10 * MINUTE;
      await reconcileNow({ client, now: new Date(now) });
    }
    expect(await settledCount()).toBe(created.length);
    await expectEachOrderInThePosExactlyOnce();
    expect(client.tally.overlaps).toBe(0);
  });

  it('never doubles an order when two reconcilers run at the same time', async () => {
    const tally = newTally();
    const [a, b] = [countingClient(suite.sandbox.client, tally), countingClient(suite.sandbox.client, tally)];
    const created = await inBatches(24, 8, (i) => createWebOrder(demoCheckout(MODES[i % MODES.length])));
    await suite.sandbox.faults({ failureRate: 1 });
    await inBatches(created.length, 8, (i) => submitWebOrder(created[i]?.id ?? 0, { client: a }));
    expect(await settledCount()).toBe(0);

    await suite.sandbox.faults({ dropAfterCommitRate: 0.5 });
    let now = Date.now();
    let rounds = 0;
    for (let round = 0; round < 10 && (await settledCount()) < created.length; round++) {
      if (round === 4) await suite.sandbox.faults({});
      now += 10 * MINUTE;
      await Promise.all([reconcileNow({ client: a, now: new Date(now) }), reconcileNow({ client: b, now: new Date(now) })]);
      rounds += 1;
    }
    expect(await settledCount()).toBe(created.length);
    await expectEachOrderInThePosExactlyOnce();
    expect(tally.overlaps).toBe(0);
    // Each order took one attempt per round, whichever reconciler claimed it.
    const attempts = await getDb().webOrder.findMany({ select: { attempts: true } });
    expect(attempts.every((o) => o.attempts <= 1 + rounds)).toBe(true);
  });
});
