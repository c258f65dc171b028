/**
 * Words staff read for an order's state, mode and POS status, shared by the list, the detail page,
 * the dashboard and the actions' outcomes. This module's words are translated in lib, with the
 * request language's translator (getTranslations('AdminOrders')), so callers get finished text.
 */
import type { getTranslations } from 'next-intl/server';
import { stepForStatus } from '@/lib/orders/timeline';

/** The AdminOrders translator, in the staff's language. */
export type OrdersTranslator = Awaited<ReturnType<typeof getTranslations<'AdminOrders'>>>;

const MODES = ['delivery', 'pickup', 'table'] as const;
const isMode = (mode: string): mode is (typeof MODES)[number] => (MODES as readonly string[]).includes(mode);

/** How an order reaches the customer ("Paket servis", "Delivery"); a mode the site does not know shows as stored. */
export function modeLabel(t: OrdersTranslator, mode: string): string {
  return isMode(mode) ? t(`modes.${mode}`) : mode;
}

// The customer's order page names the last step by how the order reached them; staff read the same.
const FINISHED = { delivery: 'delivered', pickup: 'pickedUp', table: 'served' } as const;

/**
 * The POS status in the customer's words (Received, Preparing, Ready, On the way, Delivered,
 * Cancelled); a status the site does not know shows as the POS named it. Null when the order has
 * no POS status yet.
 */
export function statusLabel(t: OrdersTranslator, statusId: number | null, posStatus: string | null, mode: string): string | null {
  if (statusId === null) return posStatus;
  const step = stepForStatus(statusId);
  if (!step) return posStatus ?? t('steps.unknown', { id: statusId });
  return step === 'delivered' ? t(`steps.${isMode(mode) ? FINISHED[mode] : 'delivered'}`) : t(`steps.${step}`);
}
