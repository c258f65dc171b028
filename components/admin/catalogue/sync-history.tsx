import styles from '@/components/admin/catalogue/catalogue.module.css';
import { PRICE_LIST_NAMES, type SyncRunView } from '@/lib/catalog/sync/forms';
import { formatMoney } from '@/lib/money';

const TRIGGER_LABELS: Record<SyncRunView['trigger'], string> = { schedule: 'Scheduled', manual: 'Sync now', startup: 'At start-up' };
const OUTCOME_LABELS: Record<SyncRunView['outcome'], string> = { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

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
      <section className={styles.panel} aria-labelledby="history-heading">
        <h2 id="history-heading" className={styles.panelTitle}>
          Recent syncs
        </h2>
        <p className={styles.muted}>No sync has run yet.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.sectionTitle}>
        Recent syncs
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">The last {runs.length} catalogue syncs, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Started ({timeZone})</th>
              <th scope="col">Trigger</th>
              <th scope="col">Outcome</th>
              <th scope="col" className={styles.number}>
                Added
              </th>
              <th scope="col" className={styles.number}>
                Changed
              </th>
              <th scope="col" className={styles.number}>
                Removed
              </th>
              <th scope="col">Price changes</th>
              <th scope="col" className={styles.number}>
                Took
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td>
                  <time dateTime={run.startedAt}>{when.format(new Date(run.startedAt))}</time>
                </td>
                <td className={styles.nowrap}>{TRIGGER_LABELS[run.trigger]}</td>
                <td>
                  <span className={`${styles.badge} ${styles[run.outcome] ?? ''}`}>{OUTCOME_LABELS[run.outcome]}</span>
                  {run.error ? <p className={styles.error}>{run.error}</p> : null}
                </td>
                <td className={styles.number}>{run.added}</td>
                <td className={styles.number}>{run.changed}</td>
                <td className={styles.number}>{run.removed}</td>
                <td>
                  <PriceChanges run={run} />
                </td>
                <td className={styles.number}>{duration(run.durationMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
