import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';

type Params = Promise<{ locale: string }>;

/** The catalogue keys staff pages take their titles from. */
type TitleKey =
  | 'AdminDashboard.title'
  | 'AdminOrders.title'
  | 'AdminReports.title'
  | 'AdminCatalogue.title'
  | 'AdminTables.title'
  | 'AdminTables.sheet.title'
  | 'AdminScheduled.title';

/**
 * A staff page's generateMetadata: its title from the catalogue (the admin layout's template adds
 * "· Sofra yönetim") and its canonical address and hreflang alternates. `pathname` is the page's
 * path without a language prefix.
 */
export function staffPageMetadata(titleKey: TitleKey, pathname: string) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getTranslations({ locale });
    return { title: t(titleKey), alternates: alternatesFor(locale, pathname) };
  };
}
