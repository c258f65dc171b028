'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ADMIN_SECTIONS } from '@/components/admin/shell/sections';
import styles from '@/components/admin/shell/admin-shell.module.css';

function isCurrent(pathname: string, href: string): boolean {
  // The dashboard is the root of every section, so it is current only on its own path.
  return href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** The admin sections as links, marking the one being viewed with aria-current. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin sections" className={styles.nav}>
      <ul className={styles.navList}>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={styles.navLink} aria-current={isCurrent(pathname, section.href) ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
