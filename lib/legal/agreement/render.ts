/**
 * The pre-information form and the distance-sales contract for an order, in the language the
 * customer reads the site in. Pure, so the checkout form shows exactly the text the place-order
 * action renders and stores (docs/decisions/245-distance-sales-documents.md).
 */
import { englishAgreement } from '@/lib/legal/agreement/en';
import type { AgreementFacts, AgreementTexts } from '@/lib/legal/agreement/facts';
import { turkishAgreement } from '@/lib/legal/agreement/tr';
import type { Locale } from '@/lib/i18n/routing';

/** Both documents, filled with the order's facts, in `locale`. */
export function renderAgreement(facts: AgreementFacts, locale: Locale): AgreementTexts {
  return locale === 'en' ? englishAgreement(facts) : turkishAgreement(facts);
}
