import Link from 'next/link';
import { PageProblem } from '@/components/admin/shell/page-problem';
import styles from '@/components/admin/shell/page-problem.module.css';

/** What a staff member sees on an owner's page opened by its address (decision 145): nothing of the page. */
export function OwnerOnly() {
  return (
    <PageProblem title="Only owners can open this page" actions={<Link href="/admin">Back to the dashboard</Link>}>
      <p className={styles.text}>
        Your account is a staff account: it handles orders, the catalogue sync, snoozing products, pausing and busy mode. Ask an owner of
        the restaurant if something here needs doing.
      </p>
    </PageProblem>
  );
}
