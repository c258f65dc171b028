import type { Metadata } from 'next';
import Link from 'next/link';
import { addStaffAccount, removeStaffAccount, setStaffAccountPassword, setStaffAccountRole } from '@/app/[locale]/admin/settings/staff/actions';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { AddStaffForm, SetPasswordForm } from '@/components/admin/settings/staff-forms';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { hasRole, ROLE_LABELS } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { listStaff } from '@/lib/settings/staff';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Staff accounts' };

/** Staff accounts: who can sign in, adding one, removing one, setting another's password. */
export default async function StaffPage() {
  const me = await requireStaff();
  if (!hasRole(me.role, 'owner')) return <OwnerOnly />;
  const staff = await listStaff();
  const when = new Intl.DateTimeFormat('en-GB', { timeZone: restaurantTimeZone(), dateStyle: 'medium', timeStyle: 'short' });
  const onlyOne = staff.length === 1;
  return (
    <>
      <SettingsSection
        id="staff"
        title="Staff accounts"
        lead={
          <>
            Everyone here can sign in to the admin area. Owners can do everything; staff handle orders, the catalogue sync, snoozing,
            pausing and busy mode. Change your own password on the <Link href="/admin">dashboard</Link>.
          </>
        }
      >
        <ul className={rowStyles.list} aria-label="Staff">
          {staff.map((member) => (
            <li key={member.id} className={rowStyles.listRow}>
              <div>
                <strong>{member.name}</strong> <span className={ui.badge}>{ROLE_LABELS[member.role]}</span>{' '}
                {member.id === me.id ? <span className={`${ui.badge} ${ui.badgeOk}`}>You</span> : null}
                <br />
                <span className={rowStyles.muted}>
                  {member.email} ·{' '}
                  {member.lastSignInAt ? `last signed in ${when.format(new Date(member.lastSignInAt))}` : 'never signed in'}
                </span>
              </div>
              {member.id === me.id || onlyOne ? null : (
                <div className={styles.stack}>
                  <InlineAction
                    action={setStaffAccountRole}
                    fields={{ userId: String(member.id), role: member.role === 'owner' ? 'staff' : 'owner' }}
                    label={member.role === 'owner' ? 'Make staff' : 'Make owner'}
                    accessibleName={`${member.role === 'owner' ? 'Make staff' : 'Make owner'}: ${member.name}`}
                  />
                  <InlineAction
                    action={removeStaffAccount}
                    fields={{ userId: String(member.id) }}
                    label="Remove"
                    accessibleName={`Remove ${member.name}`}
                    confirm={`Remove ${member.name}'s account? They are signed out at once.`}
                    danger
                  />
                  <details className={rowStyles.details}>
                    <summary>Set a new password</summary>
                    <SetPasswordForm action={setStaffAccountPassword} userId={member.id} name={member.name} />
                  </details>
                </div>
              )}
            </li>
          ))}
        </ul>
      </SettingsSection>
      <SettingsSection id="add-staff" title="Add a staff member">
        <AddStaffForm action={addStaffAccount} />
      </SettingsSection>
    </>
  );
}
