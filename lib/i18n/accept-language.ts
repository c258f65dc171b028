import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { routing, type Locale } from '@/lib/i18n/routing';

/**
 * The language a first visit gets from its Accept-Language header, decided exactly as next-intl's
 * middleware decides it (the same negotiator and matcher, the same order), so that the front cache
 * (server/front-cache) answers a home page in the language Next would have chosen.
 */
export function acceptLanguageLocale(header: string | undefined): Locale {
  const languages = new Negotiator({ headers: { 'accept-language': header || undefined } }).languages();
  try {
    // Longest codes first, as next-intl does (formatjs/formatjs#4469).
    const ordered = routing.locales.slice().sort((a, b) => b.length - a.length);
    const chosen = match(languages, ordered, routing.defaultLocale);
    return routing.locales.find((locale) => locale.toLowerCase() === chosen.toLowerCase()) ?? routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}
