/**
 * The checkout's saved-address fields and the chooser's shapes (docs/decisions/290), shared by the
 * checkout form and the server that reads it. Pure: no server imports.
 */
import type { SavedAddress } from '@/lib/accounts/profile';

/** The checkout's box "save this address" and the name the customer gives it ("Ev", "İş"). */
export const SAVE_ADDRESS_FIELD = 'saveAddress';
export const ADDRESS_LABEL_FIELD = 'addressLabel';
/** The saved address the checkout's fields were filled from: edited there, it is updated. */
export const SAVED_ADDRESS_ID_FIELD = 'savedAddressId';
export const ADDRESS_LABEL_MAX = 40;

/** Where a saved address falls today: zones change, so it is resolved whenever it is shown or used. */
export type AddressZone = { kind: 'no-zones' | 'unknown' | 'outside' } | { kind: 'inside'; name: string };

export interface AddressChoice extends SavedAddress {
  zone: AddressZone;
}
