import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/legal/agreement.module.css';
import ui from '@/components/shop/ui.module.css';
import { moneyIn } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { readOrderAgreement } from '@/lib/legal/agreement/snapshot';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

type Props = { params: Promise<{ locale: string; publicId: string }> };

/** The stored documents, read once per request by both the metadata and the page. */
const orderAgreement = cache(readOrderAgreement);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, publicId } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  // Metadata reaches the browser apart from the page: an unknown order's tab must say "not found" too.
  if (!(await orderAgreement(publicId))) notFound();
  const t = await getTranslations({ locale, namespace: 'Legal.contractPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The pre-information form and the distance-sales contract exactly as the customer accepted them
 * (in the language they were shown in), with when, the order's number and total, and the digest
 * of the text. The address is the order's unguessable id (docs/decisions/246-the-accepted-contract-page.md).
 */
export default async function OrderContractPage({ params }: Props) {
  const { locale, publicId } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const stored = await orderAgreement(publicId);
  if (!stored) notFound();
  const [t, format, money] = await Promise.all([getTranslations('Legal.contractPage'), getFormatter(), getLocale().then(moneyIn)]);
  const { order, agreement } = stored;
  const back = (
    <p>
      <Link href={`/orders/${order.publicId}`}>{t('back')}</Link>
    </p>
  );
  if (!agreement) {
    return (
      <article className={styles.page}>
        <h1>{t('title')}</h1>
        <p className={ui.notice}>{t('none')}</p>
        {back}
      </article>
    );
  }
  const at = format.dateTime(agreement.acceptedAt, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: restaurantTimeZone(),
  });
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.meta}>{t('accepted', { number: order.number, at })}</p>
      <p className={styles.meta}>{t('total', { total: money(order.totalMinor) })}</p>
      <p className={ui.notice}>{t('privacy')}</p>
      <section lang={agreement.locale} className={styles.document} aria-label={agreement.preInformation.split('\n')[0]}>
        {agreement.preInformation}
      </section>
      <section lang={agreement.locale} className={styles.document} aria-label={agreement.contract.split('\n')[0]}>
        {agreement.contract}
      </section>
      <p className={styles.meta}>{t('hash', { hash: agreement.sha256 })}</p>
      {back}
    </article>
  );
}
