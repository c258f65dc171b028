import { getFormatter, getTranslations } from 'next-intl/server';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import {
  addStaffAccount,
  removeStaffAccount,
  setStaffAccountPassword,
  setStaffAccountRole,
} from '@/app/[locale]/admin/settings/staff/actions';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { AddStaffForm, SetPasswordForm } from '@/components/admin/settings/staff-forms';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { listStaff } from '@/lib/settings/staff';

export const generateMetadata = settingsMetadata('AdminStaff.title', '/admin/settings/staff');

/** Staff accounts: who can sign in, adding one, removing one, setting another's password. */
export default async function StaffPage() {
  const me = await requireStaff();
  if (!hasRole(me.role, 'owner')) return <OwnerOnly />;
  const staff = await listStaff();
  const t = await getTranslations('AdminStaff');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const onlyOne = staff.length === 1;
  return (
    <>
      <SettingsSection id="staff" title={t('title')} lead={t.rich('lead', { link: (chunks) => <Link href="/admin">{chunks}</Link> })}>
        <ul className={rowStyles.list} aria-label={t('list')}>
          {staff.map((member) => {
            const makeRole = member.role === 'owner' ? 'staff' : 'owner';
            return (
              <li key={member.id} className={rowStyles.listRow}>
                <div>
                  <strong>{member.name}</strong> <span className={ui.badge}>{t(`roles.${member.role}`)}</span>{' '}
                  {member.id === me.id ? <span className={`${ui.badge} ${ui.badgeOk}`}>{t('you')}</span> : null}
                  <br />
                  <span className={rowStyles.muted}>
                    {member.email} · {member.lastSignInAt ? t('lastSignIn', { when: when(member.lastSignInAt) }) : t('neverSignedIn')}
                  </span>
                </div>
                {member.id === me.id || onlyOne ? null : (
                  <div className={styles.stack}>
                    <InlineAction
                      action={setStaffAccountRole}
                      fields={{ userId: String(member.id), role: makeRole }}
                      label={makeRole === 'staff' ? t('makeStaff') : t('makeOwner')}
                      accessibleName={
                        makeRole === 'staff' ? t('makeStaffName', { name: member.name }) : t('makeOwnerName', { name: member.name })
                      }
                    />
                    <InlineAction
                      action={removeStaffAccount}
                      fields={{ userId: String(member.id) }}
                      label={t('remove')}
                      accessibleName={t('removeName', { name: member.name })}
                      confirm={t('removeConfirm', { name: member.name })}
                      danger
                    />
                    <details className={rowStyles.details}>
                      <summary>{t('setPassword')}</summary>
                      <SetPasswordForm action={setStaffAccountPassword} userId={member.id} name={member.name} />
                    </details>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </SettingsSection>
      <SettingsSection id="add-staff" title={t('add')}>
        <AddStaffForm action={addStaffAccount} />
      </SettingsSection>
    </>
  );
}
