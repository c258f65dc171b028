import { useTranslations } from 'next-intl';
import styles from '@/components/admin/tables/print-sheet.module.css';

interface QrCardProps {
  /** The restaurant's name, printed above the code. */
  restaurantName: string;
  tableName: string;
  areaName: string;
  url: string;
  /** SVG markup made by lib/tables/qr from `url` (our own output, never user HTML). */
  svg: string;
}

/**
 * One table's card on the sheet: the restaurant's name, the QR code with "Scan to order", the
 * table and area names, and the address in print so staff can check it. The code carries the address in `data-url` and its accessible name.
 */
export function QrCard({ restaurantName, tableName, areaName, url, svg }: QrCardProps) {
  // Printed in the language of the staff member printing: the restaurant's guests read it.
  const t = useTranslations('AdminTables.sheet');
  return (
    <li>
      <figure className={styles.card}>
        <p className={styles.restaurantName}>{restaurantName}</p>
        <div
          className={styles.code}
          role="img"
          aria-label={t('codeLabel', { table: tableName, area: areaName, url })}
          data-url={url}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <figcaption>
          <span className={styles.scan}>{t('scan')}</span>
          <span className={styles.tableName}>{tableName}</span>
          <span className={styles.areaName}>{areaName}</span>
          <span className={styles.url}>{url}</span>
        </figcaption>
      </figure>
    </li>
  );
}
