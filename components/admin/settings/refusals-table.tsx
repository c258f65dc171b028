import { getFormatter, getTranslations } from 'next-intl/server';
import styles from '@/components/admin/settings/settings.module.css';
import { REFUSAL_REASONS, type RefusalDay } from '@/lib/accounts/refusals';

/** Refused order attempts per day and reason (docs/decisions/268): what the limits and the verification kept out. */
export async function RefusalsTable({ days }: { days: RefusalDay[] }) {
  const [t, format] = await Promise.all([getTranslations('AdminAccounts.refusals'), getFormatter()]);
  if (days.every((d) => d.total === 0)) return <p className={styles.dayStatus}>{t('none')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.modesTable}>
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            {REFUSAL_REASONS.map((reason) => (
              <th key={reason} scope="col">
                {t(`reasons.${reason}`)}
              </th>
            ))}
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                {format.dateTime(new Date(`${day.day}T12:00:00Z`), { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' })}
              </th>
              {REFUSAL_REASONS.map((reason) => (
                <td key={reason}>{day.counts[reason]}</td>
              ))}
              <td>{day.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
