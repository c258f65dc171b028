/**
 * What a delivery customer reads when their address is in no zone, or when they have not said
 * where they are yet (issue 19): what was checked, and what to do. In the visitor's language.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ZoneResolution } from '@/lib/zones/resolve';

/** Why a delivery cannot go where the customer is; null inside a zone or without zones. */
export async function zoneRefusal(zone: ZoneResolution): Promise<string | null> {
  if (zone.kind === 'no-zones' || zone.kind === 'inside') return null;
  const t = await getTranslations('Checkout.zones');
  if (zone.kind === 'unknown') return t('chooseArea');
  const { point, place } = zone.query;
  if (point) return t('outsidePin', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) });
  const parts = [place?.neighbourhood ?? '', place?.district ?? '', place?.city ?? ''].map((part) => part.trim()).filter(Boolean);
  return t('outsidePlace', { place: parts.join(', ') });
}
