/**
 * Who sells: the seller identity the law asks a Turkish food seller to show (issue 15). Staff fill
 * it in once in the settings; the footer, the pickup page, the privacy notice and the distance-sales
 * contract read it from here. The shop's public face (name, tagline, logo) lives beside it.
 */
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

export interface SellerIdentity {
  /** Unvan: the registered legal name of the person or company that sells. */
  legalName: string;
  /** The trade name (işletme adı), when it differs from the legal name. */
  tradeName: string;
  /** The seller's postal address; also where pickup orders are collected. */
  address: string;
  phone: string;
  email: string;
  taxOffice: string;
  taxNumber: string;
  mersisNumber: string;
  /** Optional ETBİS registration number. */
  etbisNumber: string;
  /** The shop's name as customers know it (header, manifest, table cards). */
  shopName: string;
  tagline: string;
  /** The logo's path under the uploads folder, or null. */
  logoPath: string | null;
}

/** The fields without which the shop may not take orders, in the order the settings show them. */
export const REQUIRED_SELLER_FIELDS = ['legalName', 'address', 'phone', 'email', 'taxOffice', 'taxNumber', 'mersisNumber'] as const;
export type RequiredSellerField = (typeof REQUIRED_SELLER_FIELDS)[number];

/** The required fields staff have not filled in yet (blank counts as missing). */
export function missingSellerFields(identity: SellerIdentity): RequiredSellerField[] {
  return REQUIRED_SELLER_FIELDS.filter((field) => identity[field].trim() === '');
}

type SellerColumns = Pick<
  Prisma.ShopSettingsGetPayload<object>,
  | 'legalName'
  | 'tradeName'
  | 'address'
  | 'phone'
  | 'email'
  | 'taxOffice'
  | 'taxNumber'
  | 'mersisNumber'
  | 'etbisNumber'
  | 'restaurantName'
  | 'tagline'
  | 'logoPath'
>;

/** The seller identity a settings row holds (the schema's defaults when there is no row yet). */
export function sellerIdentityOf(row: SellerColumns | null): SellerIdentity {
  return {
    legalName: row?.legalName ?? '',
    tradeName: row?.tradeName ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    taxOffice: row?.taxOffice ?? '',
    taxNumber: row?.taxNumber ?? '',
    mersisNumber: row?.mersisNumber ?? '',
    etbisNumber: row?.etbisNumber ?? '',
    shopName: row?.restaurantName ?? 'Sofra',
    tagline: row?.tagline ?? '',
    logoPath: row?.logoPath ?? null,
  };
}

/** Reads the seller identity from the settings row (the schema's defaults when there is no row yet). */
export async function readSellerIdentity(): Promise<SellerIdentity> {
  return sellerIdentityOf(await getDb().shopSettings.findUnique({ where: { id: 1 } }));
}
