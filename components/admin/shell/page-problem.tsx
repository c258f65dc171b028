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
  if (failure === 'refused') {
    return (
      <PageProblem title="The POS refused the site" actions={actions}>
        <p className={styles.text}>The POS answered, but refused what this page asked for, so the page cannot be shown.</p>
        <p className={styles.text}>
          Try again. If it keeps happening, check the site&apos;s POS credentials (POS_API_KEY, POS_API_SECRET and POS_API_CONSUMER) and the
          server log.
        </p>
      </PageProblem>
    );
  }
  return (
    <PageProblem title="The POS is not answering" actions={actions}>
      <p className={styles.text}>The site could not reach the restaurant&apos;s POS just now, so this page cannot be shown.</p>
      <p className={styles.text}>
        Check that the POS is running and online, then try again in a minute. Orders already placed are not lost: the site keeps sending and
        following them by itself.
      </p>
    </PageProblem>
  );
}

/** Something other than the POS failed: say so, and give the digest that finds the server's log line. */
export function SiteFailureProblem({ digest, actions }: { digest: string | null; actions: React.ReactNode }) {
  return (
    <PageProblem title="This page could not be shown" actions={actions}>
      <p className={styles.text}>Something went wrong on the site while it was preparing this page. Try again in a moment.</p>
      {digest ? <p className={styles.reference}>If it keeps happening, give this reference to whoever runs the site: {digest}</p> : null}
    </PageProblem>
  );
}
