/**
 * Which of the POS's order operations fit an order in the state the site knows it in. The POS
 * accepts Cancel on any order that is not closed (a closed order answers 750), and CancelDelivery
 * only on an order on delivery; the site offers and sends only those (docs/decisions/150).
 */
import type { OrdersTranslator } from '@/lib/admin-orders/labels';
import { POS_STATUSES } from '@/lib/pos';

interface OrderStateFacts {
  state: string;
  posOrderId: number | null;
  posStatusId: number | null;
}

/** Why Cancel does not fit, as a key of AdminOrders.refusals. */
export type CancelRefusal = 'notInPos' | 'alreadyCancelled' | 'closed';

/**
 * Why staff cannot cancel this order; null when Cancel fits. A status the site does not know yet
 * (no status read back) leaves the decision to the POS.
 */
export function cancelRefusal(order: OrderStateFacts): CancelRefusal | null {
  if (order.state !== 'sent' || order.posOrderId === null) return 'notInPos';
  if (order.posStatusId === POS_STATUSES.Cancelled) return 'alreadyCancelled';
  if (order.posStatusId === POS_STATUSES.Closed) return 'closed';
  return null;
}

/** The refusal in the staff's words. */
export function cancelRefusalText(t: OrdersTranslator, refusal: CancelRefusal): string {
  return t(`refusals.${refusal}`);
}

/** Whether "Cancel delivery" fits: only an order the site knows is on delivery. */
export function canCancelDelivery(order: OrderStateFacts): boolean {
  return order.state === 'sent' && order.posOrderId !== null && order.posStatusId === POS_STATUSES.OnDelivery;
}
