'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/tables/tables.module.css';

/** Opens the browser's print dialog for the QR sheet. */
export function PrintButton() {
  const t = useTranslations('AdminTables.sheet');
  return (
    <button type="button" className={`${formStyles.submit} ${styles.button}`} onClick={() => window.print()}>
      {t('printButton')}
    </button>
  );
}
