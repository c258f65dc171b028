/**
 * The visitor's shop context: the mode (delivery, pickup, or a table after its QR link), the
 * table's name, and the cart. The cart carries the mode once it exists; before that the mode
 * cookie does. Every change writes both, so they agree (docs/decisions/100).
 */
import { cache } from 'react';
import { createCart, findCart, setCartMode, type StoredCart } from '@/lib/cart/cart-store';
import type { ServiceMode } from '@/lib/pos';
import { findLiveTable } from '@/lib/pos-mirror/places';
import { DEFAULT_MODE, modeCookieValue, parseModeCookie, type ModeChoice } from '@/lib/storefront/mode';
import { readCartCookie, readModeCookie, writeCartCookie, writeModeCookie } from '@/lib/storefront/request-context';

export interface TableInfo {
  id: number;
  name: string;
  areaName: string;
}

export interface ShopContext {
  mode: ServiceMode;
  table: TableInfo | null;
  cart: StoredCart | null;
}

/** A live table of the mirror with its area; null when unknown or removed from the POS. */
export async function findTable(tableId: number): Promise<TableInfo | null> {
  const table = await findLiveTable(tableId);
  return table ? { id: table.id, name: table.name, areaName: table.area.name } : null;
}

async function readContext(): Promise<ShopContext> {
  const cartId = await readCartCookie();
  const cart = cartId ? await findCart(cartId) : null;
  const choice: ModeChoice = cart
    ? cart.mode === 'table' && cart.tableId !== null
      ? { mode: 'table', tableId: cart.tableId }
      : { mode: cart.mode === 'pickup' ? 'pickup' : 'delivery' }
    : parseModeCookie(await readModeCookie());
  if (choice.mode !== 'table') return { mode: choice.mode, table: null, cart };
  // A table the POS no longer has cannot take orders: the visitor is back to the default mode.
  const table = await findTable(choice.tableId);
  return table ? { mode: 'table', table, cart } : { mode: DEFAULT_MODE.mode, table: null, cart };
}

/** How many items the visitor's cart holds (the header's count). */
export function cartItemCount(context: ShopContext): number {
  return (context.cart?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
}

/** The current request's shop context (read once per request). */
export const getShopContext: () => Promise<ShopContext> = cache(readContext);

/** Switches the visitor (cookie and cart) to a mode; server actions and route handlers only. */
export async function chooseMode(choice: ModeChoice): Promise<void> {
  await writeModeCookie(modeCookieValue(choice));
  const cartId = await readCartCookie();
  const cart = cartId ? await findCart(cartId) : null;
  if (cart) await setCartMode(cart.id, choice.mode, choice.mode === 'table' ? choice.tableId : null);
}

/** The visitor's cart, created (and remembered in the browser) in the current mode when there is none. */
export async function ensureCart(context: ShopContext): Promise<string> {
  if (context.cart) return context.cart.id;
  const id = await createCart(context.mode, context.table?.id ?? null);
  await writeCartCookie(id);
  // The mode cookie goes with every cart, so the proxy can serve the cached menu of its mode.
  await writeModeCookie(
    modeCookieValue(
      context.table ? { mode: 'table', tableId: context.table.id } : { mode: context.mode === 'pickup' ? 'pickup' : 'delivery' },
    ),
  );
  return id;
}
