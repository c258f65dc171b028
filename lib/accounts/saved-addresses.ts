/**
 * Saved addresses at checkout (issue 16, docs/decisions/290): the chooser's list with each
 * address's delivery zone as the zones stand today, the choice remembered as the visitor's area,
 * and the delivery address of a placed order kept in the signed-in customer's account.
 */
import 'server-only';
import type { CheckoutForm } from '@/lib/checkout/form';
import { findAddress, listAddresses, markAddressUsed, saveAddress, saveProfile, type SavedAddress } from '@/lib/accounts/profile';
import {
  ADDRESS_LABEL_FIELD,
  ADDRESS_LABEL_MAX,
  SAVE_ADDRESS_FIELD,
  SAVED_ADDRESS_ID_FIELD,
  type AddressChoice,
} from '@/lib/accounts/saved-address-fields';
import { getCustomer, type SignedInCustomer } from '@/lib/accounts/session';
import { logger } from '@/lib/logger';
import type { ServiceMode } from '@/lib/pos/statuses';
import { readShopSettings } from '@/lib/settings/shop';
import { writeZoneCookie } from '@/lib/storefront/request-context';
import { parseZoneChoice, zoneCookieValue } from '@/lib/zones/choice';
import type { ZoneQuery } from '@/lib/zones/match';
import { resolveAmong } from '@/lib/zones/resolve';
import { listZones } from '@/lib/zones/store';

/** The zone lookup of a saved address: its pin when it has one, and its place, as checkout asks. */
export function addressQuery(address: SavedAddress): ZoneQuery {
  const point =
    address.latitude !== null && address.longitude !== null ? { latitude: address.latitude, longitude: address.longitude } : null;
  return { point, place: { city: address.city, district: address.district, neighbourhood: address.neighbourhood || null } };
}

/** The customer's saved addresses, the last used first, each with the zone it falls in today. */
export async function addressesWithZones(customerId: number): Promise<AddressChoice[]> {
  const [addresses, zones, settings] = await Promise.all([listAddresses(customerId), listZones(), readShopSettings()]);
  return addresses.map((address) => {
    const resolved = resolveAmong(zones, addressQuery(address), settings.location);
    return { ...address, zone: resolved.kind === 'inside' ? { kind: 'inside', name: resolved.zone.name } : { kind: resolved.kind } };
  });
}

export interface CheckoutAccount {
  customer: SignedInCustomer;
  addresses: AddressChoice[];
  /** The last used address's place: the checkout form starts with it, so the page is priced for it. */
  where: ZoneQuery | undefined;
}

/** The signed-in customer's part of the checkout page; null for a guest. */
export async function checkoutAccount(): Promise<CheckoutAccount | null> {
  const customer = await getCustomer();
  if (!customer) return null;
  const addresses = await addressesWithZones(customer.id);
  const first = addresses[0];
  return { customer, addresses, where: first ? addressQuery(first) : undefined };
}

/**
 * A saved address chosen at checkout: it becomes the last used and the visitor's area (the zone
 * cookie, as the area picker writes it), so the page is priced for it. False when it is not the
 * signed-in customer's.
 */
export async function chooseSavedAddress(addressId: number): Promise<boolean> {
  const customer = await getCustomer();
  const address = customer ? await findAddress(customer.id, addressId) : null;
  if (!customer || !address) return false;
  await markAddressUsed(customer.id, address.id);
  const query = addressQuery(address);
  const choice = parseZoneChoice(query.point ?? query.place);
  if (choice) await writeZoneCookie(zoneCookieValue(choice));
  return true;
}

/**
 * What a placed order teaches a signed-in customer's account (docs/decisions/290): the name and
 * e-mail when the account has none yet (never overwriting what the customer set), and the delivery
 * address when the box was left ticked, with its neighbourhood and the pin the customer shared
 * (never the zone's reference point). A full account or a failure is logged; it never undoes the order.
 */
export async function rememberCheckout(formData: FormData, form: CheckoutForm, mode: ServiceMode): Promise<void> {
  const customer = await getCustomer();
  if (!customer) return;
  try {
    const name = `${form.firstName} ${form.surname}`.trim();
    const profile = { name: customer.name || name, email: customer.email || form.email };
    if (profile.name !== customer.name || profile.email !== customer.email) await saveProfile(customer.id, profile);
    if (mode !== 'delivery' || formData.get(SAVE_ADDRESS_FIELD) !== 'yes') return;
    const id = Number(formData.get(SAVED_ADDRESS_ID_FIELD) || NaN);
    const input = {
      label: String(formData.get(ADDRESS_LABEL_FIELD) ?? '')
        .trim()
        .slice(0, ADDRESS_LABEL_MAX),
      address: form.address,
      addressDescription: form.addressDescription,
      neighbourhood: form.neighbourhood,
      district: form.district,
      city: form.city,
      latitude: form.latitude,
      longitude: form.longitude,
    };
    if (!(await saveAddress(customer.id, input, Number.isInteger(id) ? id : null)))
      logger.info('checkout: the address was not saved, the account holds the most it keeps', { customerId: customer.id });
  } catch (error) {
    logger.warn('checkout: the account could not be updated from the order', { customerId: customer.id, error: String(error) });
  }
}
