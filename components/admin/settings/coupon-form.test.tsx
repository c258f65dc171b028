// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponForm } from '@/components/admin/settings/coupon-form';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';
import type { Locale } from '@/lib/i18n/routing';
import { couponSchema } from '@/lib/settings/coupons';
import { withIntl } from '@/tests/support/intl';
import { setTestLocale } from '@/tests/support/next-intl-server';

afterEach(() => {
  cleanup();
  setTestLocale('en');
});

/** The real schema in `locale` through readForm, as staffAction runs it once the session is checked. */
async function addCouponIn(locale: Locale) {
  setTestLocale(locale);
  const t = await getTranslations();
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const parsed = await readForm(couponSchema({ locale }, 'Europe/Istanbul'), formData);
    return parsed.success ? { ok: true, message: t('AdminCoupons.added', { code: parsed.data.code }) } : parsed.state;
  };
}

async function renderForm(locale: Locale = 'en') {
  render(withIntl(<CouponForm action={await addCouponIn(locale)} currency="TRY" timeZone="Europe/Istanbul" />, locale));
  return userEvent.setup();
}

/** The chosen kind and the field shown must agree. */
function expectKind(kind: 'amount' | 'rate') {
  expect(screen.getByRole('radio', { name: 'An amount off' })).toHaveProperty('checked', kind === 'amount');
  expect(screen.getByRole('radio', { name: 'A percentage off' })).toHaveProperty('checked', kind === 'rate');
  expect(screen.queryByRole('textbox', { name: 'Amount off (TRY)' }) !== null).toBe(kind === 'amount');
  expect(screen.queryByRole('textbox', { name: 'Percentage off' }) !== null).toBe(kind === 'rate');
}

describe('CouponForm', () => {
  it('after adding a percentage coupon, the kind ticked and the field shown agree, and the next coupon is added as shown', async () => {
    const user = await renderForm();
    expectKind('amount');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'TENOFF');
    await user.click(screen.getByRole('radio', { name: 'A percentage off' }));
    expectKind('rate');
    await user.type(screen.getByRole('textbox', { name: 'Percentage off' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Coupon TENOFF added.'));

    // A fresh form: its first kind, ticked and shown.
    expectKind('amount');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    // user-event remembers what it typed into a field the form reset since: clear it for it.
    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'FIFTY');
    await user.type(screen.getByRole('textbox', { name: 'Amount off (TRY)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Coupon FIFTY added.'));
    expectKind('amount');
  });

  it('a refused percentage coupon keeps the percentage kind ticked and shown, with what was typed', async () => {
    const user = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'BIG');
    await user.click(screen.getByRole('radio', { name: 'A percentage off' }));
    await user.type(screen.getByRole('textbox', { name: 'Percentage off' }), '150');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Enter a rate above 0 and at most 100')).toBeVisible();
    expectKind('rate');
    expect(screen.getByRole('textbox', { name: 'Percentage off' })).toHaveValue('150');
  });

  it('in Turkish: a refused rate says why in Turkish, and an amount typed the Turkish way is taken', async () => {
    const user = await renderForm('tr');
    await user.type(screen.getByRole('textbox', { name: 'Kod' }), 'YUZDE');
    await user.click(screen.getByRole('radio', { name: 'Yüzde indirimi' }));
    await user.type(screen.getByRole('textbox', { name: 'İndirim yüzdesi' }), '150');
    await user.click(screen.getByRole('button', { name: 'Kuponu ekle' }));
    expect(await screen.findByText('0’dan büyük ve en fazla 100 olan bir yüzde girin')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Tutar indirimi' }));
    const amount = screen.getByRole('textbox', { name: 'İndirim tutarı (TRY)' });
    expect(amount).toHaveAccessibleDescription('örneğin 1.234,50');
    // The field takes the rate field's place in the form: user-event still holds what it typed there.
    await user.clear(amount);
    await user.type(amount, '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Kuponu ekle' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('YUZDE kuponu eklendi.'));
  });
});
