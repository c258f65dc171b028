import { CatchUp } from '@/components/admin/reports/catch-up';
import { dayLabel } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import type { ArchiveStatus } from '@/lib/archive/status';
import type { FormAction } from '@/lib/forms/form-state';
import { zonedDate, zonedTime } from '@/lib/settings/time-zone';

function pages(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

/** "14:32" today, "Tue 10 Mar 14:32" on another day, in the restaurant's zone. */
function moment(instant: Date, timeZone: string, now: Date): string {
  const day = zonedDate(instant, timeZone);
  const time = zonedTime(instant, timeZone);
  return day === zonedDate(now, timeZone) ? time : `${dayLabel(day)} ${time}`;
}

/** What the status says about the copy, in one or two sentences. */
function describe(status: ArchiveStatus, timeZone: string, now: Date, windowSeconds: number): string[] {
  const pace = `about one page of 100 orders every ${windowSeconds} s`;
  const lines: string[] = [];
  if (!status.copiedUpTo) {
    lines.push(
      status.copying
        ? `Copying completed orders from the POS for the first time: ${pages(status.pageOfPass)} copied, ${pages(status.pagesToGo)} to go (${pace}). The report shows the orders copied so far.`
        : 'Completed orders have not been copied from the POS yet. The copy starts within a minute.',
    );
  } else {
    const upTo = `Copied from the POS up to ${moment(status.copiedUpTo, timeZone, now)}`;
    lines.push(status.copying ? `${upTo}; catching up, ${pages(status.pagesToGo)} to go.` : `${upTo}.`);
  }
  if (status.lastError && status.nextCallAt) {
    lines.push(`The POS did not answer the last page; the copy goes on from the same page at ${moment(status.nextCallAt, timeZone, now)}.`);
  } else if (status.catchUpPending && !status.copying) {
    lines.push(`A catch-up starts as soon as the POS allows (${pace}).`);
  }
  return lines;
}

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
  const now = new Date();
  return (
    <section aria-label="How fresh the report is" className={styles.freshness}>
      <p role="status" className={styles.note}>
        {describe(status, timeZone, now, windowSeconds).join(' ')}
      </p>
      <CatchUp action={catchUp} copying={status.copying || status.catchUpPending} />
    </section>
  );
}
