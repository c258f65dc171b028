import type { ReactNode } from 'react';
import ui from '@/components/admin/shell/admin-ui.module.css';

interface PanelProps {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: ReactNode;
  /** Other classes for the section and its heading (default: admin-ui's panel), e.g. the dashboard's cards. */
  classes?: { section?: string; title?: string };
  children: ReactNode;
}

/** A staff page's titled section: a panel named by its heading. */
export function Panel({ titleId, title, classes = {}, children }: PanelProps) {
  return (
    <section className={classes.section ?? ui.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title ?? ui.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
