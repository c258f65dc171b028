/**
 * The accepted documents stored with an order (OrderAgreement), and read back for the contract
 * page. The place-order action renders the documents from the server-priced quote and the parsed
 * form, and createWebOrder stores them in the same write as the order (docs/decisions/245).
 */
import { createHash } from 'node:crypto';
import { getDb } from '@/lib/db';
import { AGREEMENT_VERSION, type AgreementTexts } from '@/lib/legal/agreement/facts';
import type { Locale } from '@/lib/i18n/routing';
import { orderNumber } from '@/lib/orders/order-number';
import { isPublicId } from '@/lib/orders/public-id';

/** What OrderAgreement stores for one order. */
export interface AgreementRecord {
  locale: Locale;
  version: number;
  preInformation: string;
  contract: string;
  sha256: string;
  acceptedAt: Date;
}

/** The SHA-256 (hex) of both texts as stored: the pre-information form, a blank line, the contract. */
export function agreementDigest(texts: AgreementTexts): string {
  return createHash('sha256').update(`${texts.preInformation}\n\n${texts.contract}`, 'utf8').digest('hex');
}

/** The record of texts accepted at `acceptedAt` in `locale`. */
export function agreementRecord(texts: AgreementTexts, locale: Locale, acceptedAt: Date): AgreementRecord {
  return { locale, version: AGREEMENT_VERSION, ...texts, sha256: agreementDigest(texts), acceptedAt };
}

/** An order's accepted documents, with what the page names beside them. */
export interface StoredAgreement {
  order: { publicId: string; number: string; totalMinor: number };
  agreement: AgreementRecord | null;
}

/** The order and its stored agreement by public id; null for an unknown order, `agreement` null when none was stored. */
export async function readOrderAgreement(publicId: string): Promise<StoredAgreement | null> {
  if (!isPublicId(publicId)) return null;
  const order = await getDb().webOrder.findUnique({
    where: { publicId },
    select: { id: true, publicId: true, shortCode: true, posOrderId: true, totalMinor: true, agreement: true },
  });
  if (!order) return null;
  const { agreement } = order;
  return {
    order: { publicId: order.publicId, number: orderNumber(order), totalMinor: order.totalMinor },
    agreement: agreement
      ? {
          locale: agreement.locale === 'en' ? 'en' : 'tr',
          version: agreement.version,
          preInformation: agreement.preInformation,
          contract: agreement.contract,
          sha256: agreement.sha256,
          acceptedAt: agreement.acceptedAt,
        }
      : null,
  };
}

/** Whether an order has accepted documents stored (a table order, or one placed before issue 15, has none). */
export async function hasOrderAgreement(publicId: string): Promise<boolean> {
  if (!isPublicId(publicId)) return false;
  return (await getDb().orderAgreement.count({ where: { order: { publicId } } })) > 0;
}
