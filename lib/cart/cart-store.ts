/**
 * Carts in the database. A cart is found only by its random id (the browser's httpOnly cookie),
 * and every line operation is scoped to that cart, so a line id from another cart changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { MAX_QUANTITY } from '@/lib/pricing';
import { canonicalSelection, type Selection } from '@/lib/cart/selection';
import type { CartRow } from '@/lib/cart/price-cart';
import { SHOP_COOKIE_MAX_AGE_SECONDS } from '@/lib/storefront/mode';

/** 24 random bytes as base64url: 32 characters. */
const CART_ID = /^[A-Za-z0-9_-]{32}$/;

export interface StoredCart {
  id: string;
  mode: ServiceMode;
  tableId: number | null;
  lines: CartRow[];
  /** The order this cart last placed, while it is recent enough to mention (PLACED_ORDER_SHOWN_MS); else null. */
  placedOrder: { publicId: string; at: Date } | null;
}

/** How long an emptied cart still says which order it placed: a second tab or a return visit the same evening. */
export const PLACED_ORDER_SHOWN_MS = 6 * 60 * 60 * 1000;

/** Whether a cookie value has the shape of a cart id (checked before any database read). */
function isCartId(value: string): boolean {
  return CART_ID.test(value);
}

function toMode(value: string): ServiceMode {
  return value === 'pickup' || value === 'table' ? value : 'delivery';
}

/** The cart with its lines in the order they were added; null for an unknown id. */
export async function findCart(id: string, now: Date = new Date()): Promise<StoredCart | null> {
  if (!isCartId(id)) return null;
  const cart = await getDb().cart.findUnique({
    where: { id },
    include: { lines: { orderBy: { id: 'asc' }, select: { id: true, variantId: true, quantity: true, note: true, options: true } } },
  });
  if (!cart) return null;
  const recent = cart.lastOrderAt !== null && now.getTime() - cart.lastOrderAt.getTime() < PLACED_ORDER_SHOWN_MS;
  return {
    id: cart.id,
    mode: toMode(cart.mode),
    tableId: cart.mode === 'table' ? cart.tableId : null,
    lines: cart.lines,
    placedOrder: recent && cart.lastOrderPublicId && cart.lastOrderAt ? { publicId: cart.lastOrderPublicId, at: cart.lastOrderAt } : null,
  };
}

/** A new, empty cart in a mode. */
export async function createCart(mode: ServiceMode, tableId: number | null): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await getDb().cart.create({ data: { id, mode, tableId: mode === 'table' ? tableId : null } });
  return id;
}

/** Moves a cart to another mode (and table); its lines stay and are re-priced on the next read. */
export async function setCartMode(id: string, mode: ServiceMode, tableId: number | null): Promise<void> {
  await getDb().cart.updateMany({ where: { id }, data: { mode, tableId: mode === 'table' ? tableId : null } });
}

export interface NewLine {
  variantId: number;
  quantity: number;
  note: string;
  selection: Selection;
}

/** The stored form of a line's options. */
function selectionJson(selection: Selection): string {
  return JSON.stringify(canonicalSelection(selection));
}

/**
 * The cart's rows as they would be after adding a line: an identical line (same variant,
 * options and note) gets the quantity added instead of a second row. Pure, so the caller can
 * check the result (stock, limits) before writing it. `index` is the added or grown row.
 */
export function withLine(rows: CartRow[], line: NewLine): { rows: CartRow[]; index: number } {
  const options = selectionJson(line.selection);
  const note = line.note.trim();
  const index = rows.findIndex((r) => r.variantId === line.variantId && r.options === options && r.note === note);
  if (index === -1)
    return { rows: [...rows, { id: 0, variantId: line.variantId, quantity: line.quantity, note, options }], index: rows.length };
  return { rows: rows.map((r, i) => (i === index ? { ...r, quantity: r.quantity + line.quantity } : r)), index };
}

/** Writes the row `withLine` produced at `index` (a new row has id 0). */
export async function saveLine(cartId: string, row: CartRow): Promise<void> {
  const db = getDb();
  if (row.id === 0) {
    await db.cartLine.create({ data: { cartId, variantId: row.variantId, quantity: row.quantity, note: row.note, options: row.options } });
  } else {
    await db.cartLine.updateMany({ where: { id: row.id, cartId }, data: { quantity: row.quantity } });
  }
  await touch(cartId);
}

/** Sets a line's quantity (1–MAX_QUANTITY); false when the line is not in this cart. */
export async function setLineQuantity(cartId: string, lineId: number, quantity: number): Promise<boolean> {
  const clamped = Math.min(Math.max(Math.trunc(quantity), 1), MAX_QUANTITY);
  const { count } = await getDb().cartLine.updateMany({ where: { id: lineId, cartId }, data: { quantity: clamped } });
  if (count > 0) await touch(cartId);
  return count > 0;
}

/** Replaces a line's note for the kitchen; false when the line is not in this cart. */
export async function setLineNote(cartId: string, lineId: number, note: string): Promise<boolean> {
  const { count } = await getDb().cartLine.updateMany({ where: { id: lineId, cartId }, data: { note: note.trim() } });
  if (count > 0) await touch(cartId);
  return count > 0;
}

/** Removes a line; false when it was not in this cart. */
export async function removeLine(cartId: string, lineId: number): Promise<boolean> {
  const { count } = await getDb().cartLine.deleteMany({ where: { id: lineId, cartId } });
  if (count > 0) await touch(cartId);
  return count > 0;
}

/**
 * Empties a cart after its order went to the restaurant; the cart (and its mode) stays, and
 * remembers the order, so that another tab showing the old cart can say it was placed.
 */
export async function clearCart(cartId: string, placedOrder?: string): Promise<void> {
  const db = getDb();
  await db.cartLine.deleteMany({ where: { cartId } });
  if (placedOrder === undefined) await touch(cartId);
  else await db.cart.updateMany({ where: { id: cartId }, data: { lastOrderPublicId: placedOrder, lastOrderAt: new Date() } });
}

async function touch(cartId: string): Promise<void> {
  await getDb().cart.updateMany({ where: { id: cartId }, data: { updatedAt: new Date() } });
}

/**
 * Deletes the carts nobody can reach any more, with their lines: idle (not changed) for longer
 * than the cart cookie lives. The cookie is written when the cart is made, so such a cart's
 * cookie has expired in every browser. Returns how many were deleted.
 */
export async function deleteIdleCarts(now: Date): Promise<number> {
  const before = new Date(now.getTime() - SHOP_COOKIE_MAX_AGE_SECONDS * 1000);
  const { count } = await getDb().cart.deleteMany({ where: { updatedAt: { lt: before } } });
  return count;
}
