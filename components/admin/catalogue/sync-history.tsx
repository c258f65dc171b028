import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { Panel } from '@/components/admin/shell/panel';
import { PRICE_LIST_NAMES, type SyncRunView } from '@/lib/catalog/sync/forms';
import { formatMoney } from '@/lib/money';

const TRIGGER_LABELS: Record<SyncRunView['trigger'], string> = { schedule: 'Scheduled', manual: 'Sync now', startup: 'At start-up' };
const OUTCOME_LABELS: Record<SyncRunView['outcome'], string> = { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };
const OUTCOME_TONES: Record<SyncRunView['outcome'], string | undefined> = {
  running: ui.badgeRunning,
  succeeded: ui.badgeOk,
  failed: ui.badgeStop,
};

function duration(ms: number | null): string {
  if (ms === null) return '–';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function PriceChanges({ run }: { run: SyncRunView }) {
  if (run.priceChanges === 0) return <>0</>;
  const more = run.priceChanges - run.priceChangeLog.length;
  return (
    <details className={styles.details}>
      <summary>
        {run.priceChanges} <span className="visually-hidden">price changes, show them</span>
      </summary>
      <ul className={styles.priceList}>
        {run.priceChangeLog.map((change) => (
          <li key={`${change.unitId}-${change.priceList}`}>
            {change.name} ({PRICE_LIST_NAMES[change.priceList] ?? `list ${change.priceList}`}): {formatMoney(change.fromMinor)} →{' '}
            {formatMoney(change.toMinor)}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.muted}>and {more} more not listed</p> : null}
    </details>
  );
}

/** The last syncs, newest first: when (in the restaurant's time zone), how, the outcome and what changed. */
export function SyncHistory({ runs, timeZone }: { runs: SyncRunView[]; timeZone: string }) {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  if (runs.length === 0) {
    return (
      <Panel titleId="history-heading" title="Recent syncs">
        <p className={styles.muted}>No sync has run yet.</p>
      </Panel>
    );
  }
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className={ui.panelTitle}>
        Recent syncs
      </h2>
      <DataTable
        look="sheet"
        caption={`The last ${runs.length} catalogue syncs, newest first`}
        captionHidden
        rows={runs}
        rowKey={(run) => run.id}
        columns={[
          { header: `Started (${timeZone})`, cell: (run) => <time dateTime={run.startedAt}>{when.format(new Date(run.startedAt))}</time> },
          { header: 'Trigger', className: ui.nowrap, cell: (run) => TRIGGER_LABELS[run.trigger] },
          {
            header: 'Outcome',
            cell: (run) => (
              <>
                <span className={`${ui.badge} ${OUTCOME_TONES[run.outcome] ?? ''}`}>{OUTCOME_LABELS[run.outcome]}</span>
                {run.error ? <p className={styles.error}>{run.error}</p> : null}
              </>
            ),
          },
          { header: 'Added', numeric: true, cell: (run) => run.added },
          { header: 'Changed', numeric: true, cell: (run) => run.changed },
          { header: 'Removed', numeric: true, cell: (run) => run.removed },
          { header: 'Price changes', cell: (run) => <PriceChanges run={run} /> },
          { header: 'Took', numeric: true, cell: (run) => duration(run.durationMs) },
        ]}
      />
    </section>
  );
}
