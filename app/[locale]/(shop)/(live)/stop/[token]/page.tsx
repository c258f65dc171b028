import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import ui from '@/components/shop/ui.module.css';
import { routing } from '@/lib/i18n/routing';
import { verifyStopToken } from '@/lib/notify/consent';
import { stopMessagesAction } from './actions';

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ done?: string; invalid?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Notify.stopPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The stop link of order messages (docs/decisions/262). Opening it changes nothing (mail scanners
 * open links); the button does. No sign-in: the signed token names the order whose contacts stop.
 */
export default async function StopMessagesPage({ params, searchParams }: Props) {
  const { locale, token } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const { done } = await searchParams;
  const t = await getTranslations('Notify.stopPage');
  const valid = (await verifyStopToken(decodeURIComponent(token))) !== null;
  return (
    <section style={{ maxWidth: 560, margin: '0 auto', padding: '1.5rem 0 3rem' }}>
      <h1>{t('title')}</h1>
      {!valid ? (
        <p className={ui.warning} role="alert">
          {t('invalid')}
        </p>
      ) : done ? (
        <p className={ui.success} role="status">
          {t('done')}
        </p>
      ) : (
        <form action={stopMessagesAction.bind(null, decodeURIComponent(token))}>
          <p>{t('lead')}</p>
          <button type="submit" className={ui.primary}>
            {t('confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
