import type { PrismaClient } from '@/lib/generated/prisma/client';

/** A Prisma client or the client of an interactive transaction. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/**
 * Appends one event to a web order's history. `message` is a catalogue key with its values
 * (`formKey('AdminOrders.history.events.…', {…})`), translated when staff read the history in
 * their language (docs/decisions/276). `data` is stored as JSON for staff and for the customer's
 * timeline (status events).
 */
export async function recordEvent(tx: Tx, orderId: number, kind: string, message: string, data?: object, at?: Date): Promise<void> {
  await tx.orderEvent.create({
    data: { orderId, kind, message, data: data === undefined ? null : JSON.stringify(data), ...(at ? { at } : {}) },
  });
}
