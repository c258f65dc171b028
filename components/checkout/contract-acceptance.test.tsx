// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import type { CheckoutState } from '@/lib/checkout/form-fields';
import type { AgreementOrder } from '@/lib/legal/agreement/facts';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

const ORDER: AgreementOrder = {
  mode: 'delivery',
  seller: {
    legalName: 'Moda Sofra Gıda Ltd. Şti.',
    tradeName: '',
    shopName: 'Sofra Moda',
    address: 'Moda Cad. No: 5',
    phone: '0216 555 12 34',
    email: 'siparis@sofra-moda.example',
    taxOffice: 'Kadıköy',
    taxNumber: '6220529513',
    mersisNumber: '0622052951300017',
    etbisNumber: '',
  },
  lines: [{ name: 'Adana Kebap (Porsiyon)', quantity: 1, unitPriceMinor: 49_000, totalMinor: 49_000 }],
  totals: { itemsMinor: 49_000, discountMinor: 0, deliveryFeeMinor: 0, serviceChargeMinor: 0, totalMinor: 49_000 },
  couponCode: null,
  promisedMinutes: 35,
};

function renderForm(placeOrder: (prev: CheckoutState, data: FormData) => Promise<CheckoutState> = async () => ({ ok: false })) {
  return render(
    withIntl(
      <CheckoutForm
        mode="delivery"
        summary={{ ...ORDER.totals, couponCode: null, toFreeDeliveryMinor: null }}
        payments={[{ id: 1, label: 'Nakit', name: 'Nakit', mealCard: false }]}
        blocked={null}
        idempotencyKey="key-1"
        shownCart="shown"
        placeOrder={placeOrder}
        agreement={ORDER}
      />,
      'tr',
    ),
  );
}

describe('ContractAcceptance in the checkout form', () => {
  it('shows the contract filled with what the customer types, and sends the ticked box', async () => {
    const user = userEvent.setup();
    const placeOrder = vi.fn(async (_prev: CheckoutState, _data: FormData): Promise<CheckoutState> => ({ ok: false }));
    renderForm(placeOrder);
    await user.type(screen.getByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: 'Soyad' }), 'Yılmaz');
    await user.type(screen.getByRole('textbox', { name: 'Adres' }), 'Moda Cad. No: 12');
    await user.click(screen.getByText('Mesafeli Satış Sözleşmesi'));
    const contract = await screen.findByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(contract).toHaveTextContent('ALICI: Ayşe Yılmaz');
    expect(contract).toHaveTextContent('1 × Adana Kebap (Porsiyon) — birim fiyatı ₺490,00');
    expect(contract).toHaveTextContent('Teslimat adresi: Moda Cad. No: 12');
    expect(contract).toHaveTextContent('Ödeme yöntemi: Nakit.');

    await user.click(screen.getByRole('checkbox', { name: /okudum, onaylıyorum/ }));
    await user.click(screen.getByRole('button', { name: 'Siparişi onayla' }));
    const sent = placeOrder.mock.calls[0]?.[1];
    expect(sent?.get('acceptContract')).toBe('yes');
  });

  it('shows the company fields only once a company invoice is chosen, and names the invoice in the contract', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('textbox', { name: /VKN/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fatura/ }), 'company');
    await user.type(screen.getByRole('textbox', { name: 'Şirket unvanı' }), 'ABC Gıda Ltd. Şti.');
    await user.type(screen.getByRole('textbox', { name: 'Vergi dairesi' }), 'Kadıköy');
    await user.type(screen.getByRole('textbox', { name: /VKN/ }), '3130557669');
    await user.click(screen.getByText('Mesafeli Satış Sözleşmesi'));
    expect(await screen.findByRole('region', { name: 'Mesafeli Satış Sözleşmesi' })).toHaveTextContent(
      'Fatura: Kurumsal — ABC Gıda Ltd. Şti., Kadıköy Vergi Dairesi, VKN 3130557669',
    );
  });
});
