/**
 * What the customer's area picker shows (issue 19): the provinces the restaurant delivers to by
 * name (those its places zones list, with every district and neighbourhood, so that a customer
 * outside them is told so rather than finding nothing), the place or pin chosen, and the zone it
 * falls in with that zone's terms. JSON only: /api/zone sends it to the cached menu's picker.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { moneyIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { readShopSettings } from '@/lib/settings/shop';
import { readZoneCookie } from '@/lib/storefront/request-context';
import { choiceQuery, parseZoneCookie, type ZoneChoice } from '@/lib/zones/choice';
import { provinceCode, provincePlaces, type ProvincePlaces } from '@/lib/zones/places';
import { resolveAmong } from '@/lib/zones/resolve';
import { listZones } from '@/lib/zones/store';
import type { ZoneTerms } from '@/lib/zones/types';

export interface ZonePickerData {
  /** 'no-zones': the shop delivers everywhere at its flat fee, and the picker is not shown. */
  status: 'no-zones' | 'unknown' | 'inside' | 'outside';
  choice: ZoneChoice | null;
  /** The zone and its terms, with those terms written out in the language asked for (the browser formats no messages). */
  zone: (ZoneTerms & { name: string; summary: string }) | null;
  provinces: ProvincePlaces[];
}

/** "Kadıköy: teslimat ₺40,00, en az sipariş ₺300,00, +10 dk · ₺600,00 üzeri teslimat ücretsiz". */
async function termsSummary(locale: Locale, name: string, terms: ZoneTerms): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Shop.zone' });
  const money = moneyIn(locale);
  const summary = t('summary', {
    zone: name,
    fee: terms.feeMinor === 0 ? t('freeDelivery') : money(terms.feeMinor),
    minimum: money(terms.minimumOrderMinor),
    minutes: terms.extraMinutes,
  });
  return terms.freeAboveMinor !== null && terms.feeMinor > 0
    ? `${summary} · ${t('freeAbove', { amount: money(terms.freeAboveMinor) })}`
    : summary;
}

/** The picker's data for the visitor's zone cookie, its words in `locale`. */
export async function readZonePicker(locale: Locale): Promise<ZonePickerData> {
  const [zones, settings, cookie] = await Promise.all([listZones(), readShopSettings(), readZoneCookie()]);
  const choice = parseZoneCookie(cookie);
  const resolved = resolveAmong(zones, choiceQuery(choice), settings.location);
  if (resolved.kind === 'no-zones') return { status: 'no-zones', choice: null, zone: null, provinces: [] };
  const names = new Set(zones.flatMap((zone) => (zone.kind === 'places' ? zone.places.map((place) => place.city) : [])));
  const provinces = [...names].flatMap((name) => {
    const code = provinceCode(name);
    const places = code ? provincePlaces(code) : null;
    return places ? [places] : [];
  });
  let zone: ZonePickerData['zone'] = null;
  if (resolved.kind === 'inside') {
    const { name, feeMinor, freeAboveMinor, minimumOrderMinor, extraMinutes } = resolved.zone;
    const terms = { feeMinor, freeAboveMinor, minimumOrderMinor, extraMinutes };
    zone = { name, ...terms, summary: await termsSummary(locale, name, terms) };
  }
  return { status: resolved.kind, choice, zone, provinces };
}
