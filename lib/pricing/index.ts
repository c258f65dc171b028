/**
 * The pricing core, pure (no database, no network, no Next): totals the customer sees and the
 * SaveOrder request the POS receives, from cart lines already priced from the POS mirror.
 */
export { assertSaveOrderConsistent, SaveOrderInconsistentError, type UnitPriceLookup } from '@/lib/pricing/consistency';
export { PricingError } from '@/lib/pricing/errors';
export { MAX_QUANTITY } from '@/lib/pricing/money';
export { buildSaveOrder, type BuiltSaveOrder } from '@/lib/pricing/build-save-order';
export { cleanText, kitchenNote, MAX_LINE_NOTE_LENGTH } from '@/lib/pricing/text';
export { computeTotals } from '@/lib/pricing/totals';
export type * from '@/lib/pricing/types';
