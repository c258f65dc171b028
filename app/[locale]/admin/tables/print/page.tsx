import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/tables/print-sheet.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { PrintButton } from '@/components/admin/tables/print-button';
import { QrCard } from '@/components/admin/tables/qr-card';
import tableStyles from '@/components/admin/tables/tables.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { Link } from '@/lib/i18n/navigation';
import { staffHasRole } from '@/lib/auth/session';
import { qrSvg } from '@/lib/tables/qr';
import { readShopSettings } from '@/lib/settings/shop';
import { siteBaseUrl, siteUrlProblem } from '@/lib/site-url';
import { listAreasWithTables, tableOrderUrl } from '@/lib/tables/tables';

export const generateMetadata = staffPageMetadata('AdminTables.sheet.title', '/admin/tables/print');

/*
 * Page-level print rules a CSS module cannot hold: the A4 page box, and hiding the admin shell's
 * header and skip link (the shell renders <header> and <main id="admin-main"> inside a full-height
 * frame) so only the sheet prints, one page per area.
 */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 10mm; }
@media print {
  body { background: #fff; }
  body header, a[href="#admin-main"] { display: none !important; }
  div:has(> #admin-main) { min-height: 0 !important; }
  #admin-main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
}`;

/** A printable sheet: one page per area, a QR code per table pointing at `<site>/t/<tableId>`. */
export default async function PrintTablesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const base = siteBaseUrl();
  const problem = siteUrlProblem();
  const t = await getTranslations('AdminTables.sheet');
  const { restaurantName } = await readShopSettings();
  const areas = await Promise.all(
    (await listAreasWithTables()).map(async (area) => ({
      ...area,
      tables: await Promise.all(
        area.tables.map(async (table) => {
          const url = tableOrderUrl(table.id, base);
          return { ...table, url, svg: await qrSvg(url) };
        }),
      ),
    })),
  );
  return (
    <>
      <style href="table-qr-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div className={styles.screenOnly}>
        <h1 className={ui.title}>{t('title')}</h1>
        <p className={ui.lead}>{t('lead')}</p>
        {problem === null ? null : (
          <div role="alert" className={ui.alert}>
            <p>
              <strong>{t('unreachable', { base })}</strong> {problem === 'unset' ? t('unset') : t('local')}
            </p>
            <p>{t.rich('fix', { code: (chunks) => <code>{chunks}</code> })}</p>
          </div>
        )}
        <div className={tableStyles.actions}>
          <PrintButton />
          <Link href="/admin/tables" className={`${formStyles.submit} ${tableStyles.button} ${tableStyles.secondary}`}>
            {t('back')}
          </Link>
        </div>
        {areas.length === 0 ? <p className={tableStyles.empty}>{t('empty')}</p> : null}
      </div>
      {areas.map((area) => (
        <section key={area.id} className={styles.page} aria-labelledby={`sheet-area-${area.id}`}>
          <h2 id={`sheet-area-${area.id}`} className={styles.areaTitle}>
            {area.name}
          </h2>
          <ul className={styles.grid}>
            {area.tables.map((table) => (
              <QrCard
                key={table.id}
                restaurantName={restaurantName}
                tableName={table.name}
                areaName={area.name}
                url={table.url}
                svg={table.svg}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
