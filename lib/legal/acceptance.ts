/**
 * The checkout's acceptance of the pre-information form and the distance-sales contract. Delivery
 * and pickup orders are distance sales and need it; an order placed at the table is made in the
 * restaurant, in the presence of its staff, and does not (docs/decisions/245-distance-sales-documents.md).
 * Client-safe and without zod: the checkout form reads it (its schema is in lib/checkout/form.ts).
 */
import type { ServiceMode } from '@/lib/pos';

/** The checkbox's name; its value is ACCEPTED when ticked. */
export const ACCEPT_CONTRACT_FIELD = 'acceptContract';
export const ACCEPTED = 'yes';

/** Whether an order of this mode is a distance sale, with documents to accept. */
export function isDistanceSale(mode: ServiceMode): mode is 'delivery' | 'pickup' {
  return mode !== 'table';
}
