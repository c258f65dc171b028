import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/tables/tables.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { staffHasRole } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { siteBaseUrl } from '@/lib/site-url';
import { listAreasWithTables, tableOrderUrl } from '@/lib/tables/tables';

export const generateMetadata = staffPageMetadata('AdminTables.title', '/admin/tables');

/** The restaurant's areas and tables as mirrored from the POS, with each table's ordering address. */
export default async function TablesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [areas, t] = await Promise.all([listAreasWithTables(), getTranslations('AdminTables')]);
  const base = siteBaseUrl();
  const tableCount = areas.reduce((sum, area) => sum + area.tables.length, 0);
  return (
    <>
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.lead}>{t('lead')}</p>
      {areas.length === 0 ? (
        <p className={styles.empty}>{t.rich('empty', { link: (chunks) => <Link href="/admin/catalogue">{chunks}</Link> })}</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Link href="/admin/tables/print" className={`${formStyles.submit} ${styles.button}`}>
              {t('print')}
            </Link>
          </div>
          <p className={ui.lead}>{t('count', { tables: tableCount, areas: areas.length })}</p>
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
