// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from '@/components/product/product-form';
import type { ShopStatus } from '@/lib/checkout/shop-status';
import type { FormAction } from '@/lib/forms';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

const PRODUCT = {
  name: 'Adana Kebap',
  variants: [{ id: 7, name: 'Porsiyon', priceMinor: 49_000, unavailable: null, soldOut: false, configKey: '101' }],
  configs: {
    '101': {
      groups: [
        {
          id: 1,
          name: 'Acı',
          selection: 'single' as const,
          required: 1,
          options: [
            { featureId: 801, name: 'Acısız', priceMinor: 0, extraUnitId: null },
            { featureId: 802, name: 'Acılı', priceMinor: 0, extraUnitId: null },
          ],
        },
      ],
      exclusions: [],
      combo: [],
      withheld: [],
      blocked: null,
    },
  },
};

function renderForm(addToCart: FormAction, status?: ShopStatus, locale: 'en' | 'tr' = 'en') {
  render(withIntl(<ProductForm product={PRODUCT} addToCart={addToCart} {...(status ? { status } : {})} />, locale));
  return userEvent.setup();
}

describe('ProductForm', () => {
  it('shows a missing choice’s error on its group and announces the message', async () => {
    const addToCart = vi.fn<FormAction>(async () => ({
      ok: false,
      message: 'Please check your choices.',
      fieldErrors: { 'group-1': ['Choose one.'] },
    }));
    const user = renderForm(addToCart);
    await user.type(screen.getByLabelText('Note for the kitchen (optional)'), 'Bol sos');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The answer arrives in a transition: wait for it before reading the fields.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please check your choices.'));

    const group = await screen.findByRole('group', { name: 'Acı' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose 1 Choose one.');
    expect(screen.getByRole('status')).toHaveTextContent('Please check your choices.');
    expect(screen.getByLabelText('Note for the kitchen (optional)')).toHaveValue('Bol sos');
    expect(addToCart.mock.calls[0]?.[1].get('note')).toBe('Bol sos');
  });

  it('ties a quantity or note error to its field', async () => {
    const user = renderForm(async () => ({
      ok: false,
      message: 'Please check the highlighted fields.',
      fieldErrors: { quantity: ['Add at most 99'], note: ['Use at most 140 characters'] },
    }));
    await user.click(screen.getByRole('radio', { name: 'Acılı' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please check the highlighted fields.'));

    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Add at most 99');
    const note = screen.getByRole('textbox', { name: 'Note for the kitchen (optional)' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Use at most 140 characters');
    expect(screen.getByRole('status')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('radio', { name: 'Acılı' })).toBeChecked();
  });

  it('announces an added line with a link to the cart', async () => {
    const user = renderForm(async () => ({ ok: true, message: 'Added 1 × Adana Kebap to your cart.' }));
    await user.click(screen.getByRole('radio', { name: 'Acısız' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText(/Added 1 × Adana Kebap/)).toBeVisible();
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getByRole('group', { name: 'Acı' })).not.toHaveAttribute('aria-invalid');
  });

  it('starts the choices afresh after a line is added, the confirmation in the sticky bar beside the button', async () => {
    const user = renderForm(async () => ({ ok: true, message: 'Added 2 × Adana Kebap to your cart.' }));
    await user.click(screen.getByRole('radio', { name: 'Acılı' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.type(screen.getByLabelText('Note for the kitchen (optional)'), 'Bol sos');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText(/Added 2 × Adana Kebap/)).toBeVisible();
    expect(status.parentElement).toContainElement(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('radio', { name: 'Acılı' })).not.toBeChecked();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByLabelText('Note for the kitchen (optional)')).toHaveValue('');
  });

  it('says what adding does while the shop is closed (for later) or paused (refused)', () => {
    const closed: ShopStatus = { open: false, reason: 'closed', message: 'We are closed right now.', addLater: true, opensAt: null };
    renderForm(async () => ({ ok: true }), closed);
    expect(screen.getByRole('button', { name: 'Add to cart for later' })).toBeEnabled();
    cleanup();
    renderForm(async () => ({ ok: true }), { open: false, reason: 'paused', message: 'Paused.', addLater: false, opensAt: null });
    expect(screen.getByRole('button', { name: 'Not taking orders' })).toBeDisabled();
  });

  it('speaks Turkish to a Turkish visitor: "Sepete ekle", the choices, and the added line with "Sepete git"', async () => {
    const addToCart = vi.fn<FormAction>(async () => ({ ok: true, message: '1 × Adana Kebap sepete eklendi.' }));
    const user = renderForm(addToCart, undefined, 'tr');
    expect(screen.getByRole('group', { name: 'Acı' })).toHaveAccessibleDescription('1 seçim yapın');
    expect(screen.getByRole('spinbutton', { name: 'Adet' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Bir artır' })).toBeEnabled();
    expect(screen.getByLabelText('Mutfağa notunuz (isteğe bağlı)')).toBeVisible();
    expect(screen.getByText('₺490,00')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Acılı' }));
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText(/sepete eklendi/)).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Sepete git' })).toHaveAttribute('href', '/cart');
  });

  it('says in Turkish what adding does while the shop is closed or paused', () => {
    renderForm(async () => ({ ok: true }), { open: false, reason: 'closed', message: 'Kapalı.', addLater: true, opensAt: null }, 'tr');
    expect(screen.getByRole('button', { name: 'Sonrası için sepete ekle' })).toBeEnabled();
    cleanup();
    renderForm(async () => ({ ok: true }), { open: false, reason: 'paused', message: 'Durduruldu.', addLater: false, opensAt: null }, 'tr');
    expect(screen.getByRole('button', { name: 'Şu an sipariş alınmıyor' })).toBeDisabled();
  });
});
