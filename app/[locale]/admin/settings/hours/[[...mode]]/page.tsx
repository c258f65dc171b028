import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  addSpecialDay,
  removeSpecialDay,
  saveLaterOrders,
  saveModeHours,
  followShopHours,
} from '@/app/[locale]/admin/settings/hours/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { LaterOrdersForm } from '@/components/admin/schedule/later-orders-form';
import { ModeTabs } from '@/components/admin/schedule/mode-tabs';
import { SpecialDays } from '@/components/admin/schedule/special-days';
import { HoursForm } from '@/components/admin/settings/hours-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import styles from '@/components/admin/settings/settings.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import type { ServiceMode } from '@/lib/pos';
import { hoursFieldValues } from '@/lib/schedule/form';
import { defaultModeSchedule, hoursFor, readModeSchedule } from '@/lib/schedule/store';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readShopSettings } from '@/lib/settings/shop';
import { zonedDate } from '@/lib/settings/time-zone';

export const generateMetadata = settingsMetadata('AdminHours.title', '/admin/settings/hours');

type Props = { params: Promise<{ mode?: string[] }> };

/** The mode a path names: none is delivery (the page's own address), an unknown one is not found. */
function modeOf(segments: string[] | undefined): ServiceMode | null {
  if (!segments || segments.length === 0) return 'delivery';
  const [mode] = segments;
  return segments.length === 1 && (mode === 'pickup' || mode === 'table') ? mode : null;
}

/**
 * One mode's hours and orders for later (docs/decisions/255, 256, 280): whether and how far ahead
 * customers may order for later and how many per slot, its weekly hours (its own or the shop's),
 * and its closed and special days.
 */
export default async function ModeHoursPage({ params }: Props) {
  const mode = modeOf((await params).mode);
  if (mode === null) notFound();
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [settings, row, t] = await Promise.all([readShopSettings(), readModeSchedule(mode), getTranslations('AdminHours')]);
  const timeZone = restaurantTimeZone();
  const today = zonedDate(new Date(), timeZone);
  const rules = row ?? defaultModeSchedule(mode);
  const hours = hoursFor(settings, row);
  const ownHours = row?.openingHours != null;
  const shopClosed = hours.closedDates.filter((date) => date >= today);
  return (
    <>
      <p className={styles.sectionLead}>{t('lead', { timeZone })}</p>
      <ModeTabs />
      <SettingsSection id="later" title={t('later.title', { mode })} lead={t('later.lead')}>
        {mode === 'table' ? (
          <p className={styles.sectionLead}>{t('later.table')}</p>
        ) : (
          <LaterOrdersForm
            key={mode}
            mode={mode}
            action={saveLaterOrders}
            initial={{
              offered: rules.daysAhead !== null,
              daysAhead: String(rules.daysAhead ?? defaultModeSchedule(mode).daysAhead ?? 0),
              slotCapacity: rules.slotCapacity === null ? '' : String(rules.slotCapacity),
              leadMinutes: String(rules.leadMinutes),
            }}
          />
        )}
      </SettingsSection>
      <SettingsSection
        id="mode-hours"
        title={t('hours.title', { mode })}
        lead={ownHours ? t('hours.own') : settings.openingHours === null ? t('hours.shopAlways') : t('hours.shop')}
      >
        <div className={styles.stack}>
          <HoursForm key={mode} action={saveModeHours.bind(null, mode)} initial={hoursFieldValues(hours.openingHours)} />
          {ownHours ? <InlineAction action={followShopHours} fields={{ mode }} label={t('hours.useShop')} /> : null}
        </div>
      </SettingsSection>
      <SettingsSection
        id="special-days"
        title={t('special.title')}
        lead={shopClosed.length > 0 ? t('special.leadShopClosed', { dates: shopClosed.join(', ') }) : t('special.lead')}
      >
        <SpecialDays
          key={mode}
          mode={mode}
          days={(hours.specialDays ?? []).filter((day) => day.date >= today)}
          today={today}
          addAction={addSpecialDay}
          removeAction={removeSpecialDay}
        />
      </SettingsSection>
    </>
  );
}
