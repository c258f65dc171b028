/**
 * A failed POS read, in words a staff member can act on.
 */
import { PosError } from '@/lib/pos';

/** Plain words for why the POS could not be read; rethrows anything that is not a POS failure. */
export function posProblem(error: unknown): string {
  if (!(error instanceof PosError)) throw error;
  switch (error.kind) {
    case 'transport':
      return 'The POS did not answer. Check its connection and try again in a minute.';
    case 'auth':
      return "The POS refused the site's API credentials. Check POS_API_KEY, POS_API_SECRET and POS_API_CONSUMER.";
    case 'rate-limited':
      return 'The POS asked the site to slow down. Try again in a minute.';
    case 'invalid-response':
      return 'The POS sent an answer the site could not read, so no report was made.';
    default:
      return `The POS could not list the completed orders: ${error.posMessage ?? error.message}`;
  }
}
