'use client';

import styles from '@/components/admin/settings/settings.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';

const PAGES = [
  { href: '/admin/settings', label: 'Shop' },
  { href: '/admin/settings/snooze', label: 'Snooze products' },
  { href: '/admin/settings/coupons', label: 'Coupons' },
  { href: '/admin/settings/payments', label: 'Payment types' },
  { href: '/admin/settings/staff', label: 'Staff accounts' },
] as const;

const CLASSES = { nav: styles.subnav, list: styles.subnavList, link: styles.subnavLink };

/** The settings pages as tabs-like links, marking the one being viewed. */
export function SettingsNav() {
  return <LinkNav label="Settings" links={PAGES} classes={CLASSES} />;
}
