/**
 * The shop's fees and charges (delivery fee, free-delivery amount, service charge, delivery
 * minimum) and the order summary the cart and checkout show, and the place-order action sends:
 * the totals with the fees for the mode, plus what the delivery minimum still needs. Pure: the
 * amounts come from the shop settings (lib/settings/shop.ts), which only store them.
 * See docs/decisions/104 for which subtotal each rule reads.
 */
import type { ServiceMode } from '@/lib/pos';
import { computeTotals } from '@/lib/pricing/totals';
import type { CartLine, OrderDiscount, Totals } from '@/lib/pricing/types';
import type { ZoneTerms } from '@/lib/zones/types';

/** The fee amounts staff set (minor units), as the shop settings hold them. */
export interface FeeRules {
  deliveryFeeMinor: number;
  /** Delivery is free when the subtotal is at least this; null: never free. */
  freeDeliveryAboveMinor: number | null;
  serviceChargeMinor: number;
  minimumDeliveryOrderMinor: number;
}

/**
 * The fee rules of an order delivered into a zone: the zone's fee, free-above amount and minimum
 * replace the flat settings (docs/decisions/251); the service charge stays the shop's. Without a
 * zone (a shop without zones, or a mode other than delivery) the flat settings apply unchanged.
 */
export function feeRulesIn(flat: FeeRules, zone: ZoneTerms | null): FeeRules {
  if (zone === null) return flat;
  return {
    deliveryFeeMinor: zone.feeMinor,
    freeDeliveryAboveMinor: zone.freeAboveMinor,
    serviceChargeMinor: flat.serviceChargeMinor,
    minimumDeliveryOrderMinor: zone.minimumOrderMinor,
  };
}

/**
 * The delivery fee for a delivery order: the flat fee, or nothing once the subtotal reaches the
 * free-delivery amount. The subtotal is the items after line and coupon discounts, before fees.
 */
export function deliveryFeeFor(rules: Pick<FeeRules, 'deliveryFeeMinor' | 'freeDeliveryAboveMinor'>, subtotalMinor: number): number {
  const free = rules.freeDeliveryAboveMinor;
  return free !== null && subtotalMinor >= free ? 0 : rules.deliveryFeeMinor;
}

/** The fees of an order in a mode: the delivery fee only for delivery, the service charge always. */
export function chargesFor(
  rules: Pick<FeeRules, 'deliveryFeeMinor' | 'freeDeliveryAboveMinor' | 'serviceChargeMinor'>,
  mode: ServiceMode,
  subtotalMinor: number,
): { deliveryFeeMinor: number; serviceChargeMinor: number } {
  return {
    deliveryFeeMinor: mode === 'delivery' ? deliveryFeeFor(rules, subtotalMinor) : 0,
    serviceChargeMinor: rules.serviceChargeMinor,
  };
}

/** How much more a delivery order must come to before it may be placed (0 when it is enough). */
export function deliveryShortfallMinor(rules: Pick<FeeRules, 'minimumDeliveryOrderMinor'>, subtotalMinor: number): number {
  return Math.max(0, rules.minimumDeliveryOrderMinor - subtotalMinor);
}

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
export function summarizeOrder(lines: CartLine[], mode: ServiceMode, rules: FeeRules, discount?: OrderDiscount): OrderSummary {
  const noFees = { deliveryFeeMinor: 0, serviceChargeMinor: 0 };
  const beforeFees = computeTotals({ lines, fees: noFees, ...(discount ? { discount } : {}) });
  const afterCouponMinor = beforeFees.itemsMinor - beforeFees.discountMinor;
  const fees = chargesFor(rules, mode, afterCouponMinor);
  const totals = computeTotals({ lines, fees, ...(discount ? { discount } : {}) });
  const delivery = mode === 'delivery';
  const free = rules.freeDeliveryAboveMinor;
  return {
    totals,
    shortfallMinor: delivery ? deliveryShortfallMinor(rules, beforeFees.itemsMinor) : 0,
    toFreeDeliveryMinor: delivery && free !== null && fees.deliveryFeeMinor > 0 ? free - afterCouponMinor : null,
  };
}
