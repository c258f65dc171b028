/**
 * The staff allergen forms' schemas, defined once (docs/decisions/235): one radio group per
 * allergen named `allergen_<code>` (none, contains, traces) and, for a product, the dietary tag
 * checkboxes named `diet`. No server imports: the forms take their field names from here.
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { ALLERGENS, DIETARY_TAGS, type Allergen, type AllergenMark } from '@/lib/catalog/allergens';

/** The radio group of an allergen. */
export const allergenField = (code: Allergen) => `allergen_${code}` as const;

export const DIET_FIELD = 'diet';

/** The values of an allergen's radio group; an unsent group (an older form) means none. */
export const ALLERGEN_CHOICES = ['none', 'contains', 'traces'] as const;

const choice = z.enum(ALLERGEN_CHOICES).default('none');
const missingId = formKey('AdminProducts.errors.missingId');
const id = z.coerce.number({ message: missingId }).int(missingId).positive(missingId);

type LevelShape = Record<ReturnType<typeof allergenField>, typeof choice>;
const levels = Object.fromEntries(ALLERGENS.map((code) => [allergenField(code), choice])) as LevelShape;

function marksOf(data: Record<ReturnType<typeof allergenField>, (typeof ALLERGEN_CHOICES)[number]>): AllergenMark[] {
  return ALLERGENS.flatMap((allergen) => {
    const level = data[allergenField(allergen)];
    return level === 'none' ? [] : [{ allergen, level }];
  });
}

/** A product's allergens and dietary tags. Read with `arrays: [DIET_FIELD]`. */
export const productAllergensSchema = z
  .object({ productId: id, [DIET_FIELD]: z.array(z.enum(DIETARY_TAGS)).default([]), ...levels })
  .transform((data) => ({ productId: data.productId, tags: data.diet, marks: marksOf(data) }));

/** An option's allergens (a POS feature, by its id). */
export const optionAllergensSchema = z
  .object({ featureId: id, ...levels })
  .transform((data) => ({ featureId: data.featureId, marks: marksOf(data) }));
