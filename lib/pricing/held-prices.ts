/**
 * A scheduled order's payload at sending time, when the POS's prices changed since the customer
 * ordered (docs/decisions/258). The POS prices every line from its own catalogue (price ×
 * quantity) and refuses an OrderTotal that does not follow (715), so the stored lines cannot keep
 * the old prices. Instead:
 * - prices went up: the customer pays what they saw; the difference is added to the whole-order
 *   Discount (an amount, like every discount the site sends), so the POS's formula holds;
 * - prices went down: the customer pays the lower total (OrderTotal goes down by the difference).
 * The drift (lines now − lines seen, minor units) is returned for the order's record.
 */
import { toMinor, toWireAmount, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { PRICE_LISTS, type PriceListId } from '@/lib/pos/statuses';
import type { UnitPriceLookup } from '@/lib/pricing/consistency';

export type HeldPrices = { ok: true; payload: SaveOrderRequest; driftMinor: number } | { ok: false; missing: string[] };

function priceListOf(payload: SaveOrderRequest): PriceListId {
  if (typeof payload.TableId === 'number' && payload.TableId > 0) return PRICE_LISTS.table;
  return payload.OrderType === 3 ? PRICE_LISTS.pickup : PRICE_LISTS.delivery;
}

const minorOr0 = (amount: number | null | undefined) => (typeof amount === 'number' ? toMinor(amount) : 0);

/** The payload to send now, keeping the total the customer saw (or a lower one); `missing`: lines the POS no longer prices. */
export function holdSeenPrices(payload: SaveOrderRequest, priceNow: UnitPriceLookup): HeldPrices {
  const list = priceListOf(payload);
  const missing: string[] = [];
  let linesNow = 0;
  let lineDiscounts = 0;
  for (const line of payload.OrderDetails) {
    // Menu sub-items are priced by their menu line (rule 10).
    if (line.ParentId !== undefined && line.ParentId !== null) continue;
    const ref = typeof line.ProductUnitId === 'number' ? { productUnitId: line.ProductUnitId } : { productCode: String(line.ProductCode) };
    const price = priceNow(ref, list);
    if (price === null) {
      missing.push(line.Name ?? JSON.stringify(ref));
      continue;
    }
    linesNow += Math.round(price * line.Quantity);
    lineDiscounts += minorOr0(line.DiscountAmount);
  }
  if (missing.length > 0) return { ok: false, missing };
  const fee = minorOr0(payload.DeliveryFee);
  const charge = minorOr0(payload.ServiceCharge);
  const orderDiscount = minorOr0(payload.Discount);
  const total = toMinor(payload.OrderTotal);
  const linesSeen = total + lineDiscounts + orderDiscount - fee - charge;
  const driftMinor = linesNow - linesSeen;
  if (driftMinor === 0) return { ok: true, payload, driftMinor };
  let newTotal = total;
  let newDiscount = orderDiscount;
  if (driftMinor > 0) newDiscount += driftMinor;
  else {
    newTotal += driftMinor;
    // A discount larger than the new total is capped, as rule 9 asks.
    if (newTotal < 0) {
      newDiscount += newTotal;
      newTotal = 0;
    }
  }
  return {
    ok: true,
    driftMinor,
    payload: {
      ...payload,
      OrderTotal: toWireAmount(newTotal),
      ...(newDiscount !== orderDiscount ? { Discount: toWireAmount(newDiscount) } : {}),
    },
  };
}
