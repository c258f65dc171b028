/**
 * The payment methods a customer may choose: the synced POS payment types that are not online
 * payments (the site takes no payment itself), meal cards labelled as such.
 */
import { listOfflinePaymentTypes } from '@/lib/pos-mirror/places';

export interface PaymentChoice {
  id: number;
  /** The POS's name, plus "(meal card)" for a meal card. */
  label: string;
  /** The POS's own name, stored with the order. */
  name: string;
}

/** Offline payment types of the mirror, in the POS's order. */
export async function listPaymentChoices(): Promise<PaymentChoice[]> {
  const rows = await listOfflinePaymentTypes();
  return rows.map((row) => ({ id: row.id, name: row.name, label: row.isMealCard ? `${row.name} (meal card)` : row.name }));
}
