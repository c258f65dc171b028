/**
 * A signed-in customer's saved addresses and message choices (issue 16, decisions 290 and 291),
 * against the real sandbox: checkout keeps the delivery address with its neighbourhood, pin and
 * name when the box stays ticked; the chooser prices the page for a saved address's zone and takes
 * only the customer's own; the account page records the marketing choice as checkout does and
 * switches the progress messages the stop link stops; an erasure takes the account with it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { marketingConsentOf, setMarketingConsent, setProgressMessages } from '@/lib/accounts/marketing';
import { listAddresses, saveAddress } from '@/lib/accounts/profile';
import { addressesWithZones, checkoutAccount, chooseSavedAddress } from '@/lib/accounts/saved-addresses';
import { signInCustomer } from '@/lib/accounts/session';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { quoteCheckout } from '@/lib/checkout/quote';
import { getDb } from '@/lib/db';
import { hasStopped, mayReceive } from '@/lib/notify/consent';
import { eraseCustomer } from '@/lib/privacy/erasure';
import { consentsOf } from '@/lib/privacy/consent';
import { parseZoneCookie } from '@/lib/zones/choice';
import { createZone, type ZoneInput } from '@/lib/zones/store';
import { AYSE } from '@/tests/support/fixtures/customer';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { checkoutKey, receivedOrders, resetShopSettings, variantFor } from '@/tests/support/shop';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'each' });

const PHONE = '05321234567';
const E164 = '+905321234567';
const CUSTOMER = { ...AYSE, paymentMethodId: 1 };
const terms = { feeMinor: 0, freeAboveMinor: null, minimumOrderMinor: 0, extraMinutes: 0 };
const MODA: ZoneInput = {
  ...terms,
  name: 'Moda',
  kind: 'places',
  places: [{ city: 'İstanbul', district: 'Kadıköy', neighbourhood: 'Moda Mah' }],
  reference: { latitude: 40.987, longitude: 29.026 },
  feeMinor: 4_500,
};
const KADIKOY: ZoneInput = {
  ...terms,
  name: 'Kadıköy',
  kind: 'places',
  places: [{ city: 'İstanbul', district: 'Kadıköy', neighbourhood: null }],
  reference: { latitude: 40.99, longitude: 29.03 },
  feeMinor: 2_000,
};
const HOME = {
  label: 'Ev',
  address: 'Moda Cad. No: 12',
  addressDescription: '3. kat',
  neighbourhood: 'Moda Mah',
  district: 'Kadıköy',
  city: 'İstanbul',
  latitude: null,
  longitude: null,
};

beforeEach(async () => {
  setTestLocale('tr');
  resetFakeRequest();
  const db = getDb();
  await db.customer.deleteMany();
  await db.consentRecord.deleteMany();
  await db.notificationOptOut.deleteMany();
  await db.limitCounter.deleteMany();
  await resetShopSettings({ orderVerification: 'off' });
});

async function add() {
  const result = await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }));
  expect(result).toMatchObject({ ok: true });
}

async function place(fields: Record<string, string | number> = {}) {
  await add();
  const result = await placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: await checkoutKey(), ...fields }), {
    client: suite.sandbox.client,
  });
  if (!result.placed) throw new Error(JSON.stringify(result.state));
  return result.publicId;
}

describe('checkout saves the delivery address', () => {
  it('with its neighbourhood, pin and name when the box stays ticked; edits the chosen one; keeps nothing unticked or for a guest', async () => {
    await createZone(MODA);
    const customer = await signInCustomer(PHONE);
    const first = await place({
      neighbourhood: 'Moda Mah',
      latitude: '40.987512',
      longitude: '29.025874',
      saveAddress: 'yes',
      addressLabel: 'Ev',
    });
    expect(await receivedOrders(suite.sandbox, first)).toHaveLength(1);
    const [saved, ...others] = await addressesWithZones(customer.id);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      label: 'Ev',
      address: 'Moda Cad. No: 12',
      neighbourhood: 'Moda Mah',
      district: 'Kadıköy',
      city: 'İstanbul',
      latitude: 40.987512,
      longitude: 29.025874,
      zone: { kind: 'inside', name: 'Moda' },
    });
    if (!saved) return;
    // The account had no name or e-mail yet: the order's are kept; later orders do not overwrite them.
    expect(await getDb().customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ name: 'Ayşe Yılmaz', email: '' });

    // The box unticked: the order goes, the account is not touched.
    await place({ neighbourhood: 'Moda Mah', address: 'Bahariye Cad. 40', firstName: 'Başka', email: 'ayse@example.com' });
    expect(await listAddresses(customer.id)).toHaveLength(1);
    expect(await getDb().customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
    });

    // The saved address chosen and corrected at checkout: that one is updated, not a second one added.
    await place({
      neighbourhood: 'Moda Mah',
      address: 'Moda Cad. No: 14',
      saveAddress: 'yes',
      addressLabel: 'Ev',
      savedAddressId: saved.id,
    });
    expect(await listAddresses(customer.id)).toEqual([
      expect.objectContaining({ id: saved.id, address: 'Moda Cad. No: 14', latitude: null }),
    ]);

    // A guest's ticked box (forged: guests are not shown it) keeps nothing.
    resetFakeRequest();
    await place({ neighbourhood: 'Moda Mah', address: 'Yeni Adres 1', saveAddress: 'yes' });
    expect(await getDb().customerAddress.count()).toBe(1);
  });
});

describe('the checkout chooser', () => {
  it('prices the page for the chosen address’s zone, starts with the last used, and takes only the customer’s own', async () => {
    await createZone(MODA);
    await createZone(KADIKOY);
    const customer = await signInCustomer(PHONE);
    await saveAddress(customer.id, HOME);
    await saveAddress(customer.id, { ...HOME, label: 'İş', address: 'Söğütlüçeşme Cad. 1', neighbourhood: 'Rasimpaşa Mah' });
    await saveAddress(customer.id, {
      ...HOME,
      label: 'Annem',
      address: 'Kızılay 5',
      neighbourhood: '',
      district: 'Çankaya',
      city: 'Ankara',
    });
    const byLabel = Object.fromEntries((await addressesWithZones(customer.id)).map((a) => [a.label, a]));
    expect(byLabel.Ev?.zone).toEqual({ kind: 'inside', name: 'Moda' });
    expect(byLabel['İş']?.zone).toEqual({ kind: 'inside', name: 'Kadıköy' });
    expect(byLabel.Annem?.zone).toEqual({ kind: 'outside' });
    const home = byLabel.Ev?.id ?? 0;

    await add();
    expect(await chooseSavedAddress(home)).toBe(true);
    expect(parseZoneCookie(fakeRequest.zone)).toEqual({ city: 'İstanbul', district: 'Kadıköy', neighbourhood: 'Moda Mah' });
    expect((await quoteCheckout(await getShopContext(), '', new Date())).summary.totals.deliveryFeeMinor).toBe(4_500);
    // The next visit to checkout starts with it, priced for it.
    const account = await checkoutAccount();
    expect(account?.addresses[0]?.label).toBe('Ev');
    const quote = await quoteCheckout(await getShopContext(), '', new Date(), account?.where);
    expect(quote.zone).toMatchObject({ kind: 'inside', zone: { name: 'Moda' } });

    // Another customer's address: refused, nothing changes.
    const cookie = fakeRequest.zone;
    resetFakeRequest();
    const other = await signInCustomer('05339876543');
    fakeRequest.zone = cookie;
    expect(await chooseSavedAddress(byLabel['İş']?.id ?? 0)).toBe(false);
    expect(fakeRequest.zone).toBe(cookie);
    // Nor can the account page's edit reach it: the id is not theirs, so a new address of their own is saved.
    expect(await saveAddress(other.id, { ...HOME, address: 'Başka 1' }, home)).toBe(true);
    expect((await listAddresses(customer.id)).map((a) => a.address)).toContain('Moda Cad. No: 12');
    expect((await listAddresses(other.id)).map((a) => a.address)).toEqual(['Başka 1']);
  });
});

describe('message choices on the account page', () => {
  it('records the marketing consent and its withdrawal as checkout does, and switches the progress messages the stop link stops', async () => {
    await signInCustomer(PHONE);
    expect(await marketingConsentOf(PHONE)).toEqual({ granted: false, at: null, stopped: false });
    expect(await mayReceive('marketing', E164, { phone: E164 })).toBe(false);

    const given = new Date('2026-11-28T09:00:00Z');
    expect(await setMarketingConsent(PHONE, true, given)).toBe(true);
    expect(await setMarketingConsent(PHONE, true)).toBe(false);
    expect(await consentsOf(PHONE)).toEqual([
      expect.objectContaining({
        granted: true,
        channels: ['sms'],
        wording: 'Kampanya, indirim ve duyurulardan SMS ile haberdar olmak istiyorum.',
        locale: 'tr',
        source: 'account',
        createdAt: given,
      }),
    ]);
    expect(await mayReceive('marketing', E164, { phone: E164 })).toBe(true);

    setTestLocale('en');
    expect(await setMarketingConsent(PHONE, false, new Date('2026-11-28T10:00:00Z'))).toBe(true);
    expect((await consentsOf(PHONE))[0]).toMatchObject({
      granted: false,
      wording: 'I would like to receive offers, discounts and news by SMS.',
      locale: 'en',
    });
    expect(await mayReceive('marketing', E164, { phone: E164 })).toBe(false);
    expect(await marketingConsentOf(PHONE)).toMatchObject({ granted: false, at: new Date('2026-11-28T10:00:00Z') });

    await setProgressMessages({ phone: PHONE, email: 'Ayse@Example.com' }, false);
    expect(await hasStopped(E164)).toBe(true);
    expect(await hasStopped('ayse@example.com')).toBe(true);
    expect(await mayReceive('progress', E164, { phone: E164 })).toBe(false);
    expect(await mayReceive('essential', E164, { phone: E164 })).toBe(true);
    expect((await marketingConsentOf(PHONE)).stopped).toBe(true);
    await setProgressMessages({ phone: PHONE, email: 'Ayse@Example.com' }, true);
    expect(await mayReceive('progress', E164, { phone: E164 })).toBe(true);
    expect(await hasStopped('ayse@example.com')).toBe(false);
  });
});

describe('erasure on request', () => {
  it('takes the number’s account with its saved addresses', async () => {
    const customer = await signInCustomer(PHONE);
    await saveAddress(customer.id, HOME);
    await eraseCustomer(PHONE, { id: 1, name: 'Derya' });
    expect(await getDb().customer.count({ where: { phone: PHONE } })).toBe(0);
    expect(await getDb().customerAddress.count()).toBe(0);
  });
});
