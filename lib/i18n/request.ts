import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { formats, loadMessages } from '@/lib/i18n/messages';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

/**
 * next-intl's per-request configuration: the language from the [locale] segment (set by the
 * proxy from the URL, the cookie or Accept-Language), its catalogue, and the shop's time zone so
 * that dates and times read as the restaurant's clock whatever the server's zone.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), formats, timeZone: restaurantTimeZone() };
});
