import { getEnv } from '@/lib/env';

/**
 * The restaurant's time zone (RESTAURANT_TIMEZONE, default Europe/Istanbul). One function, so that the
 * day a shop setting holds the zone only this body changes. Server-only: it reads the
 * configuration, which must never reach a browser bundle (time-zone.ts is shared with forms).
 */
export function restaurantTimeZone(): string {
  return getEnv().RESTAURANT_TIMEZONE;
}
