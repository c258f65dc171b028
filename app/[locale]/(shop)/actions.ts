'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { switchMode } from '@/lib/cart/switch-mode';
import { parseForm, type FormState } from '@/lib/forms';
import { localePath } from '@/lib/i18n/routing';
import { writeZoneCookie } from '@/lib/storefront/request-context';
import { parseZoneChoice, zoneCookieValue } from '@/lib/zones/choice';

/** The header's Delivery / Pickup choice: remembered in a cookie and on the cart, which is re-priced. */
export async function chooseModeAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const t = await getTranslations('ShopErrors');
  const modeSchema = z.object({ mode: z.enum(['delivery', 'pickup'], { message: t('chooseMode') }) });
  const parsed = parseForm(modeSchema, formData, { message: t('chooseModeForm') });
  if (!parsed.success) return parsed.state;
  const result = await switchMode({ mode: parsed.data.mode });
  await reloadHomeWithoutScript();
  // Every price on the page changes with the mode.
  refresh();
  return result;
}

/** The delivery area picker: a province, district and neighbourhood, or the browser's location, remembered in a cookie (issue 19). */
export async function chooseZoneAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const t = await getTranslations('Shop.zone');
  const latitude = Number(formData.get('latitude'));
  const longitude = Number(formData.get('longitude'));
  const pin = formData.get('latitude') ? { latitude, longitude } : null;
  const place = {
    city: String(formData.get('city') ?? ''),
    district: String(formData.get('district') ?? ''),
    neighbourhood: String(formData.get('neighbourhood') ?? '') || null,
  };
  const choice = parseZoneChoice(pin ?? place);
  if (!choice) return { ok: false, message: t('invalid') };
  await writeZoneCookie(zoneCookieValue(choice));
  // The cart and checkout show the zone's fee and minimum.
  refresh();
  return { ok: true, message: '' };
}

/** "Leave table": back to delivery, priced from the delivery list. */
export async function leaveTableAction(_prev: FormState): Promise<FormState> {
  const result = await switchMode({ mode: 'delivery' });
  refresh();
  return result;
}

/**
 * A form posted without JavaScript from the home page (/ in Turkish, /en in English) is answered with the page rendered for the
 * mode the request came with (the cached menu it was rewritten to): send the browser to / again,
 * to be served the new mode's menu. With JavaScript the switch reloads the page itself.
 */
async function reloadHomeWithoutScript(): Promise<void> {
  const request = await headers();
  if (request.has('next-action')) return;
  const referer = request.get('referer');
  let path: string | null = null;
  try {
    path = referer ? new URL(referer).pathname : null;
  } catch {
    path = null;
  }
  const locale = await getLocale();
  // next/navigation's redirect with the home's own address: lib/i18n/navigation would bring next-intl's
  // client Link into every page that imports these actions, the cached menu's too (docs/decisions/270).
  const home = localePath(locale, '/');
  if (path === home) redirect(home);
}
