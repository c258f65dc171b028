import { getPosClient, type PosClient } from '@/lib/pos';
import { attemptOrder } from '@/lib/orders/attempt';
import type { WebOrderState } from '@/lib/orders/policy';
import { CONFIRMING_MESSAGE, FAILED_MESSAGE } from '@/lib/orders/save-errors';

export interface SubmitResult {
  publicId: string;
  state: WebOrderState;
  /** The POS's order id once linked (a 713 answer may leave it null for a while). */
  posOrderId: number | null;
  /** What to tell the customer: null when sent; the reason when rejected; "confirming" otherwise. */
  message: string | null;
}

export interface OrderServiceOptions {
  /** Default: the process's client (getPosClient). */
  client?: PosClient;
  /** Default: the current time (tests move it to cross backoff delays). */
  now?: Date;
}

/**
 * Sends a stored web order to the POS (its first attempt, right after createWebOrder). The client
 * sends SaveOrder once; this decides what the answer means:
 * - saved → state sent, linked to the POS order;
 * - 713 → the POS already has it: found and linked (never sent again);
 * - a business refusal (e.g. 715) → state rejected, with plain words for the customer (keep the cart);
 * - no usable answer (timeout, 5xx, not JSON, refused) → state unconfirmed: the reconciler looks
 *   for it in the POS before resending it with the same WebOrderId.
 * Only one attempt per order runs at a time; a concurrent call returns the state it finds.
 */
export async function submitWebOrder(orderId: number, opts: OrderServiceOptions = {}): Promise<SubmitResult> {
  const result = await attemptOrder(orderId, { client: opts.client ?? getPosClient(), now: opts.now ?? new Date(), source: 'submit' });
  return {
    publicId: result.publicId,
    state: result.state,
    posOrderId: result.posOrderId,
    message: customerMessage(result.state, result.rejection),
  };
}

/** The customer's words for an order's state (the order page shows the same). */
export function customerMessage(state: WebOrderState, rejection: string | null): string | null {
  switch (state) {
    case 'sent':
    case 'scheduled':
    case 'cancelled':
      return null;
    case 'rejected':
      return rejection;
    case 'failed':
      return rejection ?? FAILED_MESSAGE;
    default:
      return CONFIRMING_MESSAGE;
  }
}
