// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { ChargesForm } from '@/components/admin/settings/charges-form';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';
import type { Locale } from '@/lib/i18n/routing';
import { chargesSchema } from '@/lib/settings/forms';
import { withIntl } from '@/tests/support/intl';
import { setTestLocale } from '@/tests/support/next-intl-server';

afterEach(() => {
  cleanup();
  setTestLocale('en');
});

const SAVED = { deliveryFee: '29.90', freeDeliveryAbove: '', serviceCharge: '', minimumDeliveryOrder: '150.00' };

/** The real schema in `locale` through readForm, as staffAction runs it once the session is checked. */
async function saveChargesIn(locale: Locale) {
  setTestLocale(locale);
  const t = await getTranslations();
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const parsed = await readForm(chargesSchema({ locale }), formData);
    return parsed.success ? { ok: true, message: t('AdminSettings.saved.charges') } : parsed.state;
  };
}

async function renderForm(locale: Locale = 'en', initial = SAVED) {
  render(withIntl(<ChargesForm action={await saveChargesIn(locale)} initial={initial} currency="TRY" />, locale));
  return userEvent.setup();
}

describe('ChargesForm', () => {
  it('shows a refused amount’s error after its hint, keeps what was typed and announces the message', async () => {
    const user = await renderForm();
    const fee = screen.getByLabelText('Delivery fee (TRY)');
    await user.clear(fee);
    await user.type(fee, 'yirmi');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));

    const refused = await screen.findByRole('textbox', { name: 'Delivery fee (TRY)', description: /Enter the delivery fee/ });
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAccessibleDescription(
      'An amount such as 1,234.50. Empty means free. Enter the delivery fee as an amount such as 1,234.50',
    );
    // The form action resets the form: the typed text comes back from the refusal's values.
    expect(refused).toHaveValue('yirmi');
    expect(screen.getByLabelText('Minimum order for delivery (TRY)')).toHaveValue('150.00');
    expect(screen.getByLabelText('Minimum order for delivery (TRY)')).not.toHaveAttribute('aria-invalid');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Check the highlighted fields.');
  });

  it('announces a save and clears the error once the amount is fixed', async () => {
    const user = await renderForm();
    const fee = screen.getByLabelText('Delivery fee (TRY)');
    await user.clear(fee);
    await user.type(fee, 'yirmi');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));
    await screen.findByText(/Enter the delivery fee/);

    await user.clear(screen.getByLabelText('Delivery fee (TRY)'));
    await user.type(screen.getByLabelText('Delivery fee (TRY)'), '35');
    await user.click(screen.getByRole('button', { name: 'Save delivery and charges' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Delivery and charges saved.'));
    expect(screen.queryByText(/Enter the delivery fee/)).toBeNull();
    expect(screen.getByLabelText('Delivery fee (TRY)')).not.toHaveAttribute('aria-invalid');
  });

  it('speaks Turkish to Turkish staff: labels, the example amount and the refusal', async () => {
    const user = await renderForm('tr', { ...SAVED, deliveryFee: '29,90', minimumDeliveryOrder: '150,00' });
    const fee = screen.getByLabelText('Teslimat ücreti (TRY)');
    expect(fee).toHaveAccessibleDescription('1.234,50 gibi bir tutar. Boş bırakılırsa ücretsiz.');
    await user.clear(fee);
    await user.type(fee, 'yirmi');
    await user.click(screen.getByRole('button', { name: 'Teslimat ve ücretleri kaydet' }));

    expect(await screen.findByText('Teslimat ücretini 1.234,50 gibi bir tutar olarak girin')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Lütfen işaretli alanları kontrol edin.');
    await user.clear(screen.getByLabelText('Teslimat ücreti (TRY)'));
    await user.type(screen.getByLabelText('Teslimat ücreti (TRY)'), '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Teslimat ve ücretleri kaydet' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Teslimat ve ücretler kaydedildi.'));
  });
});
