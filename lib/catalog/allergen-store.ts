/**
 * Allergens and dietary tags as staff tick them (docs/decisions/235): per own product, and per
 * option (a POS feature, by its id), read for the menu, the product page and the order snapshot.
 */
import { dietaryTagsOf, mergeMarks, type AllergenMark, type DietaryTag } from '@/lib/catalog/allergens';
import { getDb } from '@/lib/db';

export interface ProductDietFacts {
  marks: AllergenMark[];
  tags: DietaryTag[];
}

/** A product's allergens and tags as staff last saved them. */
export async function readProductDietFacts(productId: number): Promise<ProductDietFacts> {
  const db = getDb();
  const [allergens, tags] = await Promise.all([
    db.productAllergen.findMany({ where: { productId } }),
    db.productDietaryTag.findMany({ where: { productId } }),
  ]);
  return { marks: mergeMarks(allergens), tags: dietaryTagsOf(tags) };
}

/** Replaces a product's allergens and tags in one write; false when the product is gone. */
export async function saveProductDietFacts(productId: number, facts: ProductDietFacts): Promise<boolean> {
  const db = getDb();
  return db.$transaction(async (tx) => {
    if (!(await tx.product.findUnique({ where: { id: productId }, select: { id: true } }))) return false;
    await tx.productAllergen.deleteMany({ where: { productId } });
    await tx.productDietaryTag.deleteMany({ where: { productId } });
    await tx.productAllergen.createMany({ data: mergeMarks(facts.marks).map((m) => ({ productId, ...m })) });
    await tx.productDietaryTag.createMany({ data: dietaryTagsOf(facts.tags.map((tag) => ({ tag }))).map((tag) => ({ productId, tag })) });
    return true;
  });
}

/** The allergens of options by feature id (every option with any, or only the ids given). */
export async function readOptionAllergens(featureIds?: number[]): Promise<Map<number, AllergenMark[]>> {
  const rows = await getDb().optionAllergen.findMany({ where: featureIds ? { featureId: { in: featureIds } } : {} });
  const byFeature = new Map<number, Array<{ allergen: string; level: string }>>();
  for (const row of rows) byFeature.set(row.featureId, [...(byFeature.get(row.featureId) ?? []), row]);
  return new Map([...byFeature].map(([featureId, marks]) => [featureId, mergeMarks(marks)]));
}

/** Replaces an option's allergens; false when the POS has no such option (never had, or removed). */
export async function saveOptionAllergens(featureId: number, marks: AllergenMark[]): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    if (!(await tx.posFeature.findFirst({ where: { id: featureId, removedAt: null }, select: { id: true } }))) return false;
    await tx.optionAllergen.deleteMany({ where: { featureId } });
    await tx.optionAllergen.createMany({ data: mergeMarks(marks).map((m) => ({ featureId, ...m })) });
    return true;
  });
}

export interface OptionAllergenRow {
  featureId: number;
  name: string;
  groupName: string;
  /** How many POS products offer it. */
  productCount: number;
  marks: AllergenMark[];
}

/** Every live option of the POS, by group then position, with the allergens staff gave it. */
export async function listOptionAllergens(): Promise<OptionAllergenRow[]> {
  const [features, marks] = await Promise.all([
    getDb().posFeature.findMany({
      where: { removedAt: null, group: { removedAt: null } },
      include: { group: { select: { name: true, position: true } }, _count: { select: { products: { where: { removedAt: null } } } } },
    }),
    readOptionAllergens(),
  ]);
  return features
    .sort((a, b) => a.group.position - b.group.position || a.groupId - b.groupId || a.position - b.position || a.id - b.id)
    .map((f) => ({
      featureId: f.id,
      name: f.name,
      groupName: f.group.name,
      productCount: f._count.products,
      marks: marks.get(f.id) ?? [],
    }));
}

/** What one ordered line is made of: the own variant, the chosen options and a combo's chosen POS units. */
export interface OrderedLineParts {
  variantId: number;
  featureIds: number[];
  comboUnitIds: number[];
}

/**
 * The allergens of ordered lines as they stand now (docs/decisions/236): the product's, every
 * chosen option's, and for a combo those of the own products its chosen units are sold as;
 * "contains" wins where two name the same allergen. One array per line, in the lines' order.
 */
export async function orderedLineAllergens(lines: OrderedLineParts[]): Promise<AllergenMark[][]> {
  if (lines.length === 0) return [];
  const db = getDb();
  const unitIds = [...new Set(lines.flatMap((l) => l.comboUnitIds))];
  const [variants, comboMappings, options] = await Promise.all([
    db.productVariant.findMany({
      where: { id: { in: [...new Set(lines.map((l) => l.variantId))] } },
      select: { id: true, product: { select: { allergens: true } } },
    }),
    unitIds.length
      ? db.productMapping.findMany({
          where: { posProductUnitId: { in: unitIds } },
          select: { posProductUnitId: true, variant: { select: { product: { select: { allergens: true } } } } },
        })
      : Promise.resolve([]),
    readOptionAllergens([...new Set(lines.flatMap((l) => l.featureIds))]),
  ]);
  const byVariant = new Map(variants.map((v) => [v.id, v.product.allergens]));
  const byUnit = new Map(comboMappings.map((m) => [m.posProductUnitId, m.variant.product.allergens]));
  return lines.map((line) =>
    mergeMarks([
      ...(byVariant.get(line.variantId) ?? []),
      ...line.featureIds.flatMap((id) => options.get(id) ?? []),
      ...line.comboUnitIds.flatMap((id) => byUnit.get(id) ?? []),
    ]),
  );
}
