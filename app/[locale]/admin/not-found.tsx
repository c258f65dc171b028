import { useTranslations } from 'next-intl';
import { PageProblem } from '@/components/admin/shell/page-problem';
import styles from '@/components/admin/shell/page-problem.module.css';
import { Link } from '@/lib/i18n/navigation';

/** An order, product or other staff page that does not exist (notFound() in an admin page), inside the admin's frame. */
export default function AdminNotFound() {
  const t = useTranslations('AdminShell');
  return (
    <PageProblem title={t('notFound.title')} actions={<Link href="/admin">{t('backToDashboard')}</Link>}>
      <p className={styles.text}>{t('notFound.text')}</p>
    </PageProblem>
  );
}
