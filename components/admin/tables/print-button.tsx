'use client';

import styles from '@/components/admin/tables/tables.module.css';

/** Opens the browser's print dialog for the QR sheet. */
export function PrintButton() {
  return (
    <button type="button" className={styles.button} onClick={() => window.print()}>
      Print
    </button>
  );
}
