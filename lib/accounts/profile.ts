/**
 * What a signed-in customer keeps in their account: their name and e-mail, and saved delivery
 * addresses with their pins. Every function takes the signed-in customer's id, so one customer
 * can never change another's rows.
 */
import type { AddressInput } from '@/lib/accounts/forms';
import { getDb } from '@/lib/db';

/** The most addresses one account keeps: home, work, family… a list a phone screen can show. */
export const MAX_ADDRESSES = 10;

export interface SavedAddress {
  id: number;
  label: string;
  address: string;
  addressDescription: string;
  neighbourhood: string;
  district: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export async function saveProfile(customerId: number, profile: { name: string; email: string }): Promise<void> {
  await getDb().customer.update({ where: { id: customerId }, data: profile });
}

/** The customer's addresses, the last used first (checkout starts with it). */
export async function listAddresses(customerId: number): Promise<SavedAddress[]> {
  return getDb().customerAddress.findMany({
    where: { customerId },
    orderBy: [{ lastUsedAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      label: true,
      address: true,
      addressDescription: true,
      neighbourhood: true,
      district: true,
      city: true,
      latitude: true,
      longitude: true,
    },
  });
}

/** One of the customer's addresses; null when it is not theirs (or gone). */
export async function findAddress(customerId: number, addressId: number): Promise<SavedAddress | null> {
  return (await listAddresses(customerId)).find((a) => a.id === addressId) ?? null;
}

/**
 * Saves an address: `addressId` (one of the customer's) is edited; otherwise the same address text
 * again updates that one (its pin, directions), and a new one is added. False when the account
 * already holds MAX_ADDRESSES others. A saved address becomes the last used.
 */
export async function saveAddress(customerId: number, input: AddressInput, addressId: number | null = null): Promise<boolean> {
  const db = getDb();
  const data = { ...input, lastUsedAt: new Date() };
  const same =
    (addressId === null ? null : await db.customerAddress.findFirst({ where: { id: addressId, customerId }, select: { id: true } })) ??
    (await db.customerAddress.findFirst({ where: { customerId, address: input.address }, select: { id: true } }));
  if (same) {
    await db.customerAddress.update({ where: { id: same.id }, data });
    return true;
  }
  if ((await db.customerAddress.count({ where: { customerId } })) >= MAX_ADDRESSES) return false;
  await db.customerAddress.create({ data: { ...data, customerId } });
  return true;
}

/** Marks an address as the one last used (chosen at checkout). */
export async function markAddressUsed(customerId: number, addressId: number): Promise<void> {
  await getDb().customerAddress.updateMany({ where: { id: addressId, customerId }, data: { lastUsedAt: new Date() } });
}

export async function removeAddress(customerId: number, addressId: number): Promise<void> {
  await getDb().customerAddress.deleteMany({ where: { id: addressId, customerId } });
}
