'use client';

import styles from '@/components/admin/settings/settings.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';
import { hasRole, type StaffRole } from '@/lib/auth/roles';

const PAGES = [
  { href: '/admin/settings', label: 'Shop', role: 'staff' },
  { href: '/admin/settings/snooze', label: 'Snooze products', role: 'staff' },
  { href: '/admin/settings/coupons', label: 'Coupons', role: 'owner' },
  { href: '/admin/settings/payments', label: 'Payment types', role: 'owner' },
  { href: '/admin/settings/staff', label: 'Staff accounts', role: 'owner' },
] as const satisfies ReadonlyArray<{ href: string; label: string; role: StaffRole }>;

const CLASSES = { nav: styles.subnav, list: styles.subnavList, link: styles.subnavLink };

/** The settings pages the member's role may open, as tabs-like links, marking the one being viewed. */
export function SettingsNav({ role }: { role: StaffRole }) {
  return <LinkNav label="Settings" links={PAGES.filter((page) => hasRole(role, page.role))} classes={CLASSES} />;
}
