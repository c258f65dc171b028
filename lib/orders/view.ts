import { factsOf, type AllergenFacts } from '@/lib/catalog/allergens';
import { getDb } from '@/lib/db';
import { orderNumber } from '@/lib/orders/order-number';
import { isPublicId } from '@/lib/orders/public-id';
import { toWebOrderState, type WebOrderState } from '@/lib/orders/policy';
import { storedLine, storedTotals, type StoredLine, type StoredTotals } from '@/lib/orders/stored-amounts';
import { customerNotice, type CustomerNotice } from '@/lib/orders/save-errors';
import { customerMessage } from '@/lib/orders/submit';
import { buildTimeline, type StepKey } from '@/lib/orders/timeline';

/** What the customer's order page shows (JSON of GET /api/orders/{publicId}); money in minor units. */
export interface OrderView {
  publicId: string;
  /** The short number the customer and the kitchen read: the POS's once known (lib/orders/order-number.ts). */
  number: string;
  state: WebOrderState;
  mode: string;
  tableName: string | null;
  /** Plain words for the state (confirming, the rejection, the failure), in English as stored; null once sent. */
  message: string | null;
  /**
   * What `message` says, as a catalogue key the page shows in the visitor's language
   * ('confirming': Order.confirmingMessage, else PosRefusals.<notice>); null when the words are
   * none of ours (the page shows `message` as it is).
   */
  notice: CustomerNotice | null;
  /** The POS status (its label in English; the page names it by `key` in the visitor's language); null until the POS confirmed the order. */
  status: { id: number | null; key: StepKey; label: string; cancelReason: string | null } | null;
  timeline: Array<{ key: StepKey; label: string; state: 'done' | 'current' | 'upcoming'; at: string | null; detail: string | null }>;
  /** Each line with the allergens stored with it at checkout (docs/decisions/236). */
  lines: Array<StoredLine & { allergens: AllergenFacts }>;
  totals: StoredTotals;
  paymentName: string;
  promisedMinutes: number | null;
  /** The clock time promised or asked for (ISO); null for orders placed before it was kept. */
  promisedAt: string | null;
  /** An order for later: its slot and when it goes (or went) to the kitchen (ISO). */
  /** An order for later: its slot, when it goes to the kitchen, whether it went late, and the restaurant's reason if it cancelled it before. */
  schedule: { slot: string; sendAt: string; late: boolean; cancelReason: string | null } | null;
  createdAt: string;
  sentAt: string | null;
  updatedAt: string;
}

export interface CustomerOrder {
  orderId: number;
  /** An unconfirmed order whose next attempt is due: the caller may nudge it (see nudgeOrder). */
  attemptDue: boolean;
  view: OrderView;
}

/**
 * The customer's view of one order, by its public id; null for an id of the wrong shape or an
 * unknown one. Carries no contact details: the address is the only key, and it may be shared.
 */
export async function readCustomerOrder(publicId: string, now: Date = new Date()): Promise<CustomerOrder | null> {
  if (!isPublicId(publicId)) return null;
  const order = await getDb().webOrder.findUnique({
    where: { publicId },
    include: {
      lines: { orderBy: { position: 'asc' }, include: { allergens: true } },
      events: {
        where: { kind: { in: ['status', 'schedule-late'] } },
        orderBy: { at: 'asc' },
        select: { kind: true, at: true, data: true },
      },
    },
  });
  if (!order) return null;
  const state = toWebOrderState(order.state);
  const timeline = buildTimeline({ mode: order.mode, state, events: order.events.filter((e) => e.kind === 'status') });
  const message = customerMessage(state, order.rejection);
  const view: OrderView = {
    publicId: order.publicId,
    number: orderNumber(order),
    state,
    mode: order.mode,
    tableName: order.tableName,
    message,
    notice: customerNotice(message),
    status: timeline.current && { id: order.posStatusId, ...timeline.current },
    timeline: timeline.steps.map((step) => ({ ...step, at: step.at?.toISOString() ?? null })),
    lines: order.lines.map((line) => ({ ...storedLine(line), allergens: factsOf(line.allergens) })),
    totals: storedTotals(order),
    paymentName: order.paymentName,
    promisedMinutes: order.promisedMinutes,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    schedule:
      order.scheduledFor && order.sendAt
        ? {
            slot: order.scheduledFor.toISOString(),
            sendAt: order.sendAt.toISOString(),
            late: order.events.some((e) => e.kind === 'schedule-late'),
            // Only staff give a reason when they cancel before sending (lib/orders/scheduled.ts).
            cancelReason: state === 'cancelled' ? order.cancelReason : null,
          }
        : null,
    createdAt: order.createdAt.toISOString(),
    sentAt: order.sentAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
  };
  const attemptDue = state === 'unconfirmed' && order.nextAttemptAt !== null && order.nextAttemptAt <= now;
  return { orderId: order.id, attemptDue, view };
}
