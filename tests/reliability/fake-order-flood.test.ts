/**
 * Issue 16, "Keeping fake orders out": a script places 1,000 orders from one client address with
 * 50 phone numbers (50 browsers, each with its cart), while real customers order from their own
 * addresses in between. With the default limits (decision 135) at most the per-address limit of
 * the script's orders reaches the POS, every refusal keeps the cart, and no real order is lost.
 * The figures are printed.
 */
import { describe, expect, it } from 'vitest';
import { getShopContext } from '@/lib/cart/shop-context';
import { getDb } from '@/lib/db';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { variantFor } from '@/tests/support/shop';
import { expectEveryOrderInThePosExactlyOnce, posOrderIds, reliabilityScale, submitCheckout } from '@/tests/support/shopper';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'once' });

const SCRIPT_ADDRESS = '203.0.113.66';
const SCRIPT_ORDERS = 1_000 * reliabilityScale();
const PHONES = Array.from({ length: 50 }, (_, i) => `0530${String(1_000_000 + i).slice(1)}00`.slice(0, 11));
const REAL_EVERY = 50;

describe('a scripted order flood', () => {
  it(`${SCRIPT_ORDERS} orders from one address and 50 numbers: at most the address limit reach the POS, no cart and no real order is lost`, async () => {
    const limits = await readFloodLimits();
    const before = await posOrderIds(suite.sandbox);
    const bots = PHONES.map(() => ({ cart: undefined as string | undefined }));
    const refusals = new Map<string, number>();
    const refuse = (why: string) => refusals.set(why, (refusals.get(why) ?? 0) + 1);
    let scriptPlaced = 0;
    let cartsLost = 0;
    const realPlaced: string[] = [];
    let realTried = 0;
    const started = performance.now();

    for (let i = 0; i < SCRIPT_ORDERS; i += 1) {
      if (i % REAL_EVERY === 0) {
        realTried += 1;
        resetFakeRequest();
        fakeRequest.ip = `198.51.100.${realTried}`;
        await fillCart();
        const real = await submitCheckout(suite.sandbox.client, { phone: `0533 200 ${String(realTried).padStart(2, '0')} 00` });
        if (real.placed) realPlaced.push(real.publicId);
      }
      const bot = bots[i % bots.length];
      const phone = PHONES[i % PHONES.length] ?? '';
      if (!bot) continue;
      Object.assign(fakeRequest, { cart: bot.cart, ip: SCRIPT_ADDRESS, customer: undefined });
      const lines = (await getShopContext()).cart?.lines.length ?? 0;
      if (lines === 0) {
        try {
          await fillCart();
        } catch {
          refuse('new cart refused');
          bot.cart = fakeRequest.cart;
          continue;
        }
      }
      const result = await submitCheckout(suite.sandbox.client, { phone });
      if (result.placed) scriptPlaced += 1;
      else {
        refuse((result.state.message ?? 'refused').slice(0, 60));
        if (((await getShopContext()).cart?.lines.length ?? 0) === 0) cartsLost += 1;
      }
      bot.cart = fakeRequest.cart;
    }
    const seconds = (performance.now() - started) / 1000;

    console.info(
      [
        `fake-order flood: ${SCRIPT_ORDERS} scripted orders from one address and ${PHONES.length} numbers in ${seconds.toFixed(1)} s`,
        `  reached the POS: ${scriptPlaced} (limit per address ${limits.orderLimitPerAddress}, per number ${limits.orderLimitPerPhone}, per cart ${limits.orderLimitPerCart} an hour)`,
        `  refused: ${SCRIPT_ORDERS - scriptPlaced}, carts lost by a refusal: ${cartsLost}`,
        ...[...refusals].map(([why, n]) => `    ${n} × ${why.slice(0, 90)}`),
        `  real customers: ${realPlaced.length} of ${realTried} placed, lost: ${realTried - realPlaced.length}`,
      ].join('\n'),
    );
    expect(scriptPlaced).toBeGreaterThan(0);
    expect(scriptPlaced).toBeLessThanOrEqual(limits.orderLimitPerAddress);
    expect(cartsLost).toBe(0);
    expect(realPlaced).toHaveLength(realTried);
    await expectEveryOrderInThePosExactlyOnce(suite.sandbox, before);
    const refusedDay = await getDb().refusedAttemptDay.findMany();
    expect(refusedDay.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(
      SCRIPT_ORDERS - scriptPlaced - (refusals.get('new cart refused') ?? 0),
    );
  }, 900_000);
});

/** Adana (mild) and an Ayran into the current browser's cart (a new cart when it has none). */
async function fillCart(): Promise<void> {
  const adana = await addToCartFromForm(form({ variantId: await variantFor(UNITS.adana), quantity: 1, ...MILD }));
  const ayran = await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }));
  if (!adana.ok || !ayran.ok) throw new Error(`could not fill the cart: ${adana.message ?? ayran.message ?? ''}`);
}
