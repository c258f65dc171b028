import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/catalog/text';
import { TRANSLATED_LOCALES } from '@/lib/catalog/translations';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The product forms' schemas, defined once: the server actions parse FormData with them and the
 * forms take their field names and limits from them. No server imports here (forms are client code).
 */

export const LIMITS = {
  name: 120,
  slug: 80,
  description: 2000,
  categoryName: 80,
  variantName: 80,
  productCode: 40,
  position: 100_000,
} as const;

/** The largest product photo accepted, in bytes (checked in the browser first, then on the server). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const position = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ message: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'Use 0 or more')
    .max(LIMITS.position, `Use at most ${LIMITS.position}`)
    .default(0),
);

/**
 * Translations (docs/decisions/225): a form has one field per translated language and text,
 * `name_en`, `description_en`; an empty one means "not translated" (the Turkish text is shown).
 * The form field of a text in a language: `name_en`. */
export const translationField = (field: 'name' | 'description', locale: Locale) => `${field}_${locale}` as const;

const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).prefault('');

/** One optional field per translated language for each text named in `limits`. */
function translationFields(limits: { name: number; description?: number }) {
  const fields: Record<string, ReturnType<typeof optionalText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    fields[translationField('name', locale)] = optionalText(limits.name);
    if (limits.description) fields[translationField('description', locale)] = optionalText(limits.description);
  }
  return fields;
}

/** The texts of a parsed form by language: `{ en: { name, description } }`, empty where staff wrote none. */
export function translationsOf(input: Record<string, unknown>): Record<string, { name: string; description: string }> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      { name: text(input[translationField('name', locale)]), description: text(input[translationField('description', locale)]) },
    ]),
  );
}

const id = z.coerce.number({ message: 'Missing id' }).int().positive('Missing id');

const productFields = {
  name: z.string().trim().min(1, 'Enter a name').max(LIMITS.name, `Use at most ${LIMITS.name} characters`),
  slug: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .max(LIMITS.slug, `Use at most ${LIMITS.slug} characters`)
      .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, e.g. adana-kebap')
      .optional(),
  ),
  description: z.string().trim().max(LIMITS.description, `Use at most ${LIMITS.description} characters`).default(''),
  ...translationFields({ name: LIMITS.name, description: LIMITS.description }),
  categoryId: z.preprocess(blankAsUndefined, id.optional()),
  newCategory: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(LIMITS.categoryName, `Use at most ${LIMITS.categoryName} characters`).optional(),
  ),
  position,
  // A checkbox sends "on" when ticked and nothing at all when not.
  visible: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
};

function oneCategory(form: { categoryId?: number; newCategory?: string }, ctx: z.RefinementCtx): void {
  if (form.categoryId === undefined && form.newCategory === undefined) {
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choose a category or name a new one' });
  }
  if (form.categoryId !== undefined && form.newCategory !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['newCategory'], message: 'Choose an existing category or name a new one, not both' });
  }
}

const variantName = z
  .string()
  .trim()
  .min(1, 'Enter a variant name')
  .max(LIMITS.variantName, `Use at most ${LIMITS.variantName} characters`);

/** New product: the product fields and its first variant's name. */
export const newProductSchema = z.object({ ...productFields, variantName }).superRefine(oneCategory);

/** Edit of an existing product. */
export const productSchema = z.object({ id, ...productFields }).superRefine(oneCategory);

export type ProductInput = Omit<z.infer<typeof productSchema>, 'id'>;

const variantTranslations = translationFields({ name: LIMITS.variantName });

export const variantSchema = z.object({ productId: id, name: variantName, ...variantTranslations, position });

export const variantUpdateSchema = z.object({ variantId: id, name: variantName, ...variantTranslations, position });

export const variantRefSchema = z.object({ variantId: id });

/** A mapping edit: exactly one of a POS unit id or a product code. */
export const mappingSchema = z
  .object({
    variantId: id,
    unitId: z.preprocess(blankAsUndefined, z.coerce.number({ message: 'Enter a unit id (a number)' }).int().positive().optional()),
    productCode: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(LIMITS.productCode, `Use at most ${LIMITS.productCode} characters`).optional(),
    ),
  })
  .superRefine((form, ctx) => {
    if ((form.unitId === undefined) === (form.productCode === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['productCode'], message: 'Choose a POS unit or enter a product code: exactly one of the two' });
    }
  });

export const idRefSchema = z.object({ id });

const categoryFields = {
  name: z.string().trim().min(1, 'Enter a name').max(LIMITS.categoryName, `Use at most ${LIMITS.categoryName} characters`),
  ...translationFields({ name: LIMITS.categoryName }),
  position,
  visible: productFields.visible,
};

export const newCategorySchema = z.object(categoryFields);

export const categorySchema = z.object({ id, ...categoryFields });

const posUnitId = z.union([z.literal(''), z.coerce.number().int().positive({ message: 'Enter a POS unit id (a whole number).' })]);

/** A paid option's mapping: a suggested unit from the list, or a typed unit id (which wins); neither means not sold. */
export const optionMappingSchema = z.object({
  featureId: id,
  unitId: posUnitId.prefault(''),
  customUnitId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), posUnitId).prefault(''),
  /** Staff accept that customers pay the unit's price where it differs from the option's extra price. */
  acceptPrice: z.preprocess((v) => v === 'on', z.boolean()),
});
