/**
 * The demo restaurant's settings: identity, dining areas, payment types, defined discounts and
 * couriers. Each builder returns fresh objects because the sandbox may store and edit them.
 */
import type { SandboxRestaurant, WireArea, WireCourier, WireDiscount, WirePaymentType } from '@/lib/pos-sandbox/types';

/** Identity of the demo restaurant. */
export function demoRestaurant(): SandboxRestaurant {
  return {
    name: 'Sofra Ocakbaşı',
    key: 4711,
    identity: 'sofra-ocakbasi',
    currency: 'TRY',
    webSalesChannel: 'Web',
  };
}

function tables(firstId: number, names: string[]) {
  return names.map((name, index) => ({ id: firstId + index, name }));
}

const range = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

/** Salon tables 1–12 (ids 101–112), garden B1–B8 (201–208), terrace T1–T4 (301–304). */
export function demoAreas(): WireArea[] {
  return [
    { id: 1, name: 'Salon', tables: tables(101, range(12, '')) },
    { id: 2, name: 'Bahçe', tables: tables(201, range(8, 'B')) },
    { id: 3, name: 'Teras', tables: tables(301, range(4, 'T')) },
  ];
}

/**
 * Payment types. "Kredi Kartı" (the in-house card terminal) predates the meal-card flag, so its
 * isMealCard is null: the spec types the field as nullable and clients must cope with that.
 */
export function demoPaymentTypes(): WirePaymentType[] {
  return [
    { id: 1, name: 'Nakit', isOnline: false, isMealCard: false },
    { id: 2, name: 'Kapıda Kredi Kartı', isOnline: false, isMealCard: false },
    { id: 3, name: 'Multinet', isOnline: false, isMealCard: true },
    { id: 4, name: 'Sodexo', isOnline: false, isMealCard: true },
    { id: 5, name: 'Ticket Restaurant', isOnline: false, isMealCard: true },
    { id: 6, name: 'Online Ödeme', isOnline: true, isMealCard: false },
    { id: 7, name: 'Kredi Kartı', isOnline: false, isMealCard: null },
  ];
}

/** Defined discounts: each has exactly one of amount (TRY) or rate (percent). */
export function demoDiscounts(): WireDiscount[] {
  return [
    { id: 1, name: 'Öğrenci %10', amount: null, rate: 10 },
    { id: 2, name: 'Hoş geldin 50 TL', amount: 50, rate: null },
    { id: 3, name: 'Personel %20', amount: null, rate: 20 },
    { id: 4, name: 'Sadakat 25 TL', amount: 25, rate: null },
  ];
}

/** The restaurant's own couriers. */
export function demoCouriers(): WireCourier[] {
  return [
    { id: 1, name: 'Mehmet Yılmaz', phoneNumber: '05324142719' },
    { id: 2, name: 'Emre Demir', phoneNumber: '05427781305' },
    { id: 3, name: 'Burak Kaya', phoneNumber: '05556093842' },
  ];
}
