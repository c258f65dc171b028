/**
 * Snoozing: staff take an own product off sale until a chosen time (it ran out, the grill is
 * down). Nothing runs when the time passes: the menu reader drops a product only while
 * snoozedUntil is after now, so it is back on sale at that moment by itself.
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { getDb } from '@/lib/db';
import { containsText } from '@/lib/db/text-search';
import { wholeNumber } from '@/lib/settings/forms';
import { parseZonedDateTime } from '@/lib/settings/time-zone';

/** The longest snooze: anything longer is hiding the product, which the product editor does. */
export const MAX_SNOOZE_DAYS = 31;
/** How many products the snooze list shows at once (search narrows it). */
const SNOOZE_LIST_LIMIT = 50;

export interface SnoozeRow {
  id: number;
  name: string;
  category: string;
  visible: boolean;
  /** ISO time while snoozed into the future; null when on sale. */
  snoozedUntil: string | null;
}

/** The "Snooze" form: a product and the restaurant's wall time it comes back at. */
export function snoozeSchema(timeZone: string, now: Date) {
  const latest = now.getTime() + MAX_SNOOZE_DAYS * 86_400_000;
  return z.object({
    productId: wholeNumber('product', 1, Number.MAX_SAFE_INTEGER),
    until: z
      .string()
      .trim()
      .transform((text, ctx) => {
        const until = parseZonedDateTime(text, timeZone);
        if (!until) ctx.addIssue({ code: 'custom', message: formKey('AdminSnooze.errors.until') });
        else if (until.getTime() <= now.getTime()) ctx.addIssue({ code: 'custom', message: formKey('AdminSnooze.errors.future') });
        else if (until.getTime() > latest)
          ctx.addIssue({ code: 'custom', message: formKey('AdminSnooze.errors.tooLong', { days: MAX_SNOOZE_DAYS }) });
        return until ?? z.NEVER;
      }),
  });
}

export function unsnoozeSchema() {
  return z.object({ productId: wholeNumber('product', 1, Number.MAX_SAFE_INTEGER) });
}

/**
 * Own products for the snooze list: those snoozed right now first (soonest back first), then the
 * rest by name; `search` matches the name. Returns at most SNOOZE_LIST_LIMIT rows and the total.
 */
export async function listSnoozeProducts(search: string, now: Date): Promise<{ rows: SnoozeRow[]; total: number }> {
  const db = getDb();
  const nameFilter = search.trim() ? { name: containsText(search.trim()) } : {};
  const select = { id: true, name: true, visible: true, snoozedUntil: true, category: { select: { name: true } } } as const;
  const [snoozed, total] = await Promise.all([
    db.product.findMany({ where: { ...nameFilter, snoozedUntil: { gt: now } }, orderBy: [{ snoozedUntil: 'asc' }, { id: 'asc' }], select }),
    db.product.count({ where: nameFilter }),
  ]);
  const rest = await db.product.findMany({
    where: { ...nameFilter, OR: [{ snoozedUntil: null }, { snoozedUntil: { lte: now } }] },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: Math.max(0, SNOOZE_LIST_LIMIT - snoozed.length),
    select,
  });
  const rows = [...snoozed, ...rest].slice(0, SNOOZE_LIST_LIMIT).map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category.name,
    visible: p.visible,
    snoozedUntil: p.snoozedUntil && p.snoozedUntil > now ? p.snoozedUntil.toISOString() : null,
  }));
  return { rows, total };
}

/** Takes a product off sale until `until` (or back on sale with null); false when there is no such product. */
export async function setSnooze(productId: number, until: Date | null): Promise<boolean> {
  const { count } = await getDb().product.updateMany({ where: { id: productId }, data: { snoozedUntil: until } });
  return count === 1;
}
