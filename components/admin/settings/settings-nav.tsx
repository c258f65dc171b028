'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from '@/components/admin/settings/settings.module.css';

const PAGES = [
  { href: '/admin/settings', label: 'Shop' },
  { href: '/admin/settings/snooze', label: 'Snooze products' },
  { href: '/admin/settings/coupons', label: 'Coupons' },
  { href: '/admin/settings/staff', label: 'Staff accounts' },
] as const;

/** The settings pages as tabs-like links, marking the one being viewed. */
export function SettingsNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings" className={styles.subnav}>
      <ul className={styles.subnavList}>
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link href={page.href} className={styles.subnavLink} aria-current={pathname === page.href ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
