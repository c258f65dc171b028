import { getTranslations } from 'next-intl/server';
import { SettingsNav } from '@/components/admin/settings/settings-nav';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { requireStaff } from '@/lib/auth/session';

/** The settings area: its title and the links between its pages. Each page guards itself too. */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff();
  const t = await getTranslations('AdminSettings');
  return (
    <>
      <h1 className={ui.title}>{t('title')}</h1>
      <SettingsNav role={staff.role} />
      {children}
    </>
  );
}
