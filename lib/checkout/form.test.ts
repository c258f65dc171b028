import { afterEach, describe, expect, it } from 'vitest';
import { checkoutSchema, type CheckoutValues } from '@/lib/checkout/form';
import { CHECKOUT_FORM, checkoutErrors } from '@/tests/support/fixtures/checkout-form';
import { setTestLocale } from '@/tests/support/next-intl-server';

// Typed as a visitor might: spaces around the name and the coupon, the phone in international form.
const filled: CheckoutValues = { ...CHECKOUT_FORM, firstName: ' Ayşe ', phone: '+90 (532) 123-45-67', couponCode: ' hosgeldin ' };

const errorsOf = (mode: 'delivery' | 'pickup' | 'table', values: Partial<CheckoutValues>) => checkoutErrors(mode, values, filled);

afterEach(() => setTestLocale('en'));

describe('checkoutSchema', () => {
  it('reads a delivery form: trimmed names, the phone as 0 + 10 digits, the coupon upper-case', () => {
    expect(checkoutSchema('delivery').parse(filled)).toMatchObject({
      firstName: 'Ayşe',
      phone: '05321234567',
      couponCode: 'HOSGELDIN',
      paymentMethodId: 1,
      latitude: null,
    });
  });

  it('asks a delivery for its address, district and city, and nobody else for them', async () => {
    expect(await errorsOf('delivery', { address: ' ', district: '', city: '' })).toEqual({
      address: 'Enter your address',
      district: 'Enter your district',
      city: 'Enter your city',
    });
    expect(checkoutSchema('pickup').parse({ ...filled, address: 'ignored' })).toMatchObject({ address: '', city: '' });
  });

  it('asks a table order only for a first name', async () => {
    expect(await errorsOf('table', { surname: '', phone: '' })).toEqual({});
    expect(await errorsOf('table', { firstName: '' })).toEqual({ firstName: 'Enter your first name' });
    expect(await errorsOf('pickup', { surname: '', phone: '' })).toEqual({
      surname: 'Enter your surname',
      phone: 'Enter a Turkish phone number, e.g. 0532 123 45 67',
    });
  });

  it('refuses a phone that is not Turkish', async () => {
    expect(await errorsOf('delivery', { phone: '+44 20 7946 0958' })).toEqual({
      phone: 'Enter a Turkish phone number, e.g. 0532 123 45 67',
    });
  });

  it('takes a location as both coordinates or neither, within range', async () => {
    expect(checkoutSchema('delivery').parse({ ...filled, latitude: '40.987654', longitude: '29.0275' })).toMatchObject({
      latitude: 40.987654,
      longitude: 29.0275,
    });
    expect(await errorsOf('delivery', { latitude: '40.98' })).toEqual({ latitude: "We couldn't read your location" });
    expect(await errorsOf('delivery', { latitude: '95', longitude: '29' })).toEqual({ latitude: "We couldn't read your location" });
    expect(checkoutSchema('table').parse({ ...filled, latitude: '40.98', longitude: '29.02' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('needs a payment method', async () => {
    expect(await errorsOf('delivery', { paymentMethodId: '' })).toEqual({ paymentMethodId: 'Choose a payment method' });
  });

  it('speaks Turkish to a Turkish visitor', async () => {
    setTestLocale('tr');
    expect(await errorsOf('delivery', { firstName: '', phone: '123', city: '', paymentMethodId: '', orderNote: 'x'.repeat(251) })).toEqual({
      firstName: 'Adınızı girin',
      phone: "Türkiye'de kullanılan bir telefon numarası girin, ör. 0532 123 45 67",
      city: 'Şehrinizi girin',
      paymentMethodId: 'Bir ödeme yöntemi seçin',
      orderNote: 'En fazla 250 karakter kullanın',
    });
  });
});
