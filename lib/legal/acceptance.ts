/**
 * The checkout's acceptance of the pre-information form and the distance-sales contract. Delivery
 * and pickup orders are distance sales and need it; an order placed at the table is made in the
 * restaurant, in the presence of its staff, and does not (docs/decisions/245-distance-sales-documents.md).
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms';
import type { ServiceMode } from '@/lib/pos';

/** The checkbox's name; its value is ACCEPTED when ticked. */
export const ACCEPT_CONTRACT_FIELD = 'acceptContract';
export const ACCEPTED = 'yes';

/** Whether an order of this mode is a distance sale, with documents to accept. */
export function isDistanceSale(mode: ServiceMode): mode is 'delivery' | 'pickup' {
  return mode !== 'table';
}

/** The checkbox's schema: true when ticked; refused unticked for a distance sale. */
export function acceptanceField(mode: ServiceMode) {
  const ticked = z.string().transform((value) => value === ACCEPTED);
  return isDistanceSale(mode) ? ticked.refine((accepted) => accepted, formKey('Legal.errors.acceptRequired')) : ticked;
}
