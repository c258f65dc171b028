import { useTranslations } from 'next-intl';
import { PageProblem } from '@/components/admin/shell/page-problem';
import styles from '@/components/admin/shell/page-problem.module.css';
import { Link } from '@/lib/i18n/navigation';

/** What a staff member sees on an owner's page opened by its address (decision 145): nothing of the page. */
export function OwnerOnly() {
  const t = useTranslations('AdminShell');
  return (
    <PageProblem title={t('ownerOnly.title')} actions={<Link href="/admin">{t('backToDashboard')}</Link>}>
      <p className={styles.text}>{t('ownerOnly.text')}</p>
    </PageProblem>
  );
}
