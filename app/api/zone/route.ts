import { requestedLocale } from '@/lib/i18n/routing';
import { readZonePicker } from '@/lib/zones/picker';

/**
 * The delivery area picker's data for the visitor (issue 19): the place they chose, its zone and
 * terms (written out in the language asked for, `?locale=en`), and the provinces to choose from.
 * Read by the cached menu in the browser, so the menu itself stays the same for everyone. Never
 * cached: it follows the visitor's cookie.
 */
export async function GET(request?: Request) {
  return Response.json(await readZonePicker(requestedLocale(request)), { headers: { 'cache-control': 'private, no-store' } });
}
