import { PosError } from '@/lib/pos';

/** The staff operations that write to the POS. */
export type StaffPosOperation = 'cancel' | 'cancel-delivery';

const NOT_ALLOWED: Record<StaffPosOperation, string> = {
  // The spec refuses Cancel only on a closed order, so 750 here can mean nothing else.
  cancel: 'The POS refused: the order is already closed, so it can no longer be cancelled.',
  'cancel-delivery':
    'The POS refused: the order is not on delivery (it may be back in the kitchen or closed), so there is no delivery to cancel.',
};

/**
 * Plain words for a failed Cancel or CancelDelivery: what the POS said, and what staff can do.
 * The POS's own status and message stay in the order's history. Rethrows anything that is not a
 * POS failure (a bug, not an answer).
 */
export function posRefusal(error: unknown, operation: StaffPosOperation): string {
  if (!(error instanceof PosError)) throw error;
  switch (error.kind) {
    case 'not-allowed':
      return NOT_ALLOWED[operation];
    case 'not-found':
      return 'The POS refused: it has no such order any more (it may have been removed at the till).';
    case 'transport':
    case 'invalid-response':
      return 'The POS did not give a readable answer, so the site cannot tell whether it went through. Use Refresh status, or try again: asking twice is harmless.';
    case 'auth':
      return "The POS refused the site's API credentials. Check POS_API_KEY, POS_API_SECRET and POS_API_CONSUMER.";
    case 'rate-limited':
      return 'The POS asked the site to slow down. Try again in a minute.';
    default:
      return `The POS refused: ${error.posMessage ?? error.message}`;
  }
}
