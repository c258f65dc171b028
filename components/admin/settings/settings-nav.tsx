'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/admin/settings/settings.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';
import { hasRole, type StaffRole } from '@/lib/auth/roles';

const PAGES = [
  { href: '/admin/settings', key: 'shop', role: 'staff' },
  { href: '/admin/settings/snooze', key: 'snooze', role: 'staff' },
  { href: '/admin/settings/zones', key: 'zones', role: 'owner' },
  { href: '/admin/settings/hours', key: 'hours', role: 'owner' },
  { href: '/admin/settings/coupons', key: 'coupons', role: 'owner' },
  { href: '/admin/settings/payments', key: 'payments', role: 'owner' },
  { href: '/admin/settings/staff', key: 'staff', role: 'owner' },
  { href: '/admin/settings/privacy', key: 'privacy', role: 'owner' },
] as const satisfies ReadonlyArray<{ href: string; key: string; role: StaffRole }>;

const CLASSES = { nav: styles.subnav, list: styles.subnavList, link: styles.subnavLink };

/** A settings page is current on its own path and the pages under it (a zone, a mode's hours); the shop page only on its own. */
const isCurrent = (pathname: string, href: string) => pathname === href || (href !== '/admin/settings' && pathname.startsWith(`${href}/`));

/** The settings pages the member's role may open, as tabs-like links, marking the one being viewed. */
export function SettingsNav({ role }: { role: StaffRole }) {
  const t = useTranslations('AdminSettings.nav');
  const links = PAGES.filter((page) => hasRole(role, page.role)).map((page) => ({ href: page.href, label: t(page.key) }));
  return <LinkNav label={t('label')} links={links} classes={CLASSES} isCurrent={isCurrent} />;
}
