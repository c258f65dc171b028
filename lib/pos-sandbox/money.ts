/**
 * Money at the wire boundary: the service's decimal Numbers become integer minor units (kuruş)
 * on the way in and go back to decimals on the way out; all arithmetic in between is integer.
 */

/** A wire amount rounded to 2 decimals, in minor units (12.5 → 1250). */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units back to the wire's decimal Number (1250 → 12.5). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Minor units as a 2-decimal text for messages (1250 → "12.50"). */
export function formatMinor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** `rate` percent (0–100, up to 2 decimals) of a minor amount, rounded half up, in integer arithmetic. */
export function percentOf(baseMinor: number, rate: number): number {
  return Math.round((baseMinor * Math.round(rate * 100)) / 10_000);
}
