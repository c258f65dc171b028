import type { Metadata } from 'next';
import Link from 'next/link';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/tables/tables.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listAreasWithTables, siteBaseUrl, tableOrderUrl } from '@/lib/tables/tables';

export const metadata: Metadata = { title: 'Tables' };

/** The restaurant's areas and tables as mirrored from the POS, with each table's ordering address. */
export default async function TablesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const areas = await listAreasWithTables();
  const base = siteBaseUrl();
  const tableCount = areas.reduce((sum, area) => sum + area.tables.length, 0);
  return (
    <>
      <h1 className={ui.title}>Tables</h1>
      <p className={ui.lead}>
        Areas and tables come from the POS with each catalogue sync. A guest who scans a table&apos;s QR code orders for that table.
      </p>
      {areas.length === 0 ? (
        <p className={styles.empty}>
          No tables yet. <Link href="/admin/catalogue">Sync the catalogue</Link> to bring in the POS&apos;s areas and tables.
        </p>
      ) : (
        <>
          <div className={styles.actions}>
            <Link href="/admin/tables/print" className={`${formStyles.submit} ${styles.button}`}>
              Print QR codes
            </Link>
          </div>
          <p className={ui.lead}>
            {tableCount} {tableCount === 1 ? 'table' : 'tables'} in {areas.length} {areas.length === 1 ? 'area' : 'areas'}.
          </p>
          <div className={styles.areas}>
            {areas.map((area) => (
              <section key={area.id} className={styles.area} aria-labelledby={`area-${area.id}`}>
                <h2 id={`area-${area.id}`} className={styles.areaTitle}>
                  {area.name}
                </h2>
                <ul className={styles.tableList}>
                  {area.tables.map((table) => (
                    <li key={table.id} className={styles.tableItem}>
                      <span className={styles.tableName}>{table.name}</span>
                      <span className={styles.url}>{tableOrderUrl(table.id, base)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </>
  );
}
