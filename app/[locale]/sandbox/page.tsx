import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { KitchenBoard } from '@/components/sandbox/kitchen-board';
import { requireStaff } from '@/lib/auth/session';
import { isSandboxMode } from '@/lib/env';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Kitchen' });
  return { title: t('title'), robots: { index: false }, alternates: alternatesFor(locale, '/sandbox') };
}
export const dynamic = 'force-dynamic';

/**
 * The POS sandbox's kitchen: move orders through their statuses as a restaurant would. Staff only:
 * it shows every customer's order (the control API it calls asks for the same session).
 */
export default async function KitchenSimulatorPage() {
  if (!isSandboxMode()) notFound();
  await requireStaff();
  const [t, outbox] = await Promise.all([getTranslations('Kitchen'), getTranslations('AdminOutbox')]);
  return (
    <main style={{ maxWidth: 1040, margin: '0 auto', padding: '1.5rem 1rem 4rem' }}>
      <h1 style={{ marginBottom: 0 }}>{t('title')}</h1>
      <p style={{ color: 'var(--color-muted)', marginTop: '0.25rem' }}>{t('lead')}</p>
      <p>
        <Link href="/sandbox/outbox">{outbox('title')}</Link>
      </p>
      <KitchenBoard />
    </main>
  );
}
