import { getLocale } from 'next-intl/server';
import { ProvinceChoice, ProvinceForm } from '@/components/admin/zones/province-choice';
import { ZoneForm, type ZoneFormValues } from '@/components/admin/zones/zone-form';
import { getEnv } from '@/lib/env';
import type { FormAction } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n/routing';
import { formatDecimal, POS_CURRENCY } from '@/lib/money';
import { readShopSettings } from '@/lib/settings/shop';
import { polygonText } from '@/lib/zones/geojson';
import { provinceCode, provincePlaces } from '@/lib/zones/places';
import type { DeliveryZone } from '@/lib/zones/types';

/** İstanbul: where the map and the places list open before the restaurant says otherwise. */
const DEFAULT_PROVINCE = '34';
const ISTANBUL: [number, number] = [41.0082, 28.9784];

/** The zone form with what it needs from the server: the zone's values, one province's places, the map's tiles. */
export async function ZoneEditor({
  zone,
  province,
  action,
}: {
  zone: DeliveryZone | null;
  province: string | undefined;
  action: FormAction;
}) {
  const [settings, locale] = await Promise.all([readShopSettings(), getLocale()]);
  const tag = intlLocale(locale);
  const money = (minor: number | null) => (minor === null || minor === 0 ? '' : formatDecimal(minor, tag));
  const zoneProvince = zone?.kind === 'places' ? zone.places[0]?.city : undefined;
  const code = province ?? (zoneProvince ? provinceCode(zoneProvince) : null) ?? DEFAULT_PROVINCE;
  const places = provincePlaces(code) ?? provincePlaces(DEFAULT_PROVINCE);
  const initial: ZoneFormValues = {
    id: zone ? String(zone.id) : '',
    name: zone?.name ?? '',
    kind: zone?.kind ?? 'places',
    fee: money(zone?.feeMinor ?? null),
    freeAbove: money(zone?.freeAboveMinor ?? null),
    minimum: money(zone?.minimumOrderMinor ?? null),
    extraMinutes: zone?.extraMinutes ? String(zone.extraMinutes) : '',
    radiusKm: zone?.kind === 'radius' ? String(zone.radiusMeters / 1000).replace('.', tag.startsWith('tr') ? ',' : '.') : '',
    polygon: zone?.kind === 'polygon' ? polygonText(zone.polygon) : '',
    places: zone?.kind === 'places' ? zone.places : [],
    referenceLatitude: zone?.kind === 'places' ? String(zone.reference.latitude) : '',
    referenceLongitude: zone?.kind === 'places' ? String(zone.reference.longitude) : '',
  };
  const restaurant: [number, number] | null = settings.location ? [settings.location.latitude, settings.location.longitude] : null;
  return (
    <>
      <ProvinceForm />
      <ZoneForm
        key={zone?.id ?? 'new'}
        provinceChoice={<ProvinceChoice current={code} />}
        action={action}
        initial={initial}
        province={{ name: places?.name ?? '', districts: places?.districts ?? [] }}
        restaurant={restaurant}
        fallbackCentre={ISTANBUL}
        tileUrl={getEnv().MAP_TILE_URL ?? null}
        currency={POS_CURRENCY}
      />
    </>
  );
}
