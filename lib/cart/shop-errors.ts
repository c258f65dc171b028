/**
 * What the cart and the product pages tell a customer, in the customer's language: the domain code
 * of lib/cart and lib/storefront takes a ShopErrors translator from its async entry point
 * (getTranslations('ShopErrors'), or with the page's locale where a cache must not read the
 * request) and hands it to the pure functions, which write every refusal and reason with it
 * (docs/decisions/205).
 */
import type { getTranslations } from 'next-intl/server';

/** next-intl's translator of the ShopErrors namespace (messages/<locale>.json). */
export type ShopErrorsTranslator = Awaited<ReturnType<typeof getTranslations<'ShopErrors'>>>;
