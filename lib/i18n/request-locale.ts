import { acceptLanguageLocale } from '@/lib/i18n/accept-language';
import { isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';

/**
 * The language of a request that has no [locale] segment (an API route the proxy does not see):
 * the visitor's remembered choice (the language cookie) when there is one, else what
 * Accept-Language asks for, as the proxy decides a first visit.
 */
export function requestLocaleOf(request: Request): Locale {
  const chosen = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(chosen) ? chosen : acceptLanguageLocale(request.headers.get('accept-language') ?? undefined);
}
