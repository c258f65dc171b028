/**
 * A failed sync's error in plain words for the staff's catalogue page (the technical detail
 * follows after a colon, for whoever fixes it).
 */
import { PosError } from '@/lib/pos';
import { CatalogueInconsistentError } from '@/lib/catalog/sync/snapshot';

/** Plain-words text for whatever stopped a sync. */
export function describeSyncError(error: unknown): string {
  if (error instanceof CatalogueInconsistentError) return error.message;
  if (error instanceof PosError) {
    switch (error.kind) {
      case 'transport':
        return `Could not get the catalogue from the POS: ${error.message}`;
      case 'auth':
        return `The POS refused the site's API credentials: ${error.message}`;
      case 'rate-limited':
        return `The POS asked the site to slow down (too many requests); the next sync will try again: ${error.message}`;
      case 'invalid-response':
        return `The POS sent a catalogue this site cannot read: ${error.message}`;
      default:
        return `The POS answered with an error: ${error.message}`;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Saving the catalogue failed: ${message}`;
}
