import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { eraseCustomerData, resetNotice, saveNotice, saveRetention } from '@/app/[locale]/admin/settings/privacy/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { EraseForm } from '@/components/admin/privacy/erase-form';
import { NoticeEditor } from '@/components/admin/privacy/notice-editor';
import styles from '@/components/admin/privacy/privacy.module.css';
import { RetentionForm } from '@/components/admin/privacy/retention-form';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import formStyles from '@/components/forms/forms.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { formatPhone } from '@/lib/checkout/phone-format';
import { moneyIn } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { erasurePhone, listErasures, previewErasure, type ErasurePreview } from '@/lib/privacy/erasure';
import { noticeValues } from '@/lib/privacy/notice';
import { noticeTemplate } from '@/lib/privacy/notice-template';
import { readPrivacySettings } from '@/lib/privacy/settings';

export const generateMetadata = settingsMetadata('AdminPrivacy.title', '/admin/settings/privacy');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** KVKK: the privacy notice per language, the retention period, and erasure on request with its record. */
export default async function PrivacySettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const me = await requireStaff();
  if (!hasRole(me.role, 'owner')) return <OwnerOnly />;
  const raw = (await searchParams).phone;
  const typed = typeof raw === 'string' ? raw.slice(0, 40) : '';
  const phone = typed ? erasurePhone(typed) : null;
  const [t, format, locale, settings, erasures, preview] = await Promise.all([
    getTranslations('AdminPrivacy'),
    getFormatter(),
    getLocale(),
    readPrivacySettings(),
    listErasures(),
    phone ? previewErasure(phone) : null,
  ]);
  const editors = await Promise.all(routing.locales.map(async (language) => ({ language, values: await noticeValues(language) })));
  const version = settings.updatedAt?.getTime() ?? 0;
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <SettingsSection id="notice" title={t('notice.title')} lead={t('notice.lead')}>
        <p>
          <Link href="/legal/privacy" target="_blank">
            {t('notice.view')}
          </Link>
        </p>
        {editors.map(({ language, values }) => (
          <NoticeEditor
            key={`${language}-${version}`}
            locale={language}
            own={settings.notice[language]}
            template={noticeTemplate(language)}
            values={values}
            save={saveNotice}
            reset={resetNotice}
          />
        ))}
      </SettingsSection>

      <SettingsSection id="retention" title={t('retention.title')} lead={t('retention.lead')}>
        <RetentionForm action={saveRetention} months={settings.retentionMonths} />
      </SettingsSection>

      <SettingsSection id="erasure" title={t('erasure.title')} lead={t('erasure.lead')}>
        <form method="get" className={rowStyles.search} role="search">
          <div className={formStyles.field}>
            <label htmlFor="erasure-phone" className={formStyles.label}>
              {t('erasure.phone')}
            </label>
            <input
              id="erasure-phone"
              name="phone"
              type="tel"
              defaultValue={typed}
              className={formStyles.input}
              aria-invalid={typed !== '' && phone === null ? true : undefined}
              aria-describedby={typed !== '' && phone === null ? 'erasure-phone-error' : undefined}
            />
          </div>
          <button type="submit" className={rowStyles.smallButton}>
            {t('erasure.find')}
          </button>
        </form>
        {typed !== '' && phone === null ? (
          <p id="erasure-phone-error" className={formStyles.fieldError}>
            {t('erasure.invalidPhone')}
          </p>
        ) : null}
        {preview ? <ErasurePreviewView preview={preview} when={when} money={moneyIn(locale)} /> : null}
        <h3>{t('erasure.history')}</h3>
        {erasures.length === 0 ? (
          <p className={rowStyles.muted}>{t('erasure.historyEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('erasure.when')}</th>
                  <th scope="col">{t('erasure.who')}</th>
                  <th scope="col">{t('erasure.what')}</th>
                </tr>
              </thead>
              <tbody>
                {erasures.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.at)}</td>
                    <td>{entry.staffName}</td>
                    <td>
                      {t('erasure.counts', {
                        orders: entry.webOrders,
                        archived: entry.archivedOrders,
                        messages: entry.messages,
                        consents: entry.consents,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SettingsSection>
    </>
  );
}

/** What erasing the phone found would change, and the button that does it. */
async function ErasurePreviewView({
  preview,
  when,
  money,
}: {
  preview: ErasurePreview;
  when: (date: Date) => string;
  money: (minor: number) => string;
}) {
  const t = await getTranslations('AdminPrivacy.erasure');
  const anything = preview.orders.length + preview.archivedOrders + preview.messages + preview.consents > 0;
  return (
    <div aria-live="polite">
      {preview.earlier.length > 0 ? <p>{t('earlier', { dates: preview.earlier.map((entry) => when(entry.at)).join(', ') })}</p> : null}
      {anything ? (
        <>
          <p>{t('found', { phone: formatPhone(preview.phone, await getLocale()) })}</p>
          <ul className={styles.summary}>
            <li>{t('orders', { count: preview.orders.length })}</li>
            <li>{t('archived', { count: preview.archivedOrders })}</li>
            <li>{t('messages', { count: preview.messages })}</li>
            <li>{t('consents', { count: preview.consents })}</li>
          </ul>
          {preview.orders.length > 0 ? (
            <ul className={styles.summary} aria-label={t('ordersList')}>
              {preview.orders.map((order) => (
                <li key={order.publicId}>
                  {when(order.createdAt)} · {order.shortCode ?? order.publicId.slice(0, 8)} · {order.name} · {money(order.totalMinor)}
                </li>
              ))}
            </ul>
          ) : null}
          <EraseForm action={eraseCustomerData} phone={preview.phone} />
        </>
      ) : (
        <p>{t('nothing')}</p>
      )}
      {preview.inFlight > 0 ? <p>{t('inFlight', { count: preview.inFlight })}</p> : null}
    </div>
  );
}
