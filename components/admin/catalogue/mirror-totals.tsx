import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { MirrorTotals } from '@/lib/pos-mirror/totals';

const LABELS: Array<[keyof MirrorTotals, string]> = [
  ['categories', 'Categories'],
  ['products', 'Products'],
  ['units', 'Units'],
  ['featureGroups', 'Feature groups'],
  ['tables', 'Tables'],
  ['paymentTypes', 'Payment types'],
];

/** How much of the POS catalogue the mirror holds (items the POS still lists). */
export function MirrorTotalsView({ totals }: { totals: MirrorTotals }) {
  return (
    <section className={ui.panel} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className={ui.panelTitle}>
        In the mirror now
      </h2>
      <dl className={styles.totals}>
        {LABELS.map(([key, label]) => (
          <div key={key} className={styles.total}>
            <dt>{label}</dt>
            <dd>{totals[key].toLocaleString('en-GB')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
