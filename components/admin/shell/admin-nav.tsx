'use client';

import { useTranslations } from 'next-intl';
import { adminSections } from '@/components/admin/shell/sections';
import styles from '@/components/admin/shell/admin-shell.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';
import type { StaffRole } from '@/lib/auth/roles';

function isCurrent(pathname: string, href: string): boolean {
  // The dashboard is the root of every section, so it is current only on its own path.
  return href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

const CLASSES = { nav: styles.nav, list: styles.navList, link: styles.navLink };

/** The admin sections as links (the kitchen simulator too in sandbox mode), marking the one being viewed with aria-current. */
export function AdminNav({ sandboxMode, role }: { sandboxMode: boolean; role: StaffRole }) {
  const t = useTranslations('AdminShell');
  const links = adminSections(sandboxMode, role).map((section) => ({ href: section.href, label: t(`sections.${section.key}`) }));
  return <LinkNav label={t('navLabel')} links={links} classes={CLASSES} isCurrent={isCurrent} />;
}
