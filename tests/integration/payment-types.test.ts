/**
 * Payment types by service mode (issue 13, item 3): checkout offers each POS payment type only in
 * the modes staff chose — meal cards and card-at-the-door only for delivery until they do — never
 * the POS's online type, and the server refuses a type the mode does not offer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { savePaymentModes } from '@/app/[locale]/admin/settings/payments/actions';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { switchMode } from '@/lib/cart/switch-mode';
import { listPaymentChoices, listPaymentTypeSettings } from '@/lib/checkout/payment-types';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { getDb } from '@/lib/db';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { installFakeRequest } from '@/tests/support/request-context';
import { checkoutKey, receivedOrders, variantFor } from '@/tests/support/shop';
import { signInStaff } from '@/tests/support/staff';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'each' });
const none = { ok: false } as const;

// The demo POS: 1 Nakit, 2 Kapıda Kredi Kartı, 3 Multinet, 4 Sodexo, 5 Ticket Restaurant (meal
// cards), 6 Online Ödeme (online), 7 Kredi Kartı.
const ids = async (mode: 'delivery' | 'pickup' | 'table') => (await listPaymentChoices(mode)).map((choice) => choice.id);

const PICKUP = {
  firstName: 'Ayşe',
  surname: 'Yılmaz',
  phone: '0532 123 45 67',
  address: '',
  district: '',
  city: '',
  acceptContract: 'yes',
};

async function pickupOrder(paymentMethodId: number) {
  await switchMode({ mode: 'pickup' });
  const added = await addToCartFromForm(form({ variantId: await variantFor(UNITS.adana), quantity: 1, ...MILD }));
  expect(added).toMatchObject({ ok: true });
  return placeOrderFromForm(form({ ...PICKUP, paymentMethodId, idempotencyKey: await checkoutKey() }), { client: suite.sandbox.client });
}

describe('payment types by mode', () => {
  beforeEach(async () => {
    await getDb().staffSession.deleteMany();
    await getDb().staffUser.deleteMany();
    await signInStaff();
  });

  it('offers meal cards and card at the door only for delivery by default, and never the online type', async () => {
    expect(await ids('delivery')).toEqual([1, 2, 3, 4, 5, 7]);
    expect(await ids('pickup')).toEqual([1, 7]);
    expect(await ids('table')).toEqual([1, 7]);
    expect((await listPaymentTypeSettings()).every((type) => type.byDefault)).toBe(true);
  });

  it('refuses a pickup order paid by card at the door, and no order is made', async () => {
    const refused = await pickupOrder(2);
    expect(refused).toMatchObject({
      placed: false,
      state: { fieldErrors: { paymentMethodId: ['This payment method is not offered for pickup. Please choose another.'] } },
    });
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('follows the staff’s choice: a type ticked for pickup is offered and accepted there', async () => {
    const saved = await savePaymentModes(
      none,
      form({ ids: ['1', '2', '3', '4', '5', '7'], delivery: ['1', '2', '3', '4', '5', '7'], pickup: ['1', '2'], table: ['7'] }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await ids('pickup')).toEqual([1, 2]);
    expect(await ids('table')).toEqual([7]);

    const placed = await pickupOrder(2);
    if (!placed.placed) throw new Error(`not placed: ${JSON.stringify(placed.state)}`);
    const [received] = await receivedOrders(suite.sandbox, placed.publicId);
    expect(received?.request).toMatchObject({ OrderType: 3, PaymentMethodId: 2 });
  });

  it('refuses to leave a mode with no payment type, and changes nothing', async () => {
    const refused = await savePaymentModes(none, form({ ids: ['1', '7'], delivery: ['1'], pickup: ['1'] }));
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { table: ['Tick at least one payment type for table orders: customers must be able to pay'] },
    });
    expect(await ids('table')).toEqual([1, 7]);
  });
});
