import { defineRouting } from 'next-intl/routing';
import { SITE_COOKIES } from '@/lib/privacy/cookies';

/**
 * The site's languages (docs/decisions/200). Turkish first: it is the default and has no prefix
 * (`/`, `/cart`); every other language lives under its own prefix (`/en`, `/en/cart`). Adding a
 * language is one entry here and one catalogue, messages/<code>.json.
 */
export const routing = defineRouting({
  locales: ['tr', 'en'],
  defaultLocale: 'tr',
  localePrefix: 'as-needed',
  // A visitor's choice from the header's switch is remembered for a year; the first visit follows
  // Accept-Language (next-intl's middleware, proxy.ts).
  localeCookie: { name: SITE_COOKIES.locale.name, maxAge: SITE_COOKIES.locale.maxAgeSeconds, sameSite: 'lax' },
});

export type Locale = (typeof routing.locales)[number];

/** The locale cookie's name, for the front cache that answers home menus without Next. */
export const LOCALE_COOKIE = SITE_COOKIES.locale.name;

/** Whether a string names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag Intl formats a language with: Turkish as written in Turkey; English as in
 * Britain (day before month, 24-hour clock, like the restaurant's own), never the US defaults.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'tr' ? 'tr-TR' : locale === 'en' ? 'en-GB' : locale;
}

/** A language's own name ("Türkçe", "English"), as the switch offers it. */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The path of `pathname` (without a language prefix, starting with /) in `locale`: `/cart` in
 * Turkish, `/en/cart` in English. For hreflang alternates, canonical URLs and redirects.
 */
export function localePath(locale: Locale, pathname: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/** The language a browser asked an API route in (`?locale=en`), or the default for anything else. */
export function requestedLocale(request: Request | undefined): Locale {
  const asked = request ? new URL(request.url).searchParams.get('locale') : null;
  return isLocale(asked) ? asked : routing.defaultLocale;
}
