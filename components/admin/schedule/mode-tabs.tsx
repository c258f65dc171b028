'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/admin/settings/settings.module.css';
import { LinkNav } from '@/components/admin/shell/link-nav';
import { MODE_HOURS_PATHS } from '@/lib/schedule/form';

const CLASSES = { nav: styles.subnav, list: styles.subnavList, link: styles.subnavLink };

/** The three modes of the hours page as tabs-like links, the one being edited marked. */
export function ModeTabs() {
  const t = useTranslations('AdminHours');
  const links = Object.entries(MODE_HOURS_PATHS).map(([mode, href]) => ({ href, label: t('modeTab', { mode }) }));
  return <LinkNav label={t('modesLabel')} links={links} classes={CLASSES} />;
}
