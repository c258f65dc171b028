import { redirect } from 'next/navigation';
import { chooseMode, findTable, getShopContext } from '@/lib/cart/shop-context';
import { DEFAULT_MODE, parseTableId } from '@/lib/storefront/mode';

export const dynamic = 'force-dynamic';

/**
 * A table's QR link: the visitor orders for that table (cookie and cart), priced from the table
 * list, and lands on the menu. A code the POS does not have (or no longer has) gets a friendly
 * "not valid" page instead, and takes the visitor out of the table they were at: an order must
 * never go to a previous table because a later link was wrong (issue 13, item 9).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  const id = parseTableId(tableId);
  const table = id === null ? null : await findTable(id);
  if (!table) {
    if ((await getShopContext()).mode === 'table') await chooseMode(DEFAULT_MODE);
    redirect(`/t/${encodeURIComponent(tableId)}/unknown`);
  }
  await chooseMode({ mode: 'table', tableId: table.id });
  redirect('/');
}
