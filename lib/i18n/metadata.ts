import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, localePath, routing, type Locale } from '@/lib/i18n/routing';

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

/**
 * The title of a not-found page in the visitor's language ("Sayfa bulunamadı · <shop>"). Next calls
 * a not-found file's generateMetadata with its segment's params, so the [locale] segment's language
 * is known there (issue 14).
 */
export async function notFoundMetadata(params: Promise<{ locale?: string }>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Shop.problem' });
  return { title: t('notFoundPageTitle') };
}
