import styles from '@/components/admin/tables/print-sheet.module.css';

interface QrCardProps {
  tableName: string;
  areaName: string;
  url: string;
  /** SVG markup made by lib/tables/qr from `url` (our own output, never user HTML). */
  svg: string;
}

/**
 * One table's card on the sheet: the QR code, the table and area names, and the address in
 * print so staff can check it. The code carries the address in `data-url` and its accessible name.
 */
export function QrCard({ tableName, areaName, url, svg }: QrCardProps) {
  return (
    <li>
      <figure className={styles.card}>
        <div
          className={styles.code}
          role="img"
          aria-label={`QR code for ${tableName}, ${areaName}: ${url}`}
          data-url={url}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <figcaption>
          <span className={styles.tableName}>{tableName}</span>
          <span className={styles.areaName}>{areaName}</span>
          <span className={styles.url}>{url}</span>
        </figcaption>
      </figure>
    </li>
  );
}
