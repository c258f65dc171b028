/**
 * The restaurant's areas and tables as the catalogue sync mirrored them from the POS
 * (AreasWithTables), and the address each table's QR code opens.
 */
import { listLiveAreas } from '@/lib/pos-mirror/places';
import { siteBaseUrl } from '@/lib/site-url';

export interface TableRow {
  id: number;
  name: string;
}

export interface AreaWithTables {
  id: number;
  name: string;
  tables: TableRow[];
}

/** Areas and their tables in the POS's order, leaving out what the POS removed and areas left empty. */
export async function listAreasWithTables(): Promise<AreaWithTables[]> {
  const areas = await listLiveAreas();
  return areas.filter((area) => area.tables.length > 0);
}

/** The address a table's QR code opens: `<site>/t/<tableId>`, where a guest orders for that table. */
export function tableOrderUrl(tableId: number, base = siteBaseUrl()): string {
  return `${base}/t/${tableId}`;
}
