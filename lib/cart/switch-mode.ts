/**
 * Changing how the order is fulfilled re-prices the cart in the new mode's list and says which
 * lines cannot be had that way (they stay in the cart, flagged, until removed).
 */
import { getTranslations } from 'next-intl/server';
import { findCart } from '@/lib/cart/cart-store';
import { loadPricedRows } from '@/lib/cart/load-cart';
import type { FormState } from '@/lib/forms';
import { chooseMode, findTable } from '@/lib/cart/shop-context';
import type { ModeChoice } from '@/lib/storefront/mode';
import { readCartCookie } from '@/lib/storefront/request-context';

/** Switches to a mode and reports the cart's lines that are not available in it, in the visitor's language. */
export async function switchMode(choice: ModeChoice, now: Date = new Date()): Promise<FormState> {
  const t = await getTranslations('ShopErrors');
  if (choice.mode === 'table' && !(await findTable(choice.tableId))) return { ok: false, message: t('tableUnknown') };
  await chooseMode(choice);
  const cartId = await readCartCookie();
  const cart = cartId ? await findCart(cartId) : null;
  if (!cart || cart.lines.length === 0) return { ok: true, message: t('modeSelected', { mode: choice.mode }) };
  const { priced } = await loadPricedRows(cart.lines, choice.mode, now);
  const problems = priced.lines.flatMap((line) => (line.availability.ok ? [] : [line.availability.reason]));
  const selected = t('modeSelectedWithCart', { mode: choice.mode });
  return problems.length === 0 ? { ok: true, message: selected } : { ok: false, message: [selected, ...problems].join(' ') };
}
