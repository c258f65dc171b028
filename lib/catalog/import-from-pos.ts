/**
 * "Create own products from the POS catalogue": for a restaurant starting out, one own product
 * per live POS product that no variant maps to yet, in an own category named like the POS
 * category, with one variant per live unit mapped to that unit. Idempotent: a product any
 * variant already maps to (by one of its unit ids or by its code) is left alone, and so is one
 * whose live units all sell paid options.
 */
import { findOrCreateCategory } from '@/lib/catalog/editing';
import { slugify } from '@/lib/catalog/text';
import { saveCategoryTranslations, saveProductTranslations, saveVariantTranslations, type Translations } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import { listLiveProductsWithUnits } from '@/lib/pos-mirror/products';

export interface ImportResult {
  products: number;
  variants: number;
  categories: number;
}

export interface ImportOptions {
  /** An own (Turkish) description for a POS product (e.g. the demo's); empty when absent. */
  describe?: (posProductId: number) => string | undefined;
  /**
   * Own texts in other languages (docs/decisions/225): a product's by its POS id, a category's by
   * its POS name, a variant's by its POS unit name. Absent or empty means the Turkish text shows.
   */
  translate?: {
    product?: (posProductId: number) => Translations | undefined;
    category?: (posCategoryName: string) => Translations | undefined;
    variant?: (posUnitName: string) => Translations | undefined;
  };
}

function uniqueSlug(taken: Set<string>, name: string, fallback: string): string {
  const base = slugify(name) || fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 75)}-${n}`;
  taken.add(slug);
  return slug;
}

/** Creates the missing own products in one transaction and says how many of each it created. */
export async function createOwnProductsFromPos(options: ImportOptions = {}): Promise<ImportResult> {
  return getDb().$transaction(
    async (tx) => {
      const mappings = await tx.productMapping.findMany({ select: { posProductUnitId: true, posProductCode: true } });
      // A unit a paid option is sold as is not a dish of its own (docs/decisions/152).
      const optionUnits = new Set((await tx.optionMapping.findMany({ select: { posProductUnitId: true } })).map((m) => m.posProductUnitId));
      const mappedUnits = new Set(mappings.flatMap((m) => (m.posProductUnitId === null ? [] : [m.posProductUnitId])));
      const mappedCodes = new Set(mappings.flatMap((m) => (m.posProductCode === null ? [] : [m.posProductCode])));
      const posProducts = await listLiveProductsWithUnits(tx);
      const wanted = posProducts.filter(
        (p) =>
          !p.units.some((u) => mappedUnits.has(u.id)) &&
          !(p.code !== null && mappedCodes.has(p.code)) &&
          p.units.some((u) => u.removedAt === null && !optionUnits.has(u.id)),
      );
      const result: ImportResult = { products: 0, variants: 0, categories: 0 };
      if (wanted.length === 0) return result;

      const taken = new Set((await tx.product.findMany({ select: { slug: true } })).map((p) => p.slug));
      const categoryIds = new Map<string, number>();
      for (const posProduct of wanted) {
        let categoryId = categoryIds.get(posProduct.category.name);
        if (categoryId === undefined) {
          const category = await findOrCreateCategory(tx, posProduct.category.name, posProduct.category.position);
          if (category.created) {
            result.categories += 1;
            const names = options.translate?.category?.(posProduct.category.name);
            if (names) await saveCategoryTranslations(tx, category.id, names);
          }
          categoryId = category.id;
          categoryIds.set(posProduct.category.name, categoryId);
        }
        const units = posProduct.units.filter((u) => u.removedAt === null && !optionUnits.has(u.id));
        const product = await tx.product.create({
          data: {
            name: posProduct.name,
            slug: uniqueSlug(taken, posProduct.name, `product-${posProduct.id}`),
            description: options.describe?.(posProduct.id) ?? '',
            categoryId,
            position: posProduct.position,
            variants: {
              create: units.map((unit, index) => ({
                name: unit.name,
                position: index,
                mapping: { create: { posProductUnitId: unit.id } },
              })),
            },
          },
          select: { id: true, variants: { select: { id: true, name: true } } },
        });
        const texts = options.translate?.product?.(posProduct.id);
        if (texts) await saveProductTranslations(tx, product.id, texts);
        for (const variant of product.variants) {
          const names = options.translate?.variant?.(variant.name);
          if (names) await saveVariantTranslations(tx, variant.id, names);
        }
        result.products += 1;
        result.variants += units.length;
      }
      return result;
    },
    { timeout: 120_000 },
  );
}
