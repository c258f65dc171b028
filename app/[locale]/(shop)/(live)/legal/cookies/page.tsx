import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CookieTable } from '@/components/legal/cookie-table';
import styles from '@/components/legal/legal.module.css';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Privacy.cookies' });
  return { title: t('title'), description: t('description'), alternates: alternatesFor(locale, '/legal/cookies') };
}

/** The cookie policy: every cookie the site sets, from the list the code setting them reads (docs/decisions/244). */
export default async function CookiePolicyPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations('Privacy.cookies');
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <CookieTable />
      <p>{t('noOthers')}</p>
      <h2>{t('manageTitle')}</h2>
      <p>{t('manage')}</p>
      <p>{t.rich('privacy', { link: (chunks) => <Link href="/legal/privacy">{chunks}</Link> })}</p>
    </article>
  );
}
