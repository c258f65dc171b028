/**
 * The payment methods a customer may choose: the synced POS payment types that are not online
 * payments (the site takes no payment itself), each offered in the service modes staff chose —
 * or, until they choose, in the modes its name and type suggest (docs/decisions/154).
 */
import 'server-only';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { listOfflinePaymentTypes } from '@/lib/pos-mirror/places';

export const SERVICE_MODES = ['delivery', 'pickup', 'table'] as const satisfies readonly ServiceMode[];

export type PaymentModes = Record<ServiceMode, boolean>;

/** The modes as a customer and staff read them in a sentence: "not offered for pickup". */
export const PAYMENT_MODE_WORDS: Record<ServiceMode, string> = { delivery: 'delivery', pickup: 'pickup', table: 'table orders' };

export interface PaymentChoice {
  id: number;
  /** The POS's name, plus "(meal card)" for a meal card. */
  label: string;
  /** The POS's own name, stored with the order. */
  name: string;
  /** A meal card: the checkout says so in the visitor's language ("(yemek kartı)"). */
  mealCard: boolean;
}

/** A payment type with the modes that offer it, for the staff's settings page. */
export interface PaymentTypeSetting extends PaymentChoice {
  modes: PaymentModes;
  /** True while staff have not chosen: the modes are the defaults. */
  byDefault: boolean;
}

/** Paid to the courier at the door: "Kapıda Kredi Kartı", "Card at the door", "Kapıda Nakit"… */
const AT_THE_DOOR = /kap[ıi]da|at the door|on delivery/i;

/**
 * The modes a payment type is offered in before staff choose: meal cards and anything paid at the
 * door only for delivery (a meal-card terminal travels with the courier); everything else in all modes.
 */
export function defaultModesFor(type: { name: string; isMealCard: boolean }): PaymentModes {
  const deliveryOnly = type.isMealCard || AT_THE_DOOR.test(type.name);
  return { delivery: true, pickup: !deliveryOnly, table: !deliveryOnly };
}

/** Every offline payment type of the mirror with the modes that offer it, in the POS's order. */
export async function listPaymentTypeSettings(): Promise<PaymentTypeSetting[]> {
  const [rows, chosen] = await Promise.all([listOfflinePaymentTypes(), getDb().paymentTypeModes.findMany()]);
  const byId = new Map(chosen.map((row) => [row.paymentTypeId, row]));
  return rows.map((row) => {
    const own = byId.get(row.id);
    return {
      id: row.id,
      name: row.name,
      label: row.isMealCard ? `${row.name} (meal card)` : row.name,
      mealCard: row.isMealCard,
      modes: own ? { delivery: own.delivery, pickup: own.pickup, table: own.table } : defaultModesFor(row),
      byDefault: own === undefined,
    };
  });
}

/** The payment methods offered for a mode, in the POS's order. */
export async function listPaymentChoices(mode: ServiceMode): Promise<PaymentChoice[]> {
  return (await listPaymentTypeSettings())
    .filter((type) => type.modes[mode])
    .map(({ id, name, label, mealCard }) => ({ id, name, label, mealCard }));
}

/** Stores the staff's choice for every payment type listed (the others keep theirs). */
export async function savePaymentTypeModes(choices: ReadonlyArray<{ paymentTypeId: number; modes: PaymentModes }>): Promise<void> {
  await getDb().$transaction(
    choices.map(({ paymentTypeId, modes }) =>
      getDb().paymentTypeModes.upsert({ where: { paymentTypeId }, create: { paymentTypeId, ...modes }, update: modes }),
    ),
  );
}
