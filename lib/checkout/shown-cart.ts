/**
 * What the checkout page showed the customer: its lines (id, name, quantity, unit price), fees,
 * discount and total. The form carries it back in a hidden field; "Place order" compares it with
 * the cart as it is now, and when a line, a price, a fee or the total differs (another tab, a
 * catalogue sync, a coupon not yet applied) nothing is placed: the customer sees the new summary
 * with the changes named and confirms again (docs/decisions/140). Nothing here is trusted for
 * money: the order is always priced on the server; this only decides whether to ask first.
 */
import { z } from 'zod';
import { getLocale, getTranslations } from 'next-intl/server';
import { moneyIn } from '@/lib/i18n/format';
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

/**
 * The differences between what was shown and what would be ordered now, each in the customer's
 * words ("Kola was added", "Ezme: ₺95,00 → ₺110,00", "Total: ₺95,00 → ₺160,00"); empty when the
 * customer would get exactly what they saw. With `linesOnly`, the discount and the total are not
 * compared (the Apply button changes those on purpose).
 */
export async function cartChanges(shown: ShownCart | null, now: ShownCart, opts: { linesOnly?: boolean } = {}): Promise<string[]> {
  const t = await getTranslations('Checkout.changes');
  if (shown === null) return [t('unreadable')];
  const formatMoney = moneyIn(await getLocale());
  const price = (minor: number | null) => (minor === null ? t('noPrice') : formatMoney(minor));
  const changes: string[] = [];
  const before = new Map(shown.lines.map((line) => [line.id, line]));
  const after = new Set(now.lines.map((line) => line.id));
  for (const line of now.lines) {
    const old = before.get(line.id);
    if (!old) {
      changes.push(t('added', { name: line.name, quantity: line.quantity }));
      continue;
    }
    if (old.quantity !== line.quantity) changes.push(t('quantity', { name: line.name, before: old.quantity, after: line.quantity }));
    if (old.unitPriceMinor !== line.unitPriceMinor) {
      changes.push(
        line.unitPriceMinor === null
          ? t('unavailable', { name: line.name })
          : t('price', { name: line.name, before: price(old.unitPriceMinor), after: price(line.unitPriceMinor) }),
      );
    }
  }
  for (const line of shown.lines) if (!after.has(line.id)) changes.push(t('removed', { name: line.name }));
  const amounts = (key: 'deliveryFee' | 'serviceCharge' | 'discount' | 'total', before: number, after: number) => {
    if (before !== after) changes.push(t(key, { before: formatMoney(before), after: formatMoney(after) }));
  };
  amounts('deliveryFee', shown.deliveryFeeMinor, now.deliveryFeeMinor);
  amounts('serviceCharge', shown.serviceChargeMinor, now.serviceChargeMinor);
  if (opts.linesOnly) return changes;
  amounts('discount', shown.discountMinor, now.discountMinor);
  amounts('total', shown.totalMinor, now.totalMinor);
  return changes;
}
