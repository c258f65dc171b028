/**
 * Which of the POS's order operations fit an order in the state the site knows it in. The POS
 * accepts Cancel on any order that is not closed (a closed order answers 750), and CancelDelivery
 * only on an order on delivery; the site offers and sends only those (docs/decisions/150).
 */
import { POS_STATUSES } from '@/lib/pos';

interface OrderStateFacts {
  state: string;
  posOrderId: number | null;
  posStatusId: number | null;
}

/**
 * Why staff cannot cancel this order, in words for them; null when Cancel fits. A status the site
 * does not know yet (no status read back) leaves the decision to the POS.
 */
export function cancelRefusal(order: OrderStateFacts): string | null {
  if (order.state !== 'sent' || order.posOrderId === null) return 'The POS does not hold this order, so there is nothing to cancel there.';
  if (order.posStatusId === POS_STATUSES.Cancelled) return 'This order is already cancelled.';
  if (order.posStatusId === POS_STATUSES.Closed) {
    return 'This order is closed at the POS (delivered or paid), so it can no longer be cancelled.';
  }
  return null;
}

/** Whether "Cancel delivery" fits: only an order the site knows is on delivery. */
export function canCancelDelivery(order: OrderStateFacts): boolean {
  return order.state === 'sent' && order.posOrderId !== null && order.posStatusId === POS_STATUSES.OnDelivery;
}
