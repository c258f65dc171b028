import type { ReactNode } from 'react';
import styles from '@/components/admin/settings/settings.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';

interface SettingsSectionProps {
  /** Names the heading (`${id}-heading`), which labels the section. */
  id: string;
  /** The section is also a link target (`#${id}`), as on the shop settings page with its table of contents. */
  anchor?: boolean;
  title: string;
  /** What the section is for, under its title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One panel of a settings page: a titled section, its lead, then its lists and forms. */
export function SettingsSection({ id, anchor, title, lead, children }: SettingsSectionProps) {
  return (
    <section id={anchor ? id : undefined} className={`${ui.panel} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}
