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
  district: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export async function saveProfile(customerId: number, profile: { name: string; email: string }): Promise<void> {
  await getDb().customer.update({ where: { id: customerId }, data: profile });
}

/** The customer's addresses, newest first. */
export async function listAddresses(customerId: number): Promise<SavedAddress[]> {
  return getDb().customerAddress.findMany({
    where: { customerId },
    orderBy: { id: 'desc' },
    select: { id: true, label: true, address: true, addressDescription: true, district: true, city: true, latitude: true, longitude: true },
  });
}

/**
 * Saves an address; the same address text again updates that one (its pin, directions). False
 * when the account already holds MAX_ADDRESSES others.
 */
export async function saveAddress(customerId: number, input: AddressInput): Promise<boolean> {
  const db = getDb();
  const same = await db.customerAddress.findFirst({ where: { customerId, address: input.address }, select: { id: true } });
  if (same) {
    await db.customerAddress.update({ where: { id: same.id }, data: input });
    return true;
  }
  if ((await db.customerAddress.count({ where: { customerId } })) >= MAX_ADDRESSES) return false;
  await db.customerAddress.create({ data: { ...input, customerId } });
  return true;
}

export async function removeAddress(customerId: number, addressId: number): Promise<void> {
  await getDb().customerAddress.deleteMany({ where: { id: addressId, customerId } });
}
