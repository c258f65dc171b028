import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/legal/legal.module.css';
import { NoticeBody } from '@/components/legal/notice-body';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { readPrivacyNotice } from '@/lib/privacy/notice';
import { readSellerIdentity } from '@/lib/settings/seller';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, seller] = await Promise.all([getTranslations({ locale, namespace: 'Privacy.notice' }), readSellerIdentity()]);
  return {
    title: t('title'),
    description: t('description', { shop: seller.shopName }),
    alternates: alternatesFor(locale, '/legal/privacy'),
  };
}

/** The privacy notice (aydınlatma metni, KVKK art. 10): staff's own text or the template, filled with the seller identity. */
export default async function PrivacyNoticePage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  setRequestLocale(locale);
  const [t, format, notice] = await Promise.all([getTranslations('Privacy.notice'), getFormatter(), readPrivacyNotice(locale)]);
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <NoticeBody blocks={notice.blocks} />
      <p>{t.rich('cookies', { link: (chunks) => <Link href="/legal/cookies">{chunks}</Link> })}</p>
      {notice.updatedAt ? (
        <p className={styles.muted}>{t('updated', { date: format.dateTime(notice.updatedAt, { dateStyle: 'long' }) })}</p>
      ) : null}
    </article>
  );
}
