/**
 * Crash: the process placing an order is a real child process (tests/reliability/crash/child.ts,
 * the place-order service under tsx) and is killed with SIGKILL after the web order is stored and
 * before the POS's answer reaches it. A new process then runs the reconciler. Both sides of the
 * uncertainty are tested, frozen by a proxy in front of the sandbox: killed before SaveOrder
 * reached the POS, and killed after the POS saved the order but before its answer arrived.
 * Either way the order ends in the POS exactly once, linked to its web order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueCheckoutKey } from '@/lib/checkout/idempotency';
import { getDb } from '@/lib/db';
import { fakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { SANDBOX_KEY, SANDBOX_SECRET, waitFor } from '@/tests/support/sandbox';
import { sandboxSuite } from '@/tests/support/suites';
import { CUSTOMER, expectEveryOrderInThePosExactlyOnce, freshCart, posOrderIds } from '@/tests/support/shopper';
import { startHoldProxy, type HoldMode, type HoldProxy } from './crash/hold-proxy';

installFakeRequest();

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHILD = path.join(ROOT, 'tests/reliability/crash/child.ts');
// The child runs the site's checkout outside Next and Vitest, where next-intl/server cannot work:
// this tsconfig points it at the stand-in Vitest uses too (tests/support/next-intl-server.ts).
const TSCONFIG = path.join(ROOT, 'tsconfig.outside-next.json');
const HOUR = 60 * 60_000;

const suite = sandboxSuite({ shop: 'each' });

/** Starts the child process with the site's database and the POS behind `proxy`. */
function startChild(
  proxy: HoldProxy,
  env: Record<string, string>,
): { child: ChildProcess; output: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> } {
  const child = spawn(TSX, ['--tsconfig', TSCONFIG, CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      CRASH_POS_URL: proxy.apiBaseUrl,
      CRASH_POS_KEY: SANDBOX_KEY,
      CRASH_POS_SECRET: SANDBOX_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, output };
}

/** Places the cart's order in a child process and kills it when the proxy froze its SaveOrder. */
async function placeAndKill(mode: Exclude<HoldMode, 'pass'>): Promise<{ publicId: string; posOrdersBeforeRestart: number }> {
  await freshCart('delivery', 2);
  const cartId = fakeRequest.cart ?? '';
  const proxy = await startHoldProxy(suite.sandbox.apiBaseUrl);
  proxy.mode = mode;
  try {
    const { child, output } = startChild(proxy, {
      ROLE: 'place',
      CART_ID: cartId,
      CHECKOUT_FORM: JSON.stringify({
        ...CUSTOMER,
        paymentMethodId: String(CUSTOMER.paymentMethodId),
        idempotencyKey: await issueCheckoutKey(cartId),
      }),
    });
    const exited = output.then((o) => {
      throw new Error(`the child ended before its SaveOrder was held: ${JSON.stringify(o)}`);
    });
    exited.catch(() => undefined); // observed through the race below; the kill makes it reject later
    await Promise.race([proxy.held(), exited]);
    // The web order and its exact payload are stored before the POS is called.
    const stored = await getDb().webOrder.findFirstOrThrow({ where: { state: 'pending' } });
    expect(JSON.parse(stored.payload)).toMatchObject({ WebOrderId: stored.publicId });
    child.kill('SIGKILL');
    expect((await output).signal).toBe('SIGKILL');
    return { publicId: stored.publicId, posOrdersBeforeRestart: (await suite.sandbox.ordersFor(stored.publicId)).length };
  } finally {
    await proxy.close();
  }
}

/** A new process runs the reconciler once, at `now`, with the POS reachable. */
async function reconcileInNewProcess(now: Date): Promise<string> {
  const proxy = await startHoldProxy(suite.sandbox.apiBaseUrl);
  try {
    const { output } = startChild(proxy, { ROLE: 'reconcile', NOW: now.toISOString() });
    const result = await output;
    expect(result, result.stderr).toMatchObject({ code: 0 });
    return result.stdout;
  } finally {
    await proxy.close();
  }
}

describe('the server process is killed while an order waits for the POS', () => {
  it.each([
    [
      'killed before SaveOrder reached the POS: nothing in the POS; after a restart the reconciler sends it once and links it',
      'hold-request',
      0,
    ],
    [
      'killed after the POS saved it but before the answer arrived: after a restart the reconciler finds and links it without a second order',
      'hold-answer',
      1,
    ],
  ] as const)('%s', async (_name, phase, posOrdersAtKill) => {
    const before = await posOrderIds(suite.sandbox);
    const { publicId, posOrdersBeforeRestart } = await placeAndKill(phase);
    expect(posOrdersBeforeRestart).toBe(posOrdersAtKill);
    expect(await reconcileInNewProcess(new Date(Date.now() + HOUR))).toContain('"sent":1');
    await expectEveryOrderInThePosExactlyOnce(suite.sandbox, before);
    const posOrders = await suite.sandbox.ordersFor(publicId);
    expect(posOrders.length).toBe(1);
    await waitFor(
      async () => (await getDb().webOrder.findUniqueOrThrow({ where: { publicId } })).posOrderId === posOrders[0]?.id,
      1000,
      'the link',
    );
  });
});
