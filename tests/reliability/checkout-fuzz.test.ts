/**
 * Fuzz (fast-check): thousands of generated inputs through the storefront's add-to-cart and
 * place-order services, as a browser (or an attacker posting by hand) could send them: hostile
 * and very long strings, lone surrogates, huge and negative numbers, unknown ids, tampered price
 * fields, junk idempotency keys. Each must get a clear refusal or a correct order; nothing may
 * throw; and at the end no stored order may disagree with the POS.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { quoteCheckout } from '@/lib/checkout/quote';
import { getDb } from '@/lib/db';
import { MAX_QUANTITY } from '@/lib/pricing';
import { cleanText } from '@/lib/pricing/text';
import { form } from '@/tests/support/forms';
import { installFakeRequest } from '@/tests/support/request-context';
import { sandboxSuite } from '@/tests/support/suites';
import { checkoutKey, liftFloodLimits, type ReceivedOrder, receivedOrders, variantFor } from '@/tests/support/shop';
import { CUSTOMER, expectEveryOrderInThePosExactlyOnce, freshCart, posOrderIds, reliabilityScale } from '@/tests/support/shopper';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { getShopContext } from '@/lib/cart/shop-context';

installFakeRequest();

const suite = sandboxSuite({ shop: 'once' });
let before: Set<number>;

beforeAll(async () => {
  // Hundreds of carts and orders from one client: the flood limits are not what this suite tests.
  await liftFloodLimits();
  before = await posOrderIds(suite.sandbox);
});

const runs = (n: number) => Math.round(n * reliabilityScale());

/** Text an attacker or a broken client might send. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    "'; DROP TABLE WebOrder; --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '\u0000\u0001\u001f',
    '\ud800',
    '‮evil',
    'x'.repeat(10_000),
    '   ',
    '',
  ),
);

/** Number-like text: huge, negative, fractional, exponent, not a number. */
const hostileNumber = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom('-1', '0', '1e309', '1e3', '2.5', 'NaN', 'Infinity', '-0', '0x10', '9'.repeat(400), ' 1 ', '1,5'),
);

/** A field that is usually valid, sometimes hostile (so both refusals and real orders are explored). */
const field = (valid: string, hostile: fc.Arbitrary<string> = hostileText) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 4 }, { arbitrary: hostile, weight: 1 });

const checkoutInput = fc.record({
  firstName: field(CUSTOMER.firstName),
  surname: field(CUSTOMER.surname),
  phone: field(CUSTOMER.phone, fc.oneof(hostileText, hostileNumber)),
  address: field(CUSTOMER.address),
  addressDescription: field(''),
  district: field(CUSTOMER.district),
  city: field(CUSTOMER.city),
  latitude: field('', fc.oneof(hostileNumber, fc.constantFrom('41.0082', '91', '-90.0000000001'))),
  longitude: field('', fc.oneof(hostileNumber, fc.constantFrom('28.9784', '181'))),
  paymentMethodId: field('1', fc.oneof(hostileNumber, fc.constantFrom('2', '999999'))),
  couponCode: field('', hostileText),
  orderNote: field('', hostileText),
  acceptContract: field('yes', hostileText),
  idempotencyKey: field('new', fc.oneof(hostileText, fc.uuid().map(String))),
  // Fields the server must ignore: prices and totals are never read from the browser.
  tampered: fc.record({
    price: hostileNumber,
    unitPriceMinor: hostileNumber,
    totalMinor: hostileNumber,
    OrderTotal: hostileNumber,
    Discount: hostileNumber,
  }),
});

/** The text with each lone surrogate replaced by U+FFFD, as UTF-8 storage keeps it. */

/** A refusal says what to fix: a message or at least one field error, in words. */
function expectClearRefusal(state: { ok: boolean; message?: string; fieldErrors?: Partial<Record<string, string[]>> }): void {
  expect(state.ok).toBe(false);
  const words = [state.message ?? '', ...Object.values(state.fieldErrors ?? {}).flat()].filter(
    (m): m is string => typeof m === 'string' && m.trim() !== '',
  );
  expect(words.length).toBeGreaterThan(0);
}

/** What FormData does to a string: lone surrogates become U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

describe('fuzzed storefront input', () => {
  it('add to cart: hostile variant ids, quantities, notes and options get ok or a clear refusal, and the cart only ever holds valid lines', async () => {
    await freshCart('delivery');
    const known = [await variantFor(UNITS.adana), await variantFor(UNITS.ayran)].map(String);
    const input = fc.record({
      variantId: fc.oneof(fc.constantFrom(...known), hostileNumber, hostileText),
      quantity: fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), hostileNumber, hostileText),
      note: fc.oneof(fc.constant(''), hostileText),
      options: fc.dictionary(
        fc.oneof(fc.constant('group-1'), fc.string({ maxLength: 12 })),
        fc.oneof(fc.constant(String(MILD['group-1'])), hostileNumber, hostileText),
        { maxKeys: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ options, ...fields }) => {
        const result = await addToCartFromForm(form({ ...options, ...fields }));
        if (!result.ok) expectClearRefusal(result);
        const lines = (await getShopContext()).cart?.lines ?? [];
        for (const line of lines) {
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_QUANTITY).toBe(true);
        }
      }),
      { numRuns: runs(1200) },
    );
  }, 120_000);

  it(
    'checkout: each generated submission gets a clear refusal or an order charged at the server-side price, and never throws',
    async () => {
      await freshCart('delivery');
      // Every refill puts the same lines in the cart, so the server-side total is known up front.
      const expectedTotal = (await quoteCheckout(await getShopContext(), '', new Date())).summary.totals.totalMinor;
      let placed = 0;
      await fc.assert(
        fc.asyncProperty(checkoutInput, async ({ tampered, idempotencyKey, ...fields }) => {
          const key = idempotencyKey === 'new' ? await checkoutKey() : idempotencyKey;
          const result = await placeOrderFromForm(form({ ...tampered, ...fields, idempotencyKey: key }), { client: suite.sandbox.client });
          if (!result.placed) {
            expectClearRefusal(result.state);
            return;
          }
          placed += 1;
          const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
          // The checkout form removes control characters, bidi overrides and lone surrogates before
          // validating, so what is stored is the cleaned name (never empty: an all-control name is refused).
          expect({ state: order.state, total: order.totalMinor, firstName: order.firstName }).toEqual({
            state: 'sent',
            total: expectedTotal,
            // FormData turns a lone surrogate into U+FFFD before the server sees it.
            firstName: cleanText(wellFormed(fields.firstName)),
          });
          expect(order.firstName).not.toBe('');
          const sent = JSON.parse(order.payload) as {
            OrderTotal: number;
            CustomerName?: string;
            PaymentMethodId: number;
            OrderDetails: unknown[];
          };
          const [received, ...more] = await receivedOrders(suite.sandbox, order.publicId);
          expect(more).toEqual([]);
          // The sandbox records the request as received; CustomerName is one of its fields.
          const request = received?.request as (ReceivedOrder['request'] & { CustomerName?: string }) | undefined;
          expect([request?.OrderTotal, request?.CustomerName, request?.PaymentMethodId, request?.OrderDetails.length]).toEqual([
            sent.OrderTotal,
            sent.CustomerName,
            sent.PaymentMethodId,
            sent.OrderDetails.length,
          ]);
          expect(Math.round((received?.orderTotal ?? 0) * 100)).toBe(expectedTotal);
          await freshCart('delivery');
        }),
        { numRuns: runs(1000) },
      );
      expect(placed, 'some generated submissions were valid orders').toBeGreaterThan(10);
      // Nothing pending or unconfirmed (no faults here); every order the site stored is in the POS once, at its total.
      await getDb().webOrder.deleteMany({ where: { state: 'rejected', posOrderId: null } });
      await expectEveryOrderInThePosExactlyOnce(suite.sandbox, before);
    },
    180_000 * reliabilityScale(),
  );
});
