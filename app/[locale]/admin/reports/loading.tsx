import { useTranslations } from 'next-intl';
import ui from '@/components/admin/shell/admin-ui.module.css';

/** Shown while the report page adds up the archived orders. */
export default function ReportsLoading() {
  const t = useTranslations('AdminReports');
  return (
    <div role="status">
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.lead}>{t('loading')}</p>
    </div>
  );
}
