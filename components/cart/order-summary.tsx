import ui from '@/components/shop/ui.module.css';
import type { SummaryView } from '@/lib/checkout/form';
import { formatMoney } from '@/lib/money';
import type { ServiceMode } from '@/lib/pos/statuses';

/** Items, discounts, delivery fee, service charge and total, all computed on the server. */
export function OrderSummary({ summary, mode, label = 'Order summary' }: { summary: SummaryView; mode: ServiceMode; label?: string }) {
  return (
    <section aria-label={label}>
      <dl className={ui.summary}>
        <div className={ui.summaryRow}>
          <dt>Items</dt>
          <dd>{formatMoney(summary.itemsMinor)}</dd>
        </div>
        {summary.discountMinor > 0 ? (
          <div className={`${ui.summaryRow} ${ui.discount}`}>
            <dt>Discount{summary.couponCode ? ` (${summary.couponCode})` : ''}</dt>
            <dd>−{formatMoney(summary.discountMinor)}</dd>
          </div>
        ) : null}
        {mode === 'delivery' ? (
          <div className={ui.summaryRow}>
            <dt>Delivery fee</dt>
            <dd>{summary.deliveryFeeMinor === 0 ? 'Free' : formatMoney(summary.deliveryFeeMinor)}</dd>
          </div>
        ) : null}
        {summary.serviceChargeMinor > 0 ? (
          <div className={ui.summaryRow}>
            <dt>Service charge</dt>
            <dd>{formatMoney(summary.serviceChargeMinor)}</dd>
          </div>
        ) : null}
        <div className={`${ui.summaryRow} ${ui.summaryTotal}`}>
          <dt>Total</dt>
          <dd>{formatMoney(summary.totalMinor)}</dd>
        </div>
      </dl>
      {summary.toFreeDeliveryMinor !== null && summary.toFreeDeliveryMinor > 0 ? (
        <p className={ui.hint}>Add {formatMoney(summary.toFreeDeliveryMinor)} more for free delivery.</p>
      ) : null}
    </section>
  );
}
