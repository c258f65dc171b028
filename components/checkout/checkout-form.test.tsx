// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { checkoutPrefill } from '@/lib/accounts/checkout-prefill';
import type { AddressChoice } from '@/lib/accounts/saved-address-fields';
import type { CheckoutState, SummaryView } from '@/lib/checkout/form-fields';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

const SUMMARY: SummaryView = {
  itemsMinor: 49_000,
  discountMinor: 0,
  deliveryFeeMinor: 0,
  serviceChargeMinor: 0,
  totalMinor: 49_000,
  couponCode: null,
  toFreeDeliveryMinor: null,
};

function renderForm(
  placeOrder: (prev: CheckoutState, formData: FormData) => Promise<CheckoutState>,
  locale: 'en' | 'tr' = 'en',
  extra: Partial<React.ComponentProps<typeof CheckoutForm>> = {},
) {
  return render(
    withIntl(
      <CheckoutForm
        {...extra}
        mode="delivery"
        summary={SUMMARY}
        payments={[
          { id: 1, label: 'Nakit', name: 'Nakit', mealCard: false },
          { id: 2, label: 'Sodexo (meal card)', name: 'Sodexo', mealCard: true },
        ]}
        blocked={null}
        idempotencyKey="key-1"
        shownCart="shown-at-load"
        placeOrder={placeOrder}
      />,
      locale,
    ),
  );
}

describe('CheckoutForm', () => {
  it('says the delivery fee depends on the area until the address falls in a zone, not "Free" (docs/decisions/286)', async () => {
    const outside = vi.fn(async (): Promise<CheckoutState> => ({
      ok: false,
      message: 'We do not deliver to Üsküdar.',
      summary: SUMMARY,
      offerPickup: true,
    }));
    renderForm(outside);
    const fee = () => screen.getByText('Delivery fee').nextElementSibling;
    expect(fee()).toHaveTextContent('Free');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findAllByText('We do not deliver to Üsküdar.');
    expect(fee()).toHaveTextContent('Depends on your area');
    cleanup();

    renderForm(outside, 'tr', { feeByArea: true });
    expect(screen.getByText('Teslimat ücreti').nextElementSibling).toHaveTextContent('Bölgenize göre');
  });

  it('shows a refused field’s error, tied to the field, and announces the message', async () => {
    const placeOrder = vi.fn(async (_prev: CheckoutState, formData: FormData): Promise<CheckoutState> => ({
      ok: false,
      message: 'Please check the highlighted fields.',
      fieldErrors: { phone: ['Enter a Turkish phone number, e.g. 0532 123 45 67'] },
      values: { ...Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)])) } as CheckoutState['values'],
    }));
    renderForm(placeOrder);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ayşe');
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const phone = await screen.findByRole('textbox', { name: 'Phone', description: /Enter a Turkish phone number/ });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('A Turkish number, e.g. 0532 123 45 67 Enter a Turkish phone number, e.g. 0532 123 45 67');
    expect(screen.getAllByRole('status').find((region) => region.textContent === 'Please check the highlighted fields.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(placeOrder.mock.calls[0]?.[1].get('intent')).toBe('place-order');
  });

  it('shows a refused coupon as the coupon field’s error, and announces an applied one', async () => {
    const placeOrder = vi.fn(async (_prev: CheckoutState, formData: FormData): Promise<CheckoutState> => {
      const code = String(formData.get('couponCode'));
      return code === 'HOSGELDIN'
        ? { ok: true, coupon: { ok: true, message: 'Coupon HOSGELDIN applied: you save ₺50,00.' } }
        : {
            ok: false,
            coupon: { ok: false, message: 'We don’t know this coupon code.' },
            fieldErrors: { couponCode: ['We don’t know this coupon code.'] },
          };
    });
    renderForm(placeOrder);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Coupon code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const coupon = await screen.findByRole('textbox', { name: 'Coupon code (optional)', description: 'We don’t know this coupon code.' });
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveValue('NOPE');
    expect(placeOrder.mock.calls[0]?.[1].get('intent')).toBe('apply-coupon');

    await user.clear(coupon);
    await user.type(coupon, 'HOSGELDIN');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByText('Coupon HOSGELDIN applied: you save ₺50,00.');
    expect(applied.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: 'Coupon code (optional)' })).not.toHaveAttribute('aria-invalid');
  });

  it('ties a payment method error to its select, after its hint', async () => {
    renderForm(async () => ({
      ok: false,
      message: 'Please choose a payment method.',
      fieldErrors: { paymentMethodId: ['Choose a payment method'] },
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));

    const payment = await screen.findByRole('combobox', { name: 'Payment method', description: /Choose a payment method/ });
    expect(payment).toHaveAttribute('aria-invalid', 'true');
    expect(payment).toHaveAccessibleDescription('You pay the courier. Choose a payment method');
  });

  it('names what changed since the page was loaded, keeps what was typed, and confirms with the new record', async () => {
    const placeOrder = vi.fn(async (_prev: CheckoutState, formData: FormData): Promise<CheckoutState> => ({
      ok: false,
      message: 'Your order changed since this page was opened.',
      changes: ['Ayran was added', 'Adana Kebap: ₺490,00 → ₺500,00', 'Total: ₺490,00 → ₺545,00'],
      summary: { ...SUMMARY, itemsMinor: 54_500, totalMinor: 54_500 },
      shownCart: 'shown-after-change',
      values: { ...Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)])) } as CheckoutState['values'],
    }));
    renderForm(placeOrder);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ayşe');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order has changed since you opened this page. Nothing has been ordered yet.');
    expect(alert).toHaveTextContent('Ayran was added');
    expect(alert).toHaveTextContent('Adana Kebap: ₺490,00 → ₺500,00');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(/₺545[,.]00/);
    expect(screen.getByLabelText('First name')).toHaveValue('Ayşe');
    expect(placeOrder.mock.calls[0]?.[1].get('shownCart')).toBe('shown-at-load');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(placeOrder.mock.calls[1]?.[1].get('shownCart')).toBe('shown-after-change');
  });

  it('speaks Turkish to a Turkish visitor: the fields the shared e2e steps find, the payment hint and a meal card', async () => {
    const placeOrder = vi.fn(async (): Promise<CheckoutState> => ({
      ok: false,
      message: 'Lütfen işaretli alanları kontrol edin.',
      fieldErrors: { firstName: ['Adınızı girin'] },
    }));
    renderForm(placeOrder, 'tr');
    for (const name of ['Ad', 'Soyad', 'Telefon', 'Adres', 'İlçe', 'Şehir'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bilgileriniz' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sodexo (yemek kartı)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konumumu kullan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uygula' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    const first = await screen.findByRole('textbox', { name: 'Ad', description: 'Adınızı girin' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Ödeme yöntemi' })).toHaveAccessibleDescription('Ödemeyi kapıda kuryeye yaparsınız.');
  });
});

describe('CheckoutForm for a signed-in customer', () => {
  const address = (id: number, label: string, text: string, zone: AddressChoice['zone']): AddressChoice => ({
    id,
    label,
    address: text,
    addressDescription: `${label} tarifi`,
    neighbourhood: 'Moda Mah',
    district: 'Kadıköy',
    city: 'İstanbul',
    latitude: id === 1 ? 40.987 : null,
    longitude: id === 1 ? 29.026 : null,
    zone,
  });
  const ADDRESSES = [
    address(1, 'Ev', 'Moda Cad. 12', { kind: 'inside', name: 'Moda' }),
    address(2, 'İş', 'Kızılay 5', { kind: 'outside' }),
  ];

  it('starts with the last used address, fills the fields from a picked one, and posts which one with the box to save it', async () => {
    const choose = vi.fn(async () => {});
    const placeOrder = vi.fn(async (_prev: CheckoutState, _formData: FormData): Promise<CheckoutState> => ({
      ok: false,
      message: 'Refused.',
    }));
    const customer = { id: 7, phone: '05321234567', name: 'Ayşe Yılmaz', email: '' };
    render(
      withIntl(
        <CheckoutForm
          mode="delivery"
          summary={SUMMARY}
          payments={[{ id: 1, label: 'Nakit', name: 'Nakit', mealCard: false }]}
          blocked={null}
          idempotencyKey="key-1"
          shownCart="shown-at-load"
          placeOrder={placeOrder}
          prefill={checkoutPrefill(customer, ADDRESSES, '1')}
          account={{ addresses: ADDRESSES, choose }}
        />,
        'tr',
      ),
    );
    const user = userEvent.setup();
    const chooser = screen.getByRole('group', { name: 'Kayıtlı adreslerim' });
    expect(screen.getByRole('radio', { name: /^Ev: Moda Cad\. 12, Moda Mah, Kadıköy, İstanbul Teslimat bölgesi: Moda$/ })).toBeChecked();
    expect(chooser).toHaveTextContent('Bu adrese şu an teslimat yapılmıyor');
    expect(screen.getByRole('textbox', { name: 'Adres' })).toHaveValue('Moda Cad. 12');
    expect(screen.getByRole('checkbox', { name: 'Bu adresi hesabıma kaydet' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^İş: / }));
    expect(choose).toHaveBeenCalledWith(2);
    expect(screen.getByRole('textbox', { name: 'Adres' })).toHaveValue('Kızılay 5');
    expect(screen.getByRole('textbox', { name: /^Adres tarifi/ })).toHaveValue('İş tarifi');
    expect(screen.getByRole('textbox', { name: /^Adres adı/ })).toHaveValue('İş');

    await user.click(screen.getByRole('radio', { name: 'Yeni bir adres gireceğim' }));
    expect(screen.getByRole('textbox', { name: 'Adres' })).toHaveValue('');
    expect(choose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('radio', { name: /^Ev: / }));
    await user.clear(screen.getByRole('textbox', { name: 'Adres' }));
    await user.type(screen.getByRole('textbox', { name: 'Adres' }), 'Moda Cad. 14');
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    const posted = placeOrder.mock.calls[0]?.[1];
    expect([posted?.get('savedAddressId'), posted?.get('saveAddress'), posted?.get('addressLabel'), posted?.get('latitude')]).toEqual([
      '1',
      'yes',
      'Ev',
      '40.987',
    ]);
    // Refused: what was typed stays.
    expect(await screen.findByText('Refused.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Adres' })).toHaveValue('Moda Cad. 14');
  });
});
