/**
 * The "server process" of the crash suites: a separate Node process (run with tsx) that either
 * places the order in the cart CART_ID through the place-order service (ROLE=place), runs the
 * order reconciler once (ROLE=reconcile, at time NOW), runs the scheduled-orders job and then the
 * reconciler once (ROLE=scheduled, at time NOW, demo prices, printing one JSON line with its
 * outcome), or places orders without end, five customers at a time, each filling a new cart with
 * BURST_CART's lines (ROLE=burst, printing each placed order's public id on a line), against the
 * POS at CRASH_POS_URL and the site database DATABASE_URL. The tests kill it with SIGKILL mid-work.
 */
import type { PosClient } from '@/lib/pos';
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
  if (required('ROLE') === 'burst') return burst(client, placeOrderFromForm);
  fakeRequest.cart = required('CART_ID');
  const form = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(required('CHECKOUT_FORM')) as Record<string, string>)) form.set(name, value);
  console.log(JSON.stringify(await placeOrderFromForm(form, { client })));
}

/** ROLE=burst: new customers order one after another, five at a time, until the process is killed. */
async function burst(client: PosClient, placeOrderFromForm: typeof import('@/lib/checkout/place-order').placeOrderFromForm): Promise<void> {
  const { addToCartFromForm } = await import('@/lib/cart/add-to-cart');
  const { checkoutKey } = await import('@/tests/support/shop');
  const { asBrowser, installBrowserScope } = await import('@/bench/support/browser-scope');
  installBrowserScope();
  const lines = JSON.parse(required('BURST_CART')) as Array<Record<string, string | number>>;
  const details = JSON.parse(required('CHECKOUT_FORM')) as Record<string, string>;
  const fill = (fields: Record<string, string | number>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
    return form;
  };
  const customer = () =>
    asBrowser(async () => {
      for (const line of lines) await addToCartFromForm(fill(line));
      const placed = await placeOrderFromForm(fill({ ...details, idempotencyKey: await checkoutKey() }), { client });
      if (!placed.placed) throw new Error(`order refused: ${JSON.stringify(placed.state)}`);
      console.log(placed.publicId);
    });
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (;;) await customer();
    }),
  );
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
