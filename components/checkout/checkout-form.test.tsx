// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import type { CheckoutState, SummaryView } from '@/lib/checkout/form';

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

function renderForm(placeOrder: (prev: CheckoutState, formData: FormData) => Promise<CheckoutState>) {
  return render(
    <CheckoutForm
      mode="delivery"
      summary={SUMMARY}
      payments={[{ id: 1, label: 'Nakit', name: 'Nakit' }]}
      blocked={null}
      idempotencyKey="key-1"
      placeOrder={placeOrder}
    />,
  );
}

describe('CheckoutForm', () => {
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
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(placeOrder.mock.calls[0]?.[1].get('intent')).toBe('place-order');
  });
});
