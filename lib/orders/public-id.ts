import { randomBytes } from 'node:crypto';

/**
 * Public order ids: the WebOrderId sent to the POS and the `/orders/{publicId}` address. They are
 * the only key to a customer's order page, so they must be unguessable: 'W' followed by 20
 * characters of Crockford base32 (100 random bits), e.g. "W7K3M0Q9ZC2TB4XH8N6RDA".
 */

/** Crockford's base32 alphabet: no I, L, O or U, so an id read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'W';
const LENGTH = 20;
const BITS_PER_CHAR = 5;
const PUBLIC_ID = new RegExp(`^${PREFIX}[${ALPHABET}]{${LENGTH}}$`);

/** A fresh, unguessable public id (100 bits from the OS's CSPRNG). */
export function newPublicId(): string {
  const bytes = randomBytes(Math.ceil((LENGTH * BITS_PER_CHAR) / 8));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let i = 0; i < LENGTH; i++) {
    id += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return PREFIX + id;
}

/** Whether a text has the shape of a public id (checked before any database read of an address). */
export function isPublicId(text: string): boolean {
  return PUBLIC_ID.test(text);
}
