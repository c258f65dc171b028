// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { ChargesForm } from '@/components/admin/settings/charges-form';
import { parseForm, type FormState } from '@/lib/forms';
import { chargesSchema } from '@/lib/settings/forms';

afterEach(cleanup);

const SAVED = { deliveryFee: '29,90', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '150,00' };

/** The real schema through parseForm, as staffAction runs it once the session is checked. */
async function saveCharges(_prev: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(chargesSchema, formData);
  return parsed.success ? { ok: true, message: 'Delivery and charges saved.' } : parsed.state;
}

function renderForm() {
  render(<ChargesForm action={saveCharges} initial={SAVED} currency="TRY" />);
  return userEvent.setup();
}

describe('ChargesForm', () => {
  it('shows a refused amount’s error after its hint, keeps what was typed and announces the message', async () => {
    const user = renderForm();
    const fee = screen.getByLabelText('Delivery fee (TRY)');
    await user.clear(fee);
    await user.type(fee, 'yirmi');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));

    const refused = await screen.findByRole('textbox', { name: 'Delivery fee (TRY)', description: /Enter the delivery fee/ });
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(
      'An amount such as 1.234,50. Empty means free. Enter the delivery fee as an amount such as 1.234,50',
    );
    // The form action resets the form: the typed text comes back from the refusal's values.
    expect(refused).toHaveValue('yirmi');
    expect(screen.getByLabelText('Minimum order for delivery (TRY)')).toHaveValue('150,00');
    expect(screen.getByLabelText('Minimum order for delivery (TRY)')).not.toHaveAttribute('aria-invalid');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Check the highlighted fields.');
  });

  it('announces a save and clears the error once the amount is fixed', async () => {
    const user = renderForm();
    const fee = screen.getByLabelText('Delivery fee (TRY)');
    await user.clear(fee);
    await user.type(fee, 'yirmi');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));
    await screen.findByText(/Enter the delivery fee/);

    await user.clear(screen.getByLabelText('Delivery fee (TRY)'));
    await user.type(screen.getByLabelText('Delivery fee (TRY)'), '35');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Delivery and charges saved.');
    expect(screen.queryByText(/Enter the delivery fee/)).toBeNull();
    expect(screen.getByLabelText('Delivery fee (TRY)')).not.toHaveAttribute('aria-invalid');
  });
});
