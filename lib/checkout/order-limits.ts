/**
 * The order flood limits at checkout (issue 20, finding 6; docs/decisions/135): a placement counts
 * against the client's address, the phone typed and the cart, atomically in the database, before
 * anything is stored or sent to the POS. A refused placement counts against none of them.
 */
import { returnLimits, takeLimits } from '@/lib/limits/counter';
import { orderLimitKeys, type OrderLimitKey, type OrderLimitKind } from '@/lib/limits/flood';
import { readFloodLimits } from '@/lib/settings/flood-limits';
import { orderLimitMessage } from '@/lib/limits/messages';
import { readClientAddress } from '@/lib/storefront/request-context';

export type OrderLimitVerdict =
  { allowed: true; counted: OrderLimitKey[] } | { allowed: false; kind: OrderLimitKind; message: string; retryAfterSeconds: number };

/** Counts one placement from this request's client, for this phone ('' at a table) and cart, or says which limit refuses it. */
export async function countOrderPlacement(cartId: string, phone: string, now: Date): Promise<OrderLimitVerdict> {
  const limits = await readFloodLimits();
  const counted = orderLimitKeys({ address: await readClientAddress(), phone, cartId }, limits);
  const verdict = await takeLimits(counted, now);
  if (verdict.allowed) return { allowed: true, counted };
  const { kind } = verdict.key;
  return {
    allowed: false,
    kind,
    message: await orderLimitMessage(kind, limits, verdict.retryAfterSeconds),
    retryAfterSeconds: verdict.retryAfterSeconds,
  };
}

/** Gives a placement's counts back when it stored no order (nothing can reach the POS). */
export async function uncountOrderPlacement(counted: OrderLimitKey[]): Promise<void> {
  await returnLimits(counted);
}
