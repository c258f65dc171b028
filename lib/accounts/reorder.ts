/**
 * "Order again" (issue 16, docs/decisions/266): an earlier order's lines are put back into the
 * visitor's cart, in the cart's current mode, and priced from today's menu the moment the cart is
 * read (the cart stores no prices). Lines the shop no longer sells, or cannot sell in this mode,
 * are left out and named. What the cart already held stays: identical lines add up.
 */
import { getTranslations } from 'next-intl/server';
import { saveLine, withLine, type NewLine } from '@/lib/cart/cart-store';
import { loadPricedRows } from '@/lib/cart/load-cart';
import type { CartRow } from '@/lib/cart/price-cart';
import { EMPTY_SELECTION, parseSelection } from '@/lib/cart/selection';
import { ensureCart, getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { getDb } from '@/lib/db';
import { takeLimits } from '@/lib/limits/counter';
import { MAX_CART_LINES, newCartLimitKeys } from '@/lib/limits/flood';
import { newCartLimitMessage } from '@/lib/limits/messages';
import { MAX_QUANTITY } from '@/lib/pricing';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { readClientAddress } from '@/lib/storefront/request-context';

export type ReorderResult = { ok: true; added: number; missing: string[] } | { ok: false; message: string; missing: string[] };

/** An order line as it can be added again, or its name when it cannot be. */
type Candidate = { line: NewLine; name: string } | { line: null; name: string };

function lineName(name: string, variantName: string): string {
  return variantName === '' || variantName === name ? name : `${name} (${variantName})`;
}

/** Puts the lines of `publicId` (an order placed from `phone`) into this visitor's cart. */
export async function reorder(publicId: string, phone: string, now: Date = new Date()): Promise<ReorderResult> {
  const t = await getTranslations('Account');
  const order = await getDb().webOrder.findFirst({
    where: { publicId, phone },
    select: { lines: { orderBy: { position: 'asc' } } },
  });
  if (!order) return { ok: false, message: t('reorder.notFound'), missing: [] };
  const candidates: Candidate[] = order.lines.map((line) => {
    const name = lineName(line.name, line.variantName);
    if (line.variantId === null) return { line: null, name };
    const selection = parseSelection(line.options ?? '{}') ?? EMPTY_SELECTION;
    return { line: { variantId: line.variantId, quantity: line.quantity, note: line.cartNote ?? '', selection }, name };
  });

  const context = await getShopContext();
  const status = await readShopStatus(context.mode, now);
  if (!status.open && !status.addLater) return { ok: false, message: status.message, missing: [] };

  let rows: CartRow[] = context.cart?.lines ?? [];
  const touched: Array<{ index: number; name: string }> = [];
  const missing = candidates.filter((c) => c.line === null).map((c) => c.name);
  for (const candidate of candidates) {
    if (candidate.line === null) continue;
    const next = withLine(rows, candidate.line);
    rows = next.rows;
    touched.push({ index: next.index, name: candidate.name });
  }
  const { priced } = await loadPricedRows(rows, context.mode, now);
  const keep = new Set<number>();
  // A new line only while the cart has room for it (MAX_CART_LINES); more of a line already there always fits.
  let lineCount = context.cart?.lines.length ?? 0;
  for (const { index, name } of touched) {
    const row = rows[index];
    const sellable = row !== undefined && priced.lines[index]?.availability.ok === true && row.quantity <= MAX_QUANTITY;
    const fits = row !== undefined && (row.id !== 0 || keep.has(index) || lineCount < MAX_CART_LINES);
    if (sellable && fits) {
      if (row.id === 0 && !keep.has(index)) lineCount += 1;
      keep.add(index);
    } else if (!missing.includes(name)) missing.push(name);
  }
  if (keep.size === 0) return { ok: false, message: t('reorder.nothingLeft'), missing };

  if (!context.cart) {
    const limits = await readFloodLimits();
    const verdict = await takeLimits(newCartLimitKeys(await readClientAddress(), limits), now);
    if (!verdict.allowed) return { ok: false, message: await newCartLimitMessage(limits, verdict.retryAfterSeconds), missing: [] };
  }
  const cartId = await ensureCart(context);
  for (const index of keep) {
    const row = rows[index];
    if (row) await saveLine(cartId, row);
  }
  return { ok: true, added: keep.size, missing };
}
