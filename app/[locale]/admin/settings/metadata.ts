import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';

type TitleKey =
  | 'AdminSettings.page.title'
  | 'AdminSnooze.title'
  | 'AdminCoupons.title'
  | 'AdminPayments.title'
  | 'AdminStaff.title'
  | 'AdminPrivacy.title'
  | 'AdminZones.title'
  | 'AdminHours.title';

/**
 * A settings page's metadata: its title in the staff member's language, its canonical address and
 * its address in every language (hreflang). `pathname` has no language prefix.
 */
export function settingsMetadata(title: TitleKey, pathname: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale: requested } = await params;
    const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
    const t = await getTranslations({ locale });
    return { title: t(title), alternates: alternatesFor(locale, pathname) };
  };
}
