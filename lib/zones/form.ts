/**
 * The delivery zone form's schema (admin, issue 19), defined once for the action. Built with the
 * staff member's language (docs/decisions/210, 220): refusals are catalogue keys, money typed as the site
 * shows it to them. The shape fields posted depend on the kind: a radius in kilometres, a polygon
 * as GeoJSON (the map editor writes it, or staff paste it), places as JSON from the picker with the
 * reference point set on the map.
 */
import { z } from 'zod';
import type { FormContext } from '@/lib/forms/form-context';
import { intlLocale } from '@/lib/i18n/routing';
import { formKey } from '@/lib/forms/message-key';
import { moneyInputExample, parseMoneyInput } from '@/lib/settings/money-input';
import { parsePolygonText } from '@/lib/zones/geojson';
import type { ZoneInput } from '@/lib/zones/store';

export const ZONE_NAME_MAX = 60;
/** The widest radius a restaurant delivers in, in kilometres. */
export const MAX_RADIUS_KM = 100;
export const MAX_ZONE_EXTRA_MINUTES = 240;

const placesSchema = z
  .array(z.object({ city: z.string().min(1).max(60), district: z.string().min(1).max(60), neighbourhood: z.string().max(80).nullable() }))
  .max(2000);

function money(context: FormContext, field: 'fee' | 'freeAbove' | 'minimum') {
  const locale = intlLocale(context.locale);
  return z
    .string()
    .trim()
    .default('')
    .transform((text, ctx): number | null => {
      if (text === '') return null;
      const minor = parseMoneyInput(text, locale);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: formKey('AdminZones.errors.amount', { field, example: moneyInputExample(locale) }) });
        return z.NEVER;
      }
      return minor;
    });
}

function decimal(text: string): number | null {
  const match = /^-?\d{1,3}([.,]\d{1,10})?$/.exec(text.trim());
  return match ? Number(text.trim().replace(',', '.')) : null;
}

/** The add / edit zone form. */
export function zoneSchema(context: FormContext) {
  return z
    .object({
      id: z.string().trim().default(''),
      name: z.string().trim().min(1, formKey('AdminZones.errors.name')).max(ZONE_NAME_MAX, formKey('AdminZones.errors.name')),
      kind: z.enum(['places', 'radius', 'polygon'], { message: formKey('AdminZones.errors.kind') }),
      fee: money(context, 'fee'),
      freeAbove: money(context, 'freeAbove'),
      minimum: money(context, 'minimum'),
      extraMinutes: z.string().trim().default(''),
      radiusKm: z.string().trim().default(''),
      polygon: z.string().trim().default(''),
      places: z.string().trim().default('[]'),
      referenceLatitude: z.string().trim().default(''),
      referenceLongitude: z.string().trim().default(''),
    })
    .transform((v, ctx): ZoneInput & { id: number | null } => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const extra = v.extraMinutes === '' ? 0 : /^\d{1,3}$/.test(v.extraMinutes) ? Number(v.extraMinutes) : NaN;
      if (!(extra >= 0 && extra <= MAX_ZONE_EXTRA_MINUTES))
        issue('extraMinutes', formKey('AdminZones.errors.extraMinutes', { max: MAX_ZONE_EXTRA_MINUTES }));
      const terms = { feeMinor: v.fee ?? 0, freeAboveMinor: v.freeAbove, minimumOrderMinor: v.minimum ?? 0, extraMinutes: extra };
      const base = { id: /^\d+$/.test(v.id) ? Number(v.id) : null, name: v.name, ...terms };
      if (v.kind === 'radius') {
        const km = decimal(v.radiusKm);
        if (km === null || km <= 0 || km > MAX_RADIUS_KM) issue('radiusKm', formKey('AdminZones.errors.radius', { max: MAX_RADIUS_KM }));
        return { ...base, kind: 'radius', radiusMeters: Math.round((km ?? 0) * 1000) };
      }
      if (v.kind === 'polygon') {
        const ring = parsePolygonText(v.polygon);
        if (!ring) issue('polygon', formKey('AdminZones.errors.polygon'));
        return { ...base, kind: 'polygon', polygon: ring ?? [] };
      }
      let places: z.infer<typeof placesSchema> = [];
      try {
        const parsed = placesSchema.safeParse(JSON.parse(v.places));
        if (parsed.success) places = parsed.data;
      } catch {
        places = [];
      }
      if (places.length === 0) issue('places', formKey('AdminZones.errors.places'));
      const latitude = decimal(v.referenceLatitude);
      const longitude = decimal(v.referenceLongitude);
      const pointOk = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
      if (!pointOk) issue('referenceLatitude', formKey('AdminZones.errors.reference'));
      return { ...base, kind: 'places', places, reference: { latitude: latitude ?? 0, longitude: longitude ?? 0 } };
    });
}

/** Move and remove: the zone's id, and the direction of a move. */
export function zoneOrderSchema() {
  return z.object({
    id: z.coerce
      .number({ message: formKey('AdminZones.errors.missing') })
      .int()
      .positive(formKey('AdminZones.errors.missing')),
    direction: z.enum(['up', 'down']).optional(),
  });
}
