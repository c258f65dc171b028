/**
 * The restaurant's areas and tables as the catalogue sync mirrored them from the POS
 * (AreasWithTables), and the address each table's QR code opens.
 */
import { listLiveAreas } from '@/lib/pos-mirror/places';
import { getEnv } from '@/lib/env';

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

/** The site's public root: SITE_URL, or http://localhost:PORT when it is not set. No trailing slash. */
export function siteBaseUrl(env = getEnv()): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** The address a table's QR code opens: `<site>/t/<tableId>`, where a guest orders for that table. */
export function tableOrderUrl(tableId: number, base = siteBaseUrl()): string {
  return `${base}/t/${tableId}`;
}

/**
 * Why the QR codes would not work on guests' phones: SITE_URL unset (they would open
 * http://localhost) or set to a loopback address; null when it names a public address.
 */
export function siteUrlProblem(env = getEnv()): 'unset' | 'loopback' | null {
  if (env.SITE_URL === undefined) return 'unset';
  const host = new URL(env.SITE_URL).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0'
    ? 'loopback'
    : null;
}
