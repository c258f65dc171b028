import { getFormatter, getTranslations } from 'next-intl/server';
import { smsSegments } from '@/lib/notify/compose';
import type { RecordedMessage } from '@/lib/notify/outbox';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import styles from './outbox.module.css';

/** The sandbox outbox: each SMS and e-mail as the customer would read it, newest first. */
export async function OutboxList({ messages }: { messages: RecordedMessage[] }) {
  const [t, format] = await Promise.all([getTranslations('AdminOutbox'), getFormatter()]);
  if (messages.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const timeZone = restaurantTimeZone();
  return (
    <ol className={styles.list}>
      {messages.map((message) => (
        <li key={message.id} className={styles.item} aria-label={`${t(message.channel)} ${message.recipient}`}>
          <div className={styles.meta}>
            <span className={message.channel === 'sms' ? styles.sms : styles.email}>{t(message.channel)}</span>
            <span className={styles.recipient}>{message.recipient}</span>
            <time dateTime={message.createdAt.toISOString()} className={styles.time}>
              {format.dateTime(message.createdAt, {
                timeZone,
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
              })}
            </time>
          </div>
          {message.subject ? <p className={styles.subject}>{message.subject}</p> : null}
          <p className={styles.text}>{message.text}</p>
          <p className={styles.footnote}>
            {message.purpose}
            {message.orderPublicId ? ` · ${t('order')} ${message.orderPublicId}` : ''}
            {message.channel === 'sms' ? ` · ${t('segments', { count: smsSegments(message.text) })}` : ''}
            {` · ${t('provider', { provider: message.provider })}`}
          </p>
          {message.html ? (
            <details className={styles.html}>
              <summary>{t('showHtml')}</summary>
              <iframe title={message.subject ?? t('email')} srcDoc={message.html} sandbox="" className={styles.frame} />
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
