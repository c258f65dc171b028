import { useTranslations } from 'next-intl';
import { AdminNav } from '@/components/admin/shell/admin-nav';
import { OrderAlert } from '@/components/admin/shell/order-alert';
import styles from '@/components/admin/shell/admin-shell.module.css';
import type { Staff } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';

interface AdminShellProps {
  staff: Staff;
  /** The server action that ends the session. */
  signOutAction: () => Promise<void>;
  /** The site runs on the embedded POS sandbox: the nav links its kitchen simulator. */
  sandboxMode: boolean;
  children: React.ReactNode;
}

/** The frame of every staff page: brand, section nav, who is signed in, and "Sign out", in the staff's language. */
export function AdminShell({ staff, signOutAction, sandboxMode, children }: AdminShellProps) {
  const t = useTranslations('AdminShell');
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          {/* eslint-disable-next-line sofra/no-literal-jsx-text -- the software's name, the same in every language */}
          <Link href="/admin" className={styles.brand}>
            Sofra <span className={styles.badge}>{t('brandBadge')}</span>
          </Link>
          <div className={styles.account}>
            <span className={styles.who} title={staff.email}>
              {staff.name}
            </span>
            <form action={signOutAction}>
              <button type="submit" className={styles.signOut}>
                {t('signOut')}
              </button>
            </form>
          </div>
        </div>
        <AdminNav sandboxMode={sandboxMode} role={staff.role} />
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <OrderAlert />
        {children}
      </main>
    </div>
  );
}
