import { getLocale, getTranslations } from 'next-intl/server';
import {
  addClosedDate,
  clearHours,
  removeClosedDate,
  saveCharges,
  saveFloodLimits,
  saveOrderVerification,
  saveHours,
  removeLogo,
  saveOrdering,
  saveLocation,
  saveSeller,
  saveStorefront,
  saveSyncHours,
} from '@/app/[locale]/admin/settings/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { ChargesForm } from '@/components/admin/settings/charges-form';
import { ClosedDays } from '@/components/admin/settings/closed-days';
import { FloodLimitsForm } from '@/components/admin/settings/flood-limits-form';
import { RefusalsTable } from '@/components/admin/settings/refusals-table';
import { VerificationForm } from '@/components/admin/settings/verification-form';
import { readVerificationSetting } from '@/lib/accounts/order-verification';
import { listRefusals } from '@/lib/accounts/refusals';
import { HoursForm } from '@/components/admin/settings/hours-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import { OrderingForm } from '@/components/admin/settings/ordering-form';
import ui from '@/components/admin/shell/admin-ui.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { LocationForm } from '@/components/admin/settings/location-form';
import { ImageUploadForm } from '@/components/admin/shell/image-upload-form';
import { SellerForm } from '@/components/admin/settings/seller-form';
import { StorefrontForm } from '@/components/admin/settings/storefront-form';
import { SyncHoursForm } from '@/components/admin/settings/sync-hours-form';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { getEnv } from '@/lib/env';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { hoursFieldValues } from '@/lib/schedule/form';
import { intlLocale } from '@/lib/i18n/routing';
import { formatDecimal } from '@/lib/money';
import { orderingState, promisedMinutes, readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { readSellerIdentity, REQUIRED_SELLER_FIELDS, type SellerIdentity } from '@/lib/settings/seller';
import { sellerFieldList } from '@/lib/settings/seller-fields';
import { logoUrl } from '@/lib/settings/shop-logo';
import { zonedDate } from '@/lib/settings/time-zone';

export const generateMetadata = settingsMetadata('AdminSettings.page.title', '/admin/settings');

const SECTIONS = ['ordering', 'seller', 'charges', 'hours', 'storefront', 'location', 'sync', 'limits'] as const;

/** The seller form's fields as saved (the shop's name is the settings' restaurantName). */
function sellerValues({ shopName, logoPath: _logo, ...identity }: SellerIdentity) {
  return { ...identity, restaurantName: shopName };
}

/** The shop's settings: ordering state, seller identity, charges, hours, storefront and sync schedule; staff see only ordering (decision 145). */
export default async function ShopSettingsPage() {
  const staff = await requireStaff();
  const [settings, limits, seller, verification, refusals, ta] = await Promise.all([
    readShopSettings(),
    readFloodLimits(),
    readSellerIdentity(),
    readVerificationSetting(),
    listRefusals(7),
    getTranslations('AdminAccounts'),
  ]);
  const timeZone = restaurantTimeZone();
  const now = new Date();
  const state = orderingState(settings, now, timeZone);
  const t = await getTranslations('AdminSettings');
  const locale = await getLocale();
  // Amounts in the fields are written as the staff member's language writes them, as they type them (decision 220).
  const moneyTag = intlLocale(locale);
  const money = (minor: number) => formatDecimal(minor, moneyTag);
  const stopped = !state.accepting && state.reason !== 'closed';
  const badge = state.accepting ? ui.badgeOk : stopped ? ui.badgeStop : ui.badgeWarn;
  const stateLabel = t(
    state.accepting
      ? 'page.taking'
      : state.reason === 'paused'
        ? 'page.paused'
        : state.reason === 'no-seller'
          ? 'page.noSeller'
          : 'page.closedNow',
  );
  // The pause may hide it, but an incomplete identity keeps the shop shut after the pause too (decision 230).
  const missingFields =
    settings.missingSellerFields.length > 0
      ? t('seller.missing', { fields: sellerFieldList(settings.missingSellerFields, await getTranslations(), locale) })
      : null;

  const status = (
    <p className={styles.status} role="status" aria-label={t('page.statusLabel')}>
      <span className={`${ui.badge} ${badge}`}>{stateLabel}</span>
      {settings.busy ? <span className={`${ui.badge} ${ui.badgeWarn}`}>{t('page.busy')}</span> : null}
      <span>{t('page.promised', { minutes: promisedMinutes(settings) })}</span>
      {missingFields ? (
        <a href="#seller" className={styles.missing}>
          {missingFields}
        </a>
      ) : null}
    </p>
  );
  const ordering = (
    <SettingsSection anchor id="ordering" title={t('sections.ordering')} lead={t('sections.orderingLead')}>
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
      <ul className={styles.toc} aria-label={t('page.toc')}>
        {SECTIONS.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{t(`sections.${id}`)}</a>
          </li>
        ))}
      </ul>

      {ordering}

      <SettingsSection anchor id="seller" title={t('sections.seller')} lead={t('sections.sellerLead')}>
        <div className={styles.stack}>
          <SellerForm action={saveSeller} initial={sellerValues(seller)} required={REQUIRED_SELLER_FIELDS} />
          <ImageUploadForm
            words="AdminSettings.logo"
            href="/admin/settings/logo"
            id="shop-logo"
            subject={seller.shopName}
            imageUrl={logoUrl(seller.logoPath)}
            removeAction={removeLogo}
            look="section"
          />
        </div>
      </SettingsSection>

      <SettingsSection anchor id="charges" title={t('sections.charges')} lead={t('sections.chargesLead')}>
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
        title={t('sections.hours')}
        lead={`${t('sections.hoursLead', { timeZone })}${settings.openingHours === null ? ` ${t('sections.hoursNone')}` : ''}`}
      >
        <div className={styles.stack}>
          <HoursForm action={saveHours} initial={hoursFieldValues(settings.openingHours)} />
          {settings.openingHours === null ? null : (
            <InlineAction action={clearHours} fields={{}} label={t('sections.clearHours')} confirm={t('sections.clearHoursConfirm')} />
          )}
          <h3 className={styles.sectionTitle}>{t('sections.closedDays')}</h3>
          <ClosedDays
            dates={settings.closedDates}
            today={zonedDate(now, timeZone)}
            addAction={addClosedDate}
            removeAction={removeClosedDate}
          />
        </div>
      </SettingsSection>

      <SettingsSection anchor id="storefront" title={t('sections.storefront')} lead={t('sections.storefrontLead')}>
        <StorefrontForm
          action={saveStorefront}
          initial={{
            webSalesChannel: settings.webSalesChannel,
            currency: settings.currency,
          }}
        />
      </SettingsSection>

      <SettingsSection anchor id="location" title={t('sections.location')} lead={t('sections.locationLead')}>
        <LocationForm action={saveLocation} initial={settings.location} />
      </SettingsSection>

      <SettingsSection anchor id="sync" title={t('sections.sync')} lead={t('sections.syncLead')}>
        <SyncHoursForm action={saveSyncHours} initial={settings.syncHours} defaultHours={getEnv().SYNC_HOURS} />
      </SettingsSection>

      <SettingsSection anchor id="limits" title={t('sections.limits')} lead={t('sections.limitsLead')}>
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

      <SettingsSection anchor id="verification" title={ta('verification.title')} lead={ta('verification.lead')}>
        <VerificationForm
          action={saveOrderVerification}
          currency={settings.currency}
          initial={{
            orderVerification: verification.mode,
            orderVerificationAbove: verification.aboveMinor ? money(verification.aboveMinor) : '',
          }}
        />
      </SettingsSection>

      <SettingsSection id="refusals" title={ta('refusals.title')} lead={ta('refusals.lead')}>
        <RefusalsTable days={refusals} />
      </SettingsSection>
    </>
  );
}
