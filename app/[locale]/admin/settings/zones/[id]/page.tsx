import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { saveZone } from '@/app/[locale]/admin/settings/zones/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { ZoneEditor } from '@/components/admin/zones/zone-editor';
import { staffHasRole } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { findZoneById } from '@/lib/zones/store';

export const generateMetadata = settingsMetadata('AdminZones.title', '/admin/settings/zones');

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ province?: string }> };

/** One delivery zone's form. */
export default async function ZonePage({ params, searchParams }: Props) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [{ id }, { province }] = await Promise.all([params, searchParams]);
  const zone = /^[1-9]\d{0,8}$/.test(id) ? await findZoneById(Number(id)) : null;
  if (!zone) notFound();
  const t = await getTranslations('AdminZones');
  return (
    <SettingsSection id="zone" title={t('editTitle', { name: zone.name })}>
      <p>
        <Link href="/admin/settings/zones">{t('back')}</Link>
      </p>
      <ZoneEditor zone={zone} province={province} action={saveZone} />
    </SettingsSection>
  );
}
