/**
 * The "server process" of the crash suites: a separate Node process (run with tsx) that either
 * places the order in the cart CART_ID through the place-order service (ROLE=place), runs the
 * order reconciler once (ROLE=reconcile, at time NOW), or runs the scheduled-orders job and then
 * the reconciler once (ROLE=scheduled, at time NOW, demo prices), against the POS at CRASH_POS_URL and the
 * site database DATABASE_URL. It prints one JSON line with its outcome; the test kills it with
 * SIGKILL while it waits for the POS.
 */
import { fakeRequest, installFakeRequest } from '@/tests/support/request-context';

// Outside Next there is no request for the storefront's cookies: the same stand-in as the Vitest suites.
installFakeRequest();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const { createPosClient } = await import('@/lib/pos');
  const client = createPosClient({
    baseUrl: required('CRASH_POS_URL'),
    apiKey: required('CRASH_POS_KEY'),
    apiSecret: required('CRASH_POS_SECRET'),
    consumer: 'Sofra crash test',
    timeoutMs: 60_000,
    retryBaseDelayMs: 5,
  });
  if (required('ROLE') === 'scheduled') {
    // The scheduled-orders job's run, then the reconciler's, at NOW: what a process that just
    // started does (both jobs run at start-up when something is overdue).
    const { sendDueScheduledOrders } = await import('@/lib/orders/scheduled');
    const { reconcileOrders } = await import('@/lib/orders/reconcile');
    const { demoUnitPrice } = await import('@/tests/support/fixtures/demo-checkout');
    const now = new Date(required('NOW'));
    const scheduled = await sendDueScheduledOrders({ client, now, unitPrices: async () => demoUnitPrice });
    // A reconciler run the POS fails is the job's next run's work, as in the site.
    const reconciled = await reconcileOrders({ client, now }).catch((error: unknown) => ({ error: String(error) }));
    console.log(JSON.stringify({ scheduled, reconciled }));
    return;
  }
  if (required('ROLE') === 'reconcile') {
    const { reconcileNow } = await import('@/lib/orders/reconcile');
    const { orders } = await reconcileNow({ client, now: new Date(required('NOW')) });
    console.log(JSON.stringify({ reconciled: orders }));
    return;
  }
  const { placeOrderFromForm } = await import('@/lib/checkout/place-order');
  fakeRequest.cart = required('CART_ID');
  const form = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(required('CHECKOUT_FORM')) as Record<string, string>)) form.set(name, value);
  console.log(JSON.stringify(await placeOrderFromForm(form, { client })));
}

main().then(
  async () => {
    const { disconnectDb } = await import('@/lib/db');
    await disconnectDb();
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
