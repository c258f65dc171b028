import type { Metadata } from 'next';
import {
  addClosedDate,
  clearHours,
  removeClosedDate,
  saveCharges,
  saveFloodLimits,
  saveHours,
  saveOrdering,
  saveLocation,
  saveStorefront,
  saveSyncHours,
} from '@/app/[locale]/admin/settings/actions';
import { ChargesForm } from '@/components/admin/settings/charges-form';
import { ClosedDays } from '@/components/admin/settings/closed-days';
import { FloodLimitsForm } from '@/components/admin/settings/flood-limits-form';
import { HoursForm } from '@/components/admin/settings/hours-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import { OrderingForm } from '@/components/admin/settings/ordering-form';
import ui from '@/components/admin/shell/admin-ui.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { LocationForm } from '@/components/admin/settings/location-form';
import { StorefrontForm } from '@/components/admin/settings/storefront-form';
import { SyncHoursForm } from '@/components/admin/settings/sync-hours-form';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { getEnv } from '@/lib/env';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { hoursFieldName } from '@/lib/settings/forms';
import { WEEKDAYS } from '@/lib/settings/hours';
import { formatDecimal } from '@/lib/money';
import { orderingState, promisedMinutes, readShopSettings, type ShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { zonedDate } from '@/lib/settings/time-zone';

export const metadata: Metadata = { title: 'Shop settings' };

const SECTIONS = [
  { id: 'ordering', title: 'Ordering' },
  { id: 'charges', title: 'Delivery and charges' },
  { id: 'hours', title: 'Opening hours' },
  { id: 'storefront', title: 'Storefront' },
  { id: 'sync', title: 'Sync schedule' },
  { id: 'limits', title: 'Order and cart limits' },
] as const;

function hoursValues(settings: ShopSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    settings.openingHours?.[day].forEach((range, i) => {
      values[hoursFieldName(day, 'open', i + 1)] = range.open;
      values[hoursFieldName(day, 'close', i + 1)] = range.close;
    });
  }
  return values;
}

/** The shop's settings: ordering state, charges, hours, storefront and sync schedule; staff see only ordering (decision 145). */
export default async function ShopSettingsPage() {
  const staff = await requireStaff();
  const [settings, limits] = await Promise.all([readShopSettings(), readFloodLimits()]);
  const timeZone = restaurantTimeZone();
  const now = new Date();
  const state = orderingState(settings, now, timeZone);
  const money = (minor: number) => formatDecimal(minor, settings.locale);
  const badge = state.accepting ? ui.badgeOk : state.reason === 'paused' ? ui.badgeStop : ui.badgeWarn;
  const stateLabel = state.accepting ? 'Taking orders' : state.reason === 'paused' ? 'Paused' : 'Closed now (outside opening hours)';

  const status = (
    <p className={styles.status} role="status" aria-label="Ordering status">
      <span className={`${ui.badge} ${badge}`}>{stateLabel}</span>
      {settings.busy ? <span className={`${ui.badge} ${ui.badgeWarn}`}>Busy</span> : null}
      <span>Promised time {promisedMinutes(settings)} minutes.</span>
    </p>
  );
  const ordering = (
    <SettingsSection
      anchor
      id="ordering"
      title="Ordering"
      lead="Pause the shop when the kitchen cannot take orders; busy mode promises customers a longer wait."
    >
      <OrderingForm
        action={saveOrdering}
        initial={{
          paused: settings.paused,
          pausedMessage: settings.pausedMessage,
          busy: settings.busy,
          prepMinutes: String(settings.prepMinutes),
          busyExtraMinutes: String(settings.busyExtraMinutes),
        }}
      />
    </SettingsSection>
  );
  if (!hasRole(staff.role, 'owner')) {
    return (
      <>
        {status}
        {ordering}
      </>
    );
  }

  return (
    <>
      {status}
      <ul className={styles.toc} aria-label="On this page">
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ul>

      {ordering}

      <SettingsSection anchor id="charges" title="Delivery and charges" lead="Fees added to orders, and the smallest delivery order taken.">
        <ChargesForm
          action={saveCharges}
          currency={settings.currency}
          initial={{
            deliveryFee: settings.deliveryFeeMinor ? money(settings.deliveryFeeMinor) : '',
            freeDeliveryAbove: settings.freeDeliveryAboveMinor === null ? '' : money(settings.freeDeliveryAboveMinor),
            serviceCharge: settings.serviceChargeMinor ? money(settings.serviceChargeMinor) : '',
            minimumDeliveryOrder: settings.minimumDeliveryOrderMinor ? money(settings.minimumDeliveryOrderMinor) : '',
          }}
        />
      </SettingsSection>

      <SettingsSection
        anchor
        id="hours"
        title="Opening hours"
        lead={`When customers can order, in the restaurant's time zone (${timeZone}).${settings.openingHours === null ? ' No hours are saved yet: the shop takes orders at any time unless paused.' : ''}`}
      >
        <div className={styles.stack}>
          <HoursForm action={saveHours} initial={hoursValues(settings)} />
          {settings.openingHours === null ? null : (
            <InlineAction
              action={clearHours}
              fields={{}}
              label="Clear the hours: always open"
              confirm="Clear all opening hours? The shop will take orders at any time unless paused."
            />
          )}
          <h3 className={styles.sectionTitle}>Closed days</h3>
          <ClosedDays
            dates={settings.closedDates}
            today={zonedDate(now, timeZone)}
            addAction={addClosedDate}
            removeAction={removeClosedDate}
          />
        </div>
      </SettingsSection>

      <SettingsSection
        anchor
        id="storefront"
        title="Storefront"
        lead="Which POS stock the web shop sells from, and how prices are written."
      >
        <StorefrontForm
          action={saveStorefront}
          initial={{
            restaurantName: settings.restaurantName,
            webSalesChannel: settings.webSalesChannel,
            currency: settings.currency,
            locale: settings.locale,
          }}
        />
      </SettingsSection>

      <SettingsSection
        anchor
        id="location"
        title="Location"
        lead="Where the restaurant is. The POS needs coordinates on every pickup and delivery order: pickup orders carry these, and so do delivery orders whose customer shared no location."
      >
        <LocationForm action={saveLocation} initial={settings.location} />
      </SettingsSection>

      <SettingsSection
        anchor
        id="sync"
        title="Sync schedule"
        lead="When the POS catalogue (products, prices, tables, payment types) is read again."
      >
        <SyncHoursForm action={saveSyncHours} initial={settings.syncHours} defaultHours={getEnv().SYNC_HOURS} />
      </SettingsSection>

      <SettingsSection
        anchor
        id="limits"
        title="Order and cart limits"
        lead="Stop floods of fake orders: past a limit, the customer is told to wait, and nothing reaches the POS."
      >
        <FloodLimitsForm
          action={saveFloodLimits}
          initial={{
            orderLimitPerAddress: String(limits.orderLimitPerAddress),
            orderLimitPerPhone: String(limits.orderLimitPerPhone),
            orderLimitPerCart: String(limits.orderLimitPerCart),
            newCartLimitPerAddress: String(limits.newCartLimitPerAddress),
            limitWindowMinutes: String(limits.limitWindowMinutes),
          }}
        />
      </SettingsSection>
    </>
  );
}
