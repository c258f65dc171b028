import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { SLUG_PATTERN } from '@/lib/catalog/text';
import { TRANSLATED_LOCALES } from '@/lib/catalog/translations';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The product forms' schemas, defined once: the server actions parse FormData with them and the
 * forms take their field names and limits from them. No server imports here (forms are client code).
 * Messages are catalogue keys (decision 210), translated by staffAction in the staff member's language.
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

/** A text over its limit; the message names the limit ({maximum}). */
const tooLong = formKey('Forms.tooLong');

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const position = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ message: formKey('AdminProducts.errors.wholeNumber') })
    .int(formKey('AdminProducts.errors.wholeNumber'))
    .min(0, formKey('AdminProducts.errors.zeroOrMore'))
    .max(LIMITS.position, formKey('AdminProducts.errors.atMost'))
    .default(0),
);

/**
 * Translations (docs/decisions/225): a form has one field per translated language and text,
 * `name_en`, `description_en`; an empty one means "not translated" (the Turkish text is shown).
 * The form field of a text in a language: `name_en`. */
export const translationField = (field: 'name' | 'description', locale: Locale) => `${field}_${locale}` as const;

const optionalText = (max: number) => z.string().trim().max(max, tooLong).prefault('');

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

const missingId = formKey('AdminProducts.errors.missingId');
const id = z.coerce.number({ message: missingId }).int(missingId).positive(missingId);

const productFields = {
  name: z.string().trim().min(1, formKey('AdminProducts.errors.name')).max(LIMITS.name, tooLong),
  slug: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(LIMITS.slug, tooLong).regex(SLUG_PATTERN, formKey('AdminProducts.errors.slug')).optional(),
  ),
  description: z.string().trim().max(LIMITS.description, tooLong).default(''),
  ...translationFields({ name: LIMITS.name, description: LIMITS.description }),
  categoryId: z.preprocess(blankAsUndefined, id.optional()),
  newCategory: z.preprocess(blankAsUndefined, z.string().trim().max(LIMITS.categoryName, tooLong).optional()),
  position,
  // A checkbox sends "on" when ticked and nothing at all when not.
  visible: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
};

function oneCategory(form: { categoryId?: number; newCategory?: string }, ctx: z.RefinementCtx): void {
  if (form.categoryId === undefined && form.newCategory === undefined) {
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: formKey('AdminProducts.errors.category') });
  }
  if (form.categoryId !== undefined && form.newCategory !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['newCategory'], message: formKey('AdminProducts.errors.categoryBoth') });
  }
}

const variantName = z.string().trim().min(1, formKey('AdminProducts.errors.variantName')).max(LIMITS.variantName, tooLong);

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
    unitId: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ message: formKey('AdminProducts.errors.unitId') })
        .int(formKey('AdminProducts.errors.unitId'))
        .positive(formKey('AdminProducts.errors.unitId'))
        .optional(),
    ),
    productCode: z.preprocess(blankAsUndefined, z.string().trim().max(LIMITS.productCode, tooLong).optional()),
  })
  .superRefine((form, ctx) => {
    if ((form.unitId === undefined) === (form.productCode === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['productCode'], message: formKey('AdminProducts.errors.mappingOne') });
    }
  });

export const idRefSchema = z.object({ id });

const categoryFields = {
  name: z.string().trim().min(1, formKey('AdminProducts.errors.name')).max(LIMITS.categoryName, tooLong),
  ...translationFields({ name: LIMITS.categoryName }),
  position,
  visible: productFields.visible,
};

export const newCategorySchema = z.object(categoryFields);

export const categorySchema = z.object({ id, ...categoryFields });

const posUnitId = z.union([
  z.literal(''),
  z.coerce
    .number({ message: formKey('AdminProducts.errors.posUnitId') })
    .int(formKey('AdminProducts.errors.posUnitId'))
    .positive(formKey('AdminProducts.errors.posUnitId')),
]);

/** A paid option's mapping: a suggested unit from the list, or a typed unit id (which wins); neither means not sold. */
export const optionMappingSchema = z.object({
  featureId: id,
  unitId: posUnitId.prefault(''),
  customUnitId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), posUnitId).prefault(''),
  /** Staff accept that customers pay the unit's price where it differs from the option's extra price. */
  acceptPrice: z.preprocess((v) => v === 'on', z.boolean()),
});
