/**
 * What the checkout page showed the customer: its lines (id, name, quantity, unit price), fees,
 * discount and total. The form carries it back in a hidden field; "Place order" compares it with
 * the cart as it is now, and when a line, a price, a fee or the total differs (another tab, a
 * catalogue sync, a coupon not yet applied) nothing is placed: the customer sees the new summary
 * with the changes named and confirms again (docs/decisions/140). Nothing here is trusted for
 * money: the order is always priced on the server; this only decides whether to ask first.
 */
import { z } from 'zod';
import { formatMoney } from '@/lib/money';
import type { Quote } from '@/lib/checkout/quote';

/** The hidden field of the checkout form. */
export const SHOWN_CART_FIELD = 'shownCart';

/** Longer than any real cart's record: a bigger value is not read. */
const MAX_LENGTH = 50_000;

const shownCartSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string().max(300),
        quantity: z.number().int(),
        unitPriceMinor: z.number().int().nullable(),
      }),
    )
    .max(200),
  deliveryFeeMinor: z.number().int(),
  serviceChargeMinor: z.number().int(),
  discountMinor: z.number().int(),
  totalMinor: z.number().int(),
});

export type ShownCart = z.infer<typeof shownCartSchema>;

/** The record of what a quote shows (a line that cannot be sold has no price). */
export function shownCartOf(quote: Quote): ShownCart {
  const { totals } = quote.summary;
  return {
    lines: quote.priced.lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.availability.ok ? line.unitPriceMinor : null,
    })),
    deliveryFeeMinor: totals.deliveryFeeMinor,
    serviceChargeMinor: totals.serviceChargeMinor,
    discountMinor: totals.discountMinor,
    totalMinor: totals.totalMinor,
  };
}

/** The hidden field's value. */
export function encodeShownCart(shown: ShownCart): string {
  return JSON.stringify(shown);
}

/**
 * The submitted record: undefined when the form sent none (a script or an older page: nothing to
 * compare, see decision 140), null when it was sent but cannot be read.
 */
export function readShownCart(formData: FormData): ShownCart | null | undefined {
  const value = formData.get(SHOWN_CART_FIELD);
  if (value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  try {
    const parsed = shownCartSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const price = (minor: number | null) => (minor === null ? 'not available' : formatMoney(minor));

/**
 * The differences between what was shown and what would be ordered now, each in the customer's
 * words ("Kola was added", "Ezme: ₺95,00 → ₺110,00", "Total: ₺95,00 → ₺160,00"); empty when the
 * customer would get exactly what they saw. With `linesOnly`, the discount and the total are not
 * compared (the Apply button changes those on purpose).
 */
export function cartChanges(shown: ShownCart | null, now: ShownCart, opts: { linesOnly?: boolean } = {}): string[] {
  if (shown === null) return ['Your order has changed since this page was opened.'];
  const changes: string[] = [];
  const before = new Map(shown.lines.map((line) => [line.id, line]));
  const after = new Set(now.lines.map((line) => line.id));
  for (const line of now.lines) {
    const old = before.get(line.id);
    if (!old) {
      changes.push(line.quantity === 1 ? `${line.name} was added` : `${line.quantity} × ${line.name} were added`);
      continue;
    }
    if (old.quantity !== line.quantity) changes.push(`${line.name}: quantity ${old.quantity} → ${line.quantity}`);
    if (old.unitPriceMinor !== line.unitPriceMinor) {
      changes.push(
        line.unitPriceMinor === null
          ? `${line.name} is not available any more`
          : `${line.name}: ${price(old.unitPriceMinor)} → ${price(line.unitPriceMinor)}`,
      );
    }
  }
  for (const line of shown.lines) if (!after.has(line.id)) changes.push(`${line.name} was removed`);
  if (shown.deliveryFeeMinor !== now.deliveryFeeMinor) {
    changes.push(`Delivery fee: ${formatMoney(shown.deliveryFeeMinor)} → ${formatMoney(now.deliveryFeeMinor)}`);
  }
  if (shown.serviceChargeMinor !== now.serviceChargeMinor) {
    changes.push(`Service charge: ${formatMoney(shown.serviceChargeMinor)} → ${formatMoney(now.serviceChargeMinor)}`);
  }
  if (opts.linesOnly) return changes;
  if (shown.discountMinor !== now.discountMinor) {
    changes.push(`Discount: ${formatMoney(shown.discountMinor)} → ${formatMoney(now.discountMinor)}`);
  }
  if (shown.totalMinor !== now.totalMinor) {
    changes.push(`Total: ${formatMoney(shown.totalMinor)} → ${formatMoney(now.totalMinor)}`);
  }
  return changes;
}
