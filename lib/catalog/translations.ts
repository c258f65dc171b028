/**
 * Own content in the visitor's language (docs/decisions/225): staff write a category's, product's
 * and variant's name (and a product's description) in Turkish, the shop's own language, and may
 * add each other language of lib/i18n/routing.ts in its translation table. Anything not written in
 * a language, or written empty, falls back to the Turkish text. POS names are never translated.
 */
import type { Prisma } from '@/lib/generated/prisma/client';
import { routing, type Locale } from '@/lib/i18n/routing';

/** The language own content is first written in, and the fallback of every other. */
export const CONTENT_LOCALE: Locale = routing.defaultLocale;

/** The languages staff may translate own content into (every site language but Turkish). */
export const TRANSLATED_LOCALES: readonly Locale[] = routing.locales.filter((locale) => locale !== CONTENT_LOCALE);

/** A Prisma `include` of an entity's translation row in one language (Turkish has none: it is the own text). */
export function translationIn(locale: Locale) {
  return { where: { locale } };
}

/** The text staff wrote in a language when there is one, else the own (Turkish) text. */
export function localText(own: string, translated: string | null | undefined): string {
  const text = translated?.trim();
  return text ? text : own;
}

/** Texts by language, as the admin forms send them (lib/catalog/forms.ts translationsOf). */
export type Translations = Record<string, { name: string; description?: string }>;

type Tx = Prisma.TransactionClient;

/** The languages of `translations` staff wrote something in, and those they left (or emptied). */
function split(translations: Translations): { written: [Locale, { name: string; description: string }][]; cleared: Locale[] } {
  const written: [Locale, { name: string; description: string }][] = [];
  const cleared: Locale[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const text = translations[locale];
    const name = text?.name.trim() ?? '';
    const description = text?.description?.trim() ?? '';
    if (name || description) written.push([locale, { name, description }]);
    else cleared.push(locale);
  }
  return { written, cleared };
}

/** Writes a product's translated name and description; an empty language is removed (Turkish shows). */
export async function saveProductTranslations(tx: Tx, productId: number, translations: Translations): Promise<void> {
  const { written, cleared } = split(translations);
  await tx.productTranslation.deleteMany({ where: { productId, locale: { in: cleared } } });
  for (const [locale, data] of written) {
    await tx.productTranslation.upsert({
      where: { productId_locale: { productId, locale } },
      create: { productId, locale, ...data },
      update: data,
    });
  }
}

/** Writes a category's translated names; an empty language is removed (Turkish shows). */
export async function saveCategoryTranslations(tx: Tx, categoryId: number, translations: Translations): Promise<void> {
  const { written, cleared } = split(translations);
  await tx.categoryTranslation.deleteMany({ where: { categoryId, locale: { in: cleared } } });
  for (const [locale, { name }] of written) {
    if (!name) continue;
    await tx.categoryTranslation.upsert({
      where: { categoryId_locale: { categoryId, locale } },
      create: { categoryId, locale, name },
      update: { name },
    });
  }
}

/** Writes a variant's translated names; an empty language is removed (Turkish shows). */
export async function saveVariantTranslations(tx: Tx, variantId: number, translations: Translations): Promise<void> {
  const { written, cleared } = split(translations);
  await tx.variantTranslation.deleteMany({ where: { variantId, locale: { in: cleared } } });
  for (const [locale, { name }] of written) {
    if (!name) continue;
    await tx.variantTranslation.upsert({
      where: { variantId_locale: { variantId, locale } },
      create: { variantId, locale, name },
      update: { name },
    });
  }
}

/** An entity's translation rows as the admin forms' default values: `{ name_en: …, description_en: … }`. */
export function translationValues(rows: { locale: string; name: string; description?: string }[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rows) {
    values[`name_${row.locale}`] = row.name;
    if (row.description !== undefined) values[`description_${row.locale}`] = row.description;
  }
  return values;
}

/** A language's name as staff of `display` say it, for the forms' labels: "İngilizce", "English". */
export function languageNameIn(locale: Locale, display: Locale): string {
  const name = new Intl.DisplayNames([display], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(display) + name.slice(1);
}
