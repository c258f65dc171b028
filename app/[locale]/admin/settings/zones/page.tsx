import { getLocale, getTranslations } from 'next-intl/server';
import { deleteZoneAction, moveZoneAction, saveZone } from '@/app/[locale]/admin/settings/zones/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { DataTable } from '@/components/admin/shell/data-table';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { ZoneEditor } from '@/components/admin/zones/zone-editor';
import zoneStyles from '@/components/admin/zones/zones.module.css';
import { staffHasRole } from '@/lib/auth/session';
import { moneyIn } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { readShopSettings } from '@/lib/settings/shop';
import { listZones } from '@/lib/zones/store';
import type { DeliveryZone } from '@/lib/zones/types';

export const generateMetadata = settingsMetadata('AdminZones.title', '/admin/settings/zones');

type Props = { searchParams: Promise<{ province?: string }> };

/** Delivery zones: the list in the order they are tried, moving and removing, and the form to add one. */
export default async function ZonesPage({ searchParams }: Props) {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [zones, settings, t, locale, { province }] = await Promise.all([
    listZones(),
    readShopSettings(),
    getTranslations('AdminZones'),
    getLocale(),
    searchParams,
  ]);
  const money = moneyIn(locale);
  const area = (zone: DeliveryZone) => {
    if (zone.kind === 'radius') return t('radiusArea', { km: zone.radiusMeters / 1000 });
    if (zone.kind === 'polygon') return t('polygonArea', { corners: zone.polygon.length - 1 });
    const names = zone.places.slice(0, 4).map((p) => (p.neighbourhood ? `${p.neighbourhood} (${p.district})` : p.district));
    return t('placesArea', { count: zone.places.length, names: names.join(', ') + (zone.places.length > 4 ? '…' : '') });
  };
  return (
    <>
      <SettingsSection id="zones" title={t('title')} lead={t('lead')}>
        {settings.location ? null : <p className={rowStyles.muted}>{t('noLocation')}</p>}
        {zones.length === 0 ? (
          <p className={rowStyles.muted}>{t('none')}</p>
        ) : (
          <DataTable
            caption={t('caption')}
            captionId="zones-caption"
            stackOnPhone
            rows={zones}
            rowKey={(zone) => zone.id}
            columns={[
              { header: t('columns.order'), cell: (zone) => zone.position + 1 },
              { header: t('columns.name'), rowHeader: true, cell: (zone) => zone.name },
              {
                header: t('columns.area'),
                cell: (zone) => (
                  <>
                    <div>{t(`kinds.${zone.kind}`)}</div>
                    <div className={rowStyles.muted}>{area(zone)}</div>
                  </>
                ),
              },
              {
                header: t('columns.terms'),
                cell: (zone) => (
                  <>
                    <div>{t('termsFee', { amount: money(zone.feeMinor) })}</div>
                    <div>{t('termsMinimum', { amount: money(zone.minimumOrderMinor) })}</div>
                    {zone.freeAboveMinor === null ? null : <div>{t('termsFreeAbove', { amount: money(zone.freeAboveMinor) })}</div>}
                    <div>{t('minutes', { minutes: zone.extraMinutes })}</div>
                  </>
                ),
              },
              {
                header: <span className="visually-hidden">{t('columns.actions')}</span>,
                cell: (zone) => (
                  <div className={zoneStyles.order}>
                    <InlineAction
                      action={moveZoneAction}
                      fields={{ id: String(zone.id), direction: 'up' }}
                      label={t('up')}
                      accessibleName={t('upName', { name: zone.name })}
                    />
                    <InlineAction
                      action={moveZoneAction}
                      fields={{ id: String(zone.id), direction: 'down' }}
                      label={t('down')}
                      accessibleName={t('downName', { name: zone.name })}
                    />
                    <Link
                      href={`/admin/settings/zones/${zone.id}`}
                      className={rowStyles.smallButton}
                      aria-label={t('editName', { name: zone.name })}
                    >
                      {t('edit')}
                    </Link>
                    <InlineAction
                      action={deleteZoneAction}
                      fields={{ id: String(zone.id) }}
                      label={t('remove')}
                      accessibleName={t('removeName', { name: zone.name })}
                      confirm={t('removeName', { name: zone.name })}
                      danger
                    />
                  </div>
                ),
              },
            ]}
          />
        )}
      </SettingsSection>
      <SettingsSection id="add-zone" title={t('add')}>
        <ZoneEditor zone={null} province={province} action={saveZone} />
      </SettingsSection>
    </>
  );
}
