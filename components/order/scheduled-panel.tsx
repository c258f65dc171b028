import { getFormatter, getTranslations } from 'next-intl/server';
import ui from '@/components/shop/ui.module.css';
import type { OrderView } from '@/lib/orders/view';

interface Props {
  view: Pick<OrderView, 'publicId' | 'state' | 'promisedAt' | 'schedule' | 'sentAt'>;
  timeZone: string;
  cancel: (formData: FormData) => Promise<void>;
}

/**
 * The time part of an order's page: the promised clock time of an order for now; for an order
 * for later its time, when it goes to the kitchen, the cancel button until then, and whether it
 * went late because the site was down (docs/decisions/256–257).
 */
export async function ScheduledPanel({ view, timeZone, cancel }: Props) {
  const [t, format] = await Promise.all([getTranslations('Order'), getFormatter()]);
  const clock = (iso: string) => format.dateTime(new Date(iso), { hour: 'numeric', minute: '2-digit', timeZone });
  if (!view.schedule) {
    const open = view.state !== 'rejected' && view.state !== 'failed' && view.state !== 'cancelled';
    return view.promisedAt && open ? <p className={ui.hint}>{t('promisedAt', { time: clock(view.promisedAt) })}</p> : null;
  }
  const when = format.dateTime(new Date(view.schedule.slot), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return (
    <section aria-labelledby="scheduled-title">
      <h2 id="scheduled-title">{t('scheduledTitle')}</h2>
      <p>{t('scheduledFor', { when })}</p>
      {view.state === 'scheduled' ? (
        <>
          <p className={ui.hint}>{t('scheduledHint', { sendAt: clock(view.schedule.sendAt) })}</p>
          <form action={cancel}>
            <input type="hidden" name="publicId" value={view.publicId} />
            <button type="submit" className={ui.secondary}>
              {t('cancel')}
            </button>
          </form>
        </>
      ) : null}
      {view.state === 'cancelled' ? (
        <p className={ui.notice}>
          {view.schedule.cancelReason ? t('cancelledByShop', { reason: view.schedule.cancelReason }) : t('cancelledByYou')}
        </p>
      ) : null}
      {view.schedule.late && view.sentAt ? (
        <p className={ui.notice}>{t('sentLate', { sendAt: clock(view.schedule.sendAt), sentAt: clock(view.sentAt) })}</p>
      ) : null}
    </section>
  );
}
