'use client';

import { ADMIN_SECTIONS } from '@/components/admin/shell/sections';
import styles from '@/components/admin/shell/admin-shell.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';

function isCurrent(pathname: string, href: string): boolean {
  // The dashboard is the root of every section, so it is current only on its own path.
  return href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

const CLASSES = { nav: styles.nav, list: styles.navList, link: styles.navLink };

/** The admin sections as links, marking the one being viewed with aria-current. */
export function AdminNav() {
  return <LinkNav label="Admin sections" links={ADMIN_SECTIONS} classes={CLASSES} isCurrent={isCurrent} />;
}
