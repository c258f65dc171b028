/**
 * Reads of the mirrored restaurant: areas and tables (AreasWithTables) and payment types.
 */
import 'server-only';
import { getDb } from '@/lib/db';

const live = { removedAt: null };
const posOrder = [{ position: 'asc' as const }, { id: 'asc' as const }];

/** Live areas with their live tables, in the POS's order (areas left empty included). */
export async function listLiveAreas() {
  return getDb().posArea.findMany({
    where: live,
    orderBy: posOrder,
    select: { id: true, name: true, tables: { where: live, orderBy: posOrder, select: { id: true, name: true } } },
  });
}

/** A live table of a live area with the area's name; null when unknown or removed. */
export async function findLiveTable(tableId: number) {
  return getDb().posTable.findFirst({
    where: { id: tableId, ...live, area: live },
    select: { id: true, name: true, area: { select: { name: true } } },
  });
}

/** Live payment types that are not online payments (the site takes no payment itself), in the POS's order. */
export async function listOfflinePaymentTypes() {
  return getDb().posPaymentType.findMany({ where: { ...live, isOnline: false }, orderBy: posOrder });
}

/** Live online payment types, which the site does not offer (it takes no payment itself). */
export async function listOnlinePaymentTypes() {
  return getDb().posPaymentType.findMany({ where: { ...live, isOnline: true }, orderBy: posOrder, select: { id: true, name: true } });
}
