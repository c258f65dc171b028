import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/i18n/use-money';
import ui from '@/components/shop/ui.module.css';
import type { SummaryView } from '@/lib/checkout/form-fields';
import type { ServiceMode } from '@/lib/pos/statuses';

/**
 * Items, discounts, delivery fee, service charge and total, all computed on the server; named
 * "Sipariş özeti" unless `label` says otherwise. `feeByArea`: the delivery address is not chosen
 * or in no zone (issue 19), so the fee is said to depend on the area rather than shown as free.
 */
export function OrderSummary({
  summary,
  mode,
  label,
  feeByArea = false,
}: {
  summary: SummaryView;
  mode: ServiceMode;
  label?: string;
  feeByArea?: boolean;
}) {
  const t = useTranslations('Cart.summary');
  const money = useMoney();
  return (
    <section aria-label={label ?? t('label')}>
      <dl className={ui.summary}>
        <div className={ui.summaryRow}>
          <dt>{t('items')}</dt>
          <dd>{money(summary.itemsMinor)}</dd>
        </div>
        {summary.discountMinor > 0 ? (
          <div className={`${ui.summaryRow} ${ui.discount}`}>
            <dt>{summary.couponCode ? t('discountWithCode', { code: summary.couponCode }) : t('discount')}</dt>
            <dd>−{money(summary.discountMinor)}</dd>
          </div>
        ) : null}
        {mode === 'delivery' ? (
          <div className={ui.summaryRow}>
            <dt>{t('deliveryFee')}</dt>
            <dd>{feeByArea ? t('feeByArea') : summary.deliveryFeeMinor === 0 ? t('free') : money(summary.deliveryFeeMinor)}</dd>
          </div>
        ) : null}
        {summary.serviceChargeMinor > 0 ? (
          <div className={ui.summaryRow}>
            <dt>{t('serviceCharge')}</dt>
            <dd>{money(summary.serviceChargeMinor)}</dd>
          </div>
        ) : null}
        <div className={`${ui.summaryRow} ${ui.summaryTotal}`}>
          <dt>{t('total')}</dt>
          <dd>{money(summary.totalMinor)}</dd>
        </div>
      </dl>
      {summary.toFreeDeliveryMinor !== null && summary.toFreeDeliveryMinor > 0 ? (
        <p className={ui.hint}>{t('toFreeDelivery', { amount: money(summary.toFreeDeliveryMinor) })}</p>
      ) : null}
    </section>
  );
}
