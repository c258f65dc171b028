import type { Metadata } from 'next';
import { localePath, routing, type Locale } from '@/lib/i18n/routing';

/**
 * A page's canonical URL in `locale` and its hreflang alternates in every language, plus
 * x-default (Turkish, the unprefixed address). `pathname` is the page's path without a language
 * prefix (`/cart`, `/product/adana-kebap`); the root layout's metadataBase makes them absolute.
 */
export function alternatesFor(locale: Locale, pathname: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = localePath(other, pathname);
  languages['x-default'] = localePath(routing.defaultLocale, pathname);
  return { canonical: localePath(locale, pathname), languages };
}
