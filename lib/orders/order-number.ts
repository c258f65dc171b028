import { randomInt } from 'node:crypto';

/**
 * The one short number an order goes by (issue 13, item 14; decision 146). Once the POS has the
 * order it is the POS's order number, the one its kitchen screen shows ("#48501"); before that it
 * is our own short code ("K7M2Q9"), six characters of Crockford's base32 so it can be read over
 * the phone. Staff find an order by either (lib/admin-orders/list.ts). The 21-character public id
 * stays the key to the customer's page and the WebOrderId, never something people read out.
 */

/** Crockford's base32 alphabet: no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHORT_CODE_LENGTH = 6;
const SHORT_CODE = new RegExp(`^[${ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** A fresh short code (30 random bits; unique in the database, drawn again on a clash). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Text typed by staff as a short code ("k7m-2q9" → "K7M2Q9"); null when it cannot be one. */
export function asShortCode(text: string): string | null {
  const code = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (c) => (c === 'O' ? '0' : '1'));
  return SHORT_CODE.test(code) ? code : null;
}

/** The number shown for an order: "#" and the POS's number once known, else the short code. */
export function orderNumber(order: { posOrderId: number | null; shortCode: string | null; id: number }): string {
  if (order.posOrderId !== null) return `#${order.posOrderId}`;
  return order.shortCode ?? `#W${order.id}`;
}
