/**
 * Chaos through the whole checkout path (cart → place-order service → SaveOrder → reconciler),
 * not just the order service: tests/integration/orders-batch.test.ts already drives
 * createWebOrder/submitWebOrder under the same faults. Here shoppers fill real carts and submit
 * the checkout form while the sandbox drops the answer after saving, answers 5xx or answers a
 * body that is not JSON; some browsers resend the same form (same idempotency key) after the
 * failure. Every order must end in the POS exactly once, linked, at the total the site stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { reconcileNow } from '@/lib/orders/reconcile';
import { installFakeRequest } from '@/tests/support/request-context';
import { countingClient } from '@/tests/support/sandbox';
import { checkoutKey, liftFloodLimits } from '@/tests/support/shop';
import { sandboxSuite } from '@/tests/support/suites';
import { expectEveryOrderInThePosExactlyOnce, freshCart, posOrderIds, reliabilityScale, submitCheckout } from '@/tests/support/shopper';

installFakeRequest();

const MINUTE = 60_000;
const suite = sandboxSuite({ shop: 'once' });
// Sixty orders from one client: the flood limits are not what this suite tests.
beforeAll(liftFloodLimits);

describe('checkout under injected POS faults', () => {
  it('every order placed through the checkout (20 % dropped after saving, 10 % 5xx, 5 % not JSON) ends in the POS exactly once, linked', async () => {
    const count = Math.round(60 * reliabilityScale());
    const client = countingClient(suite.sandbox.client);
    const before = await posOrderIds(suite.sandbox);
    await suite.sandbox.faults({ dropAfterCommitRate: 0.2, failureRate: 0.1, malformedRate: 0.05 });

    const placed: string[] = [];
    for (let i = 0; i < count; i += 1) {
      await freshCart(i % 3 === 2 ? 'pickup' : 'delivery', 1 + (i % 4));
      const key = await checkoutKey();
      const result = await submitCheckout(client, {}, key);
      if (!result.placed) throw new Error(`order ${i} refused: ${JSON.stringify(result.state)}`);
      placed.push(result.publicId);
      if (i % 4 === 0) {
        // The browser saw a slow or failed answer and resends the very same form.
        const again = await submitCheckout(client, {}, key);
        expect(again).toEqual({ placed: true, publicId: result.publicId });
      }
    }
    const unsettled = await getDb().webOrder.count({ where: { state: { not: 'sent' } } });
    expect(unsettled, 'some submissions hit a fault (else this test proves nothing)').toBeGreaterThan(0);

    // The reconciler runs on its schedule; the faults last for its first rounds, then the POS recovers.
    let now = Date.now();
    for (let round = 0; round < 12 && (await getDb().webOrder.count({ where: { state: { not: 'sent' } } })) > 0; round += 1) {
      if (round === 3) await suite.sandbox.faults({});
      now += 10 * MINUTE;
      await reconcileNow({ client, now: new Date(now) });
    }
    await suite.sandbox.faults({});

    expect(await getDb().webOrder.count()).toBe(count);
    expect(new Set(placed).size).toBe(count);
    await expectEveryOrderInThePosExactlyOnce(suite.sandbox, before);
    expect(client.tally.overlaps).toBe(0);
  });
});
