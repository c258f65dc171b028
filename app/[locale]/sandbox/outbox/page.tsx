import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { OutboxList } from '@/components/notify/outbox-list';
import { requireStaff } from '@/lib/auth/session';
import { isSandboxMode } from '@/lib/env';
import { alternatesFor } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { listOutboxMessages } from '@/lib/notify/outbox';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'AdminOutbox' });
  return { title: t('title'), robots: { index: false }, alternates: alternatesFor(locale, '/sandbox/outbox') };
}
export const dynamic = 'force-dynamic';

/**
 * Every SMS and e-mail the site "sent", newest first (issue 16, docs/decisions/263). Sandbox mode
 * only, and staff only like the kitchen simulator: it shows customers' numbers and addresses.
 */
export default async function OutboxPage() {
  if (!isSandboxMode()) notFound();
  await requireStaff();
  const [t, kitchen] = await Promise.all([getTranslations('AdminOutbox'), getTranslations('Kitchen')]);
  const messages = await listOutboxMessages({ take: 200 });
  return (
    <main style={{ maxWidth: 820, margin: '0 auto', padding: '1.5rem 1rem 4rem' }}>
      <p style={{ margin: 0 }}>
        <Link href="/sandbox">{kitchen('title')}</Link>
      </p>
      <h1 style={{ marginBottom: 0 }}>{t('title')}</h1>
      <p style={{ color: 'var(--color-muted)', marginTop: '0.25rem' }}>{t('lead')}</p>
      <OutboxList messages={messages} />
    </main>
  );
}
