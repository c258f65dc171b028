import { useFormatter, useTranslations } from 'next-intl';
import { CatchUp } from '@/components/admin/reports/catch-up';
import styles from '@/components/admin/reports/reports.module.css';
import type { ArchiveStatus } from '@/lib/archive/status';
import type { FormAction } from '@/lib/forms/form-state';
import { zonedDate } from '@/lib/settings/time-zone';

/** How fresh the report's archive is, and the button that asks for a catch-up. */
export function ArchiveFreshness({
  status,
  timeZone,
  windowSeconds,
  catchUp,
}: {
  status: ArchiveStatus;
  timeZone: string;
  windowSeconds: number;
  catchUp: FormAction;
}) {
  const t = useTranslations('AdminReports.freshness');
  const format = useFormatter();
  const now = new Date();
  // "14:32" today, "Sal 10 Mar 14:32" on another day, in the restaurant's zone.
  const moment = (instant: Date) =>
    zonedDate(instant, timeZone) === zonedDate(now, timeZone) ? format.dateTime(instant, 'time') : format.dateTime(instant, 'dayTime');
  const pace = t('pace', { seconds: windowSeconds });
  const lines: string[] = [];
  if (!status.copiedUpTo) {
    lines.push(status.copying ? t('firstCopy', { done: status.pageOfPass, toGo: status.pagesToGo, pace }) : t('notYet'));
  } else {
    const upTo = t('upTo', { when: moment(status.copiedUpTo) });
    lines.push(status.copying ? t('catchingUp', { upTo, toGo: status.pagesToGo }) : t('done', { upTo }));
  }
  if (status.lastError && status.nextCallAt) lines.push(t('lastError', { when: moment(status.nextCallAt) }));
  else if (status.catchUpPending && !status.copying) lines.push(t('pending', { pace }));
  return (
    <section aria-label={t('label')} className={styles.freshness}>
      <p role="status" className={styles.note}>
        {lines.join(' ')}
      </p>
      <CatchUp action={catchUp} copying={status.copying || status.catchUpPending} />
    </section>
  );
}
