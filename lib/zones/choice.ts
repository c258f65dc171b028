/**
 * Where the customer said they are, before the cart (issue 19, docs/decisions/253): a place picked
 * from the district and neighbourhood lists, or the pin "use my location" gave. Kept in a cookie so
 * the cached menus stay the same for everyone; /api/cart, the cart and checkout read it. Pure.
 */
import { z } from 'zod';
import { SITE_COOKIES } from '@/lib/privacy/cookies';
import type { ZoneQuery } from '@/lib/zones/match';

export const ZONE_COOKIE = SITE_COOKIES.zone.name;

const choiceSchema = z.union([
  z.object({
    city: z.string().trim().min(1).max(60),
    district: z.string().trim().min(1).max(60),
    neighbourhood: z.string().trim().max(80).nullable(),
  }),
  z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
]);

export type ZoneChoice = z.infer<typeof choiceSchema>;

/** The cookie's value of a choice. */
export function zoneCookieValue(choice: ZoneChoice): string {
  return encodeURIComponent(JSON.stringify(choice));
}

/** A choice as posted by the picker; null when it is not a place or a pin on the globe. */
export function parseZoneChoice(value: unknown): ZoneChoice | null {
  const parsed = choiceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A zone cookie read back; null when absent or not one we wrote. */
export function parseZoneCookie(value: string | undefined): ZoneChoice | null {
  if (!value) return null;
  try {
    return parseZoneChoice(JSON.parse(decodeURIComponent(value)));
  } catch {
    return null;
  }
}

/** The lookup a choice stands for. */
export function choiceQuery(choice: ZoneChoice | null): ZoneQuery {
  if (choice === null) return {};
  return 'latitude' in choice ? { point: choice } : { place: choice };
}
