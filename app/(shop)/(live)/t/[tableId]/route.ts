import { redirect } from 'next/navigation';
import { chooseMode, findTable } from '@/lib/cart/shop-context';
import { parseTableId } from '@/lib/storefront/mode';

export const dynamic = 'force-dynamic';

/**
 * A table's QR link: the visitor orders for that table (cookie and cart), priced from the table
 * list, and lands on the menu. A table the POS does not have (or no longer has) gets a friendly
 * "not found" page instead.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  const id = parseTableId(tableId);
  const table = id === null ? null : await findTable(id);
  if (!table) redirect(`/t/${encodeURIComponent(tableId)}/unknown`);
  await chooseMode({ mode: 'table', tableId: table.id });
  redirect('/');
}
