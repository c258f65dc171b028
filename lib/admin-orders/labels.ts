/**
 * Words staff read for an order's state and POS status, shared by the list and the detail page.
 */
import { STEP_LABELS, stepForStatus } from '@/lib/orders/timeline';
import type { WebOrderState } from '@/lib/orders/policy';

/** What each site state means, as a badge. */
export const STATE_LABELS: Record<WebOrderState, string> = {
  pending: 'Pending',
  unconfirmed: 'Unconfirmed',
  sent: 'Sent',
  rejected: 'Rejected',
  failed: 'Failed',
};

export const MODE_LABELS: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup', table: 'Table' };

// The customer's order page names the last step by how the order reached them; staff read the same.
const FINISHED: Record<string, string> = { delivery: 'Delivered', pickup: 'Picked up', table: 'Served' };

/**
 * The POS status in the customer's words (Received, Preparing, Ready, On the way, Delivered,
 * Cancelled); a status the site does not know shows as the POS named it. Null when the order has
 * no POS status yet.
 */
export function statusLabel(statusId: number | null, posStatus: string | null, mode: string): string | null {
  if (statusId === null) return posStatus;
  const step = stepForStatus(statusId);
  if (!step) return posStatus ?? `Status ${statusId}`;
  return step === 'delivered' ? (FINISHED[mode] ?? STEP_LABELS.delivered) : STEP_LABELS[step];
}
