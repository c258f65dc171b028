import { useFormatter, useTranslations } from 'next-intl';
import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { Panel } from '@/components/admin/shell/panel';
import { useMoney } from '@/components/i18n/use-money';
import type { SyncRunView } from '@/lib/catalog/sync/forms';
import { ORDER_TIME } from '@/components/admin/orders/format';

// Price lists as staff know them (the POS's ids).
const PRICE_LISTS = ['1', '3', '5'] as const;
const isPriceList = (id: string): id is (typeof PRICE_LISTS)[number] => (PRICE_LISTS as readonly string[]).includes(id);
const OUTCOME_TONES: Record<SyncRunView['outcome'], string | undefined> = {
  running: ui.badgeRunning,
  succeeded: ui.badgeOk,
  failed: ui.badgeStop,
};

function PriceChanges({ run }: { run: SyncRunView }) {
  const t = useTranslations('AdminCatalogue.history');
  const money = useMoney();
  const listName = (id: number) => {
    const key = String(id);
    return isPriceList(key) ? t(`priceLists.${key}`) : t('list', { id });
  };
  if (run.priceChanges === 0) return <>0</>;
  const more = run.priceChanges - run.priceChangeLog.length;
  return (
    <details className={styles.details}>
      <summary>
        {run.priceChanges} <span className="visually-hidden">{t('showChanges')}</span>
      </summary>
      <ul className={styles.priceList}>
        {run.priceChangeLog.map((change) => (
          <li key={`${change.unitId}-${change.priceList}`}>
            {change.name} ({listName(change.priceList)}): {money(change.fromMinor)} → {money(change.toMinor)}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.muted}>{t('more', { count: more })}</p> : null}
    </details>
  );
}

/** The last syncs, newest first: when (in the restaurant's time zone), how, the outcome and what changed. */
export function SyncHistory({ runs, timeZone }: { runs: SyncRunView[]; timeZone: string }) {
  const t = useTranslations('AdminCatalogue.history');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), ORDER_TIME);
  const duration = (ms: number | null) =>
    ms === null
      ? '–'
      : ms < 1000
        ? t('ms', { ms })
        : t('seconds', { seconds: format.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  if (runs.length === 0) {
    return (
      <Panel titleId="history-heading" title={t('title')}>
        <p className={styles.muted}>{t('none')}</p>
      </Panel>
    );
  }
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className={ui.panelTitle}>
        {t('title')}
      </h2>
      <DataTable
        look="sheet"
        caption={t('caption', { count: runs.length })}
        captionHidden
        rows={runs}
        rowKey={(run) => run.id}
        columns={[
          { header: t('started', { timeZone }), cell: (run) => <time dateTime={run.startedAt}>{when(run.startedAt)}</time> },
          { header: t('trigger'), className: ui.nowrap, cell: (run) => t(`triggers.${run.trigger}`) },
          {
            header: t('outcome'),
            cell: (run) => (
              <>
                <span className={`${ui.badge} ${OUTCOME_TONES[run.outcome] ?? ''}`}>{t(`outcomes.${run.outcome}`)}</span>
                {run.error ? <p className={styles.error}>{run.error}</p> : null}
              </>
            ),
          },
          { header: t('added'), numeric: true, cell: (run) => run.added },
          { header: t('changed'), numeric: true, cell: (run) => run.changed },
          { header: t('removed'), numeric: true, cell: (run) => run.removed },
          { header: t('priceChanges'), cell: (run) => <PriceChanges run={run} /> },
          { header: t('took'), numeric: true, cell: (run) => duration(run.durationMs) },
        ]}
      />
    </section>
  );
}
