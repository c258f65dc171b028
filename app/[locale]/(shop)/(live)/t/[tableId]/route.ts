import { hasLocale } from 'next-intl';
import { redirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { chooseMode, findTable, getShopContext } from '@/lib/cart/shop-context';
import { DEFAULT_MODE, parseTableId } from '@/lib/storefront/mode';

export const dynamic = 'force-dynamic';

/**
 * A table's QR link: the visitor orders for that table (cookie and cart), priced from the table
 * list, and lands on the menu. A code the POS does not have (or no longer has) gets a friendly
 * "not valid" page instead, and takes the visitor out of the table they were at: an order must
 * never go to a previous table because a later link was wrong (issue 13, item 9).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; tableId: string }> }) {
  const { locale: segment, tableId } = await params;
  // The visitor stays in the language the link was opened in (/t/… Turkish, /en/t/… English).
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const id = parseTableId(tableId);
  const table = id === null ? null : await findTable(id);
  if (!table) {
    if ((await getShopContext()).mode === 'table') await chooseMode(DEFAULT_MODE);
    return redirect({ href: `/t/${encodeURIComponent(tableId)}/unknown`, locale });
  }
  await chooseMode({ mode: 'table', tableId: table.id });
  return redirect({ href: '/', locale });
}
