import Link from 'next/link';
import { PageProblem } from '@/components/admin/shell/page-problem';
import styles from '@/components/admin/shell/page-problem.module.css';

/** An order, product or other staff page that does not exist (notFound() in an admin page), inside the admin's frame. */
export default function AdminNotFound() {
  return (
    <PageProblem title="We couldn’t find that page" actions={<Link href="/admin">Back to the dashboard</Link>}>
      <p className={styles.text}>
        It may have been removed, or the address may be mistyped. The sections above lead to everything there is.
      </p>
    </PageProblem>
  );
}
