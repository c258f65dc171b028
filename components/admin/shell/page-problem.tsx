import { useTranslations } from 'next-intl';
import styles from '@/components/admin/shell/page-problem.module.css';
import type { PosFailure } from '@/lib/pos/failure-digest';

interface PageProblemProps {
  title: string;
  children: React.ReactNode;
  /** What staff can do next: "Try again", a link back. */
  actions: React.ReactNode;
}

/**
 * A staff page that could not be shown, in the admin's frame: what happened in plain words and
 * what to do. Used by app/admin/error.tsx and not-found.tsx, so it has no server-only imports.
 */
export function PageProblem({ title, children, actions }: PageProblemProps) {
  return (
    <section className={styles.problem} aria-labelledby="page-problem-title">
      <h1 id="page-problem-title" className={styles.title}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** The words staff read when the POS failed a page: an outage (no usable answer) or a refusal. */
export function PosFailureProblem({ failure, actions }: { failure: PosFailure; actions: React.ReactNode }) {
  const t = useTranslations('AdminShell');
  const words = failure === 'refused' ? 'posRefused' : 'posDown';
  return (
    <PageProblem title={t(`${words}.title`)} actions={actions}>
      <p className={styles.text}>{t(`${words}.text`)}</p>
      <p className={styles.text}>{t(`${words}.hint`)}</p>
    </PageProblem>
  );
}

/** Something other than the POS failed: say so, and give the digest that finds the server's log line. */
export function SiteFailureProblem({ digest, actions }: { digest: string | null; actions: React.ReactNode }) {
  const t = useTranslations('AdminShell.siteFailure');
  return (
    <PageProblem title={t('title')} actions={actions}>
      <p className={styles.text}>{t('text')}</p>
      {digest ? <p className={styles.reference}>{t('reference', { digest })}</p> : null}
    </PageProblem>
  );
}
