/**
 * How an error page tells a POS failure from a fault of the site itself. In production Next
 * replaces a server error's message with a generic one and hands error.tsx only the error's
 * `digest`, but it keeps a digest the thrown error already carries. So every PosError carries one
 * made here, and the error pages read it back. This module imports nothing: the error pages are
 * client components.
 */

const PREFIX = 'POS_FAILURE;';

/** What staff or customers are told: the POS did not answer usably, or it refused the site. */
export type PosFailure = 'outage' | 'refused';

/** The PosError kinds that mean the POS could not be used right now (timeout, network, 5xx, unreadable body, throttling). */
const OUTAGE_KINDS: ReadonlySet<string> = new Set(['transport', 'invalid-response', 'rate-limited']);

/**
 * The digest of a PosError of a kind: the prefix, the kind, and a random part so that the page's
 * digest still points at one line of the server log.
 */
export function posFailureDigest(kind: string): string {
  return `${PREFIX}${kind};${Math.random().toString(36).slice(2, 10)}`;
}

/** The POS failure an error boundary caught, read from its digest; null when it was not the POS. */
export function posFailureOf(error: unknown): PosFailure | null {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return null;
  const { digest } = error;
  if (typeof digest !== 'string' || !digest.startsWith(PREFIX)) return null;
  const kind = digest.slice(PREFIX.length).split(';')[0] ?? '';
  return OUTAGE_KINDS.has(kind) ? 'outage' : 'refused';
}
