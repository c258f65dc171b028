/**
 * What the reliability suites share: their size (RELIABILITY_SCALE), a shopper that fills a cart
 * through the add-to-cart service like a browser, and the exactly-once check of every stored web
 * order against the orders the sandbox (the POS) holds. The test file installs the fake request
 * (installFakeRequest of tests/support/request-context).
 */
import { expect } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { switchMode } from '@/lib/cart/switch-mode';
import { placeOrderFromForm, type PlaceOrderResult } from '@/lib/checkout/place-order';
import { getDb } from '@/lib/db';
import type { PosClient } from '@/lib/pos';
import type { TestSandbox } from '@/tests/support/sandbox';
import { resetFakeRequest } from '@/tests/support/request-context';
import { AYSE } from '@/tests/support/fixtures/customer';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { checkoutKey, variantFor } from '@/tests/support/shop';

/** Multiplies the suites' sizes: RELIABILITY_SCALE=10 for a long run; CI runs at 1. */
export function reliabilityScale(): number {
  const scale = Number(process.env.RELIABILITY_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The checkout form's fields for AYSE, paying cash. */
export const CUSTOMER = { ...AYSE, addressDescription: '', paymentMethodId: 1 };

/** A new browser (empty cookie jar) fills a cart in a mode: Adana (mild) ×1 and Ayran ×n. */
export async function freshCart(mode: 'delivery' | 'pickup', ayrans = 1): Promise<void> {
  resetFakeRequest();
  if (mode === 'pickup') await switchMode({ mode: 'pickup' });
  const adana = await addToCartFromForm(form({ variantId: await variantFor(UNITS.adana), quantity: 1, ...MILD }));
  const ayran = await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: ayrans }));
  if (!adana.ok || !ayran.ok) throw new Error(`could not fill the cart: ${JSON.stringify({ adana, ayran })}`);
}

/** Submits the checkout form as the browser posts it, with a key of the form's rendering (a new one when not given). */
export async function submitCheckout(
  client: PosClient,
  fields: Record<string, string | number> = {},
  key?: string,
): Promise<PlaceOrderResult> {
  return placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: key ?? (await checkoutKey()), ...fields }), { client });
}

/** The ids of the orders the POS holds now (the demo comes with a history of its own). */
export async function posOrderIds(sandbox: TestSandbox): Promise<Set<number>> {
  return new Set((await sandbox.allOrders()).map((o) => o.id));
}

/**
 * Every stored web order is sent and linked to the one POS order carrying its WebOrderId, and the
 * POS charged what the site stored; the POS holds no new order (not in `before`) the site does not know.
 */
export async function expectEveryOrderInThePosExactlyOnce(sandbox: TestSandbox, before: ReadonlySet<number>): Promise<void> {
  const orders = await getDb().webOrder.findMany();
  const byWebOrderId = new Map<string, Array<{ id: number; totalMinor: number }>>();
  for (const posOrder of (await sandbox.allOrders()).filter((o) => !before.has(o.id))) {
    const key = posOrder.externalAppId ?? '(none)';
    byWebOrderId.set(key, [...(byWebOrderId.get(key) ?? []), { id: posOrder.id, totalMinor: Math.round(posOrder.orderTotal * 100) }]);
  }
  for (const order of orders) {
    expect({
      publicId: order.publicId,
      state: order.state,
      pos: byWebOrderId.get(order.publicId),
      linkedTotal: order.posTotalMinor,
    }).toEqual({
      publicId: order.publicId,
      state: 'sent',
      pos: [{ id: order.posOrderId, totalMinor: order.totalMinor }],
      linkedTotal: order.totalMinor,
    });
  }
  expect([...byWebOrderId.keys()].sort()).toEqual(orders.map((o) => o.publicId).sort());
}
