/**
 * The order summary the cart and checkout show, and the place-order action sends: lib/pricing's
 * totals with the shop's fees for the mode, plus what the delivery minimum still needs. Pure.
 * See docs/decisions/104 for which subtotal each rule reads.
 */
import type { ServiceMode } from '@/lib/pos';
import { computeTotals, type CartLine, type OrderDiscount, type Totals } from '@/lib/pricing';
import { chargesFor, deliveryShortfallMinor, type ShopSettings } from '@/lib/settings/shop';

export type FeeSettings = Pick<
  ShopSettings,
  'deliveryFeeMinor' | 'freeDeliveryAboveMinor' | 'serviceChargeMinor' | 'minimumDeliveryOrderMinor'
>;

export interface OrderSummary {
  totals: Totals;
  /** Delivery only: how much more the items must come to before the order may be placed. */
  shortfallMinor: number;
  /** Delivery only: how much more makes the delivery free (null: it is free, or never is). */
  toFreeDeliveryMinor: number | null;
}

/**
 * Totals of the available cart lines in a mode. The delivery fee is waived once the items after
 * the coupon reach the free-delivery amount; the delivery minimum is read on the items before
 * the coupon. The service charge applies in every mode.
 */
export function summarizeOrder(lines: CartLine[], mode: ServiceMode, settings: FeeSettings, discount?: OrderDiscount): OrderSummary {
  const noFees = { deliveryFeeMinor: 0, serviceChargeMinor: 0 };
  const beforeFees = computeTotals({ lines, fees: noFees, ...(discount ? { discount } : {}) });
  const afterCouponMinor = beforeFees.itemsMinor - beforeFees.discountMinor;
  const fees = chargesFor(settings, mode, afterCouponMinor);
  const totals = computeTotals({ lines, fees, ...(discount ? { discount } : {}) });
  const delivery = mode === 'delivery';
  const free = settings.freeDeliveryAboveMinor;
  return {
    totals,
    shortfallMinor: delivery ? deliveryShortfallMinor(settings, beforeFees.itemsMinor) : 0,
    toFreeDeliveryMinor: delivery && free !== null && fees.deliveryFeeMinor > 0 ? free - afterCouponMinor : null,
  };
}
