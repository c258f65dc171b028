import { useFormatter, useTranslations } from 'next-intl';
import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { MirrorTotals } from '@/lib/pos-mirror/totals';

const KEYS: Array<keyof MirrorTotals> = ['categories', 'products', 'units', 'featureGroups', 'tables', 'paymentTypes'];

/** How much of the POS catalogue the mirror holds (items the POS still lists). */
export function MirrorTotalsView({ totals }: { totals: MirrorTotals }) {
  const t = useTranslations('AdminCatalogue.totals');
  const format = useFormatter();
  return (
    <section className={ui.panel} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className={ui.panelTitle}>
        {t('title')}
      </h2>
      <dl className={styles.totals}>
        {KEYS.map((key) => (
          <div key={key} className={styles.total}>
            <dt>{t(key)}</dt>
            <dd>{format.number(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
