/**
 * Adding a product to the visitor's cart: the submitted variant, quantity, note and choices are
 * checked against the mirror as it is now (never against what the page showed), in the cart's
 * mode, together with what the cart already holds (identical lines merge; stock counts them all).
 */
import { getTranslations } from 'next-intl/server';
import { resolveMapping } from '@/lib/catalog/mapping';
import { addToCartSchema, selectionFromForm } from '@/lib/cart/add-form';
import { saveLine, withLine } from '@/lib/cart/cart-store';
import { loadPricedRows, loadVariantFacts } from '@/lib/cart/load-cart';
import { resolveSelection } from '@/lib/cart/selection';
import { formKey, type FormState } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';
import { MAX_QUANTITY } from '@/lib/pricing';
import { loadCatalogSnapshot } from '@/lib/storefront/catalog-snapshot-loader';
import { ensureCart, getShopContext } from '@/lib/cart/shop-context';
import { takeLimits } from '@/lib/limits/counter';
import { MAX_CART_LINES, newCartLimitKeys } from '@/lib/limits/flood';
import { cartLinesMessage, newCartLimitMessage } from '@/lib/limits/messages';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { readClientAddress } from '@/lib/storefront/request-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { buildOptionConfig } from '@/lib/storefront/option-config';

/** Validates an "Add to cart" form and adds the line; returns the form's state in plain words, in the visitor's language. */
export async function addToCartFromForm(formData: FormData, now: Date = new Date()): Promise<FormState> {
  const t = await getTranslations('ShopErrors');
  const GONE = t('gone');
  const parsed = await readForm(addToCartSchema, formData, { message: formKey('ShopErrors.checkFields') });
  if (!parsed.success) return parsed.state;
  const { variantId, quantity, note } = parsed.data;
  // Paused, or closed with no opening ahead, or delivery and pickup without the restaurant's location: nothing is
  // added (decisions 141, 173); closed until later: added, for then.
  const context = await getShopContext();
  const status = await readShopStatus(context.mode, now);
  if (!status.open && !status.addLater) return { ok: false, message: status.message };
  const fact = (await loadVariantFacts([variantId])).get(variantId);
  if (!fact) return { ok: false, message: GONE };
  const snapshot = await loadCatalogSnapshot([fact.mapping]);
  const state = resolveMapping(fact.mapping, snapshot.lookup);
  if (state.status !== 'mapped') return { ok: false, message: GONE };

  const config = buildOptionConfig(snapshot, state.productId, context.mode, t);
  const selection = selectionFromForm(formData, config);
  const resolved = resolveSelection(config, selection, context.mode, t);
  if (!resolved.ok) return { ok: false, message: t('checkChoices'), fieldErrors: resolved.errors };

  const { rows, index } = withLine(context.cart?.lines ?? [], { variantId, quantity, note, selection });
  const row = rows[index];
  if (!row) return { ok: false, message: GONE };
  // A new line past the most one cart holds (issue 20, finding 7); more of a line already there is fine.
  if (row.id === 0 && rows.length > MAX_CART_LINES) return { ok: false, message: await cartLinesMessage() };
  const { priced } = await loadPricedRows(rows, context.mode, now);
  const line = priced.lines[index];
  if (!line) return { ok: false, message: GONE };
  if (row.quantity > MAX_QUANTITY) return { ok: false, message: t('tooManyOfLine', { max: MAX_QUANTITY, name: line.name }) };
  if (!line.availability.ok) return { ok: false, message: line.availability.reason };

  if (!context.cart) {
    // New carts per client address (issue 20, finding 7), counted in the database across instances.
    const limits = await readFloodLimits();
    const verdict = await takeLimits(newCartLimitKeys(await readClientAddress(), limits), now);
    if (!verdict.allowed) return { ok: false, message: await newCartLimitMessage(limits, verdict.retryAfterSeconds) };
  }
  const cartId = await ensureCart(context);
  await saveLine(cartId, row);
  return { ok: true, message: t('added', { quantity, name: line.name }) };
}
