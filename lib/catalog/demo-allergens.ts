/**
 * The demo grill house's allergens and dietary tags (docs/decisions/235), by POS product id and,
 * for its options, by POS feature id: what a Turkish ocakbaşı's kitchen would declare. Lavaş,
 * pide and bread carry gluten and, baked beside sesame-topped breads, may carry sesame; yoghurt,
 * butter and kaşar are milk; the kitchen's nuts (pistachio, walnut) may reach its desserts.
 * The sandbox seed writes them onto the own products it creates.
 */
import { saveOptionAllergens, saveProductDietFacts } from '@/lib/catalog/allergen-store';
import type { Allergen, DietaryTag } from '@/lib/catalog/allergens';
import { getDb } from '@/lib/db';

export interface DemoAllergens {
  contains?: Allergen[];
  traces?: Allergen[];
  tags?: DietaryTag[];
}

const wrap: DemoAllergens = { contains: ['gluten'], traces: ['sesame', 'milk'] };
const pide: DemoAllergens = { contains: ['gluten'], traces: ['sesame', 'eggs'] };
const kebab: DemoAllergens = { contains: ['gluten'], traces: ['sesame', 'milk'] };

export const DEMO_PRODUCT_ALLERGENS: Readonly<Record<number, DemoAllergens>> = {
  1000: { contains: ['gluten', 'milk'], traces: ['sesame', 'mustard'] },
  1001: { contains: ['gluten'], traces: ['sesame', 'milk', 'mustard'] },
  1002: { ...wrap, tags: ['spicy'] },
  1003: { contains: ['gluten', 'milk'], traces: ['sesame'] },
  1004: { contains: ['milk'], traces: ['gluten'] },
  1005: { contains: ['milk'], traces: ['gluten'] },
  1006: { contains: ['gluten', 'milk'], traces: ['sesame', 'mustard'] },
  1007: { contains: ['milk'], traces: ['gluten'] },
  1010: { contains: ['gluten'], traces: ['sesame'] },
  1011: { contains: ['gluten'], traces: ['sesame'], tags: ['spicy'] },
  1012: { contains: ['gluten'], traces: ['sesame'] },
  1013: pide,
  1014: { contains: ['gluten', 'milk'], traces: ['sesame', 'eggs'], tags: ['vegetarian'] },
  1015: { contains: ['gluten', 'milk'], traces: ['sesame', 'eggs'] },
  1016: { contains: ['gluten', 'milk', 'eggs'], traces: ['sesame'] },
  1020: { ...kebab, tags: ['spicy'] },
  1021: kebab,
  1022: { contains: ['gluten', 'milk'], traces: ['sesame'] },
  1023: { contains: ['gluten', 'milk'], traces: ['sesame'] },
  1024: { contains: ['milk'], traces: ['gluten', 'mustard'] },
  1025: { contains: ['gluten'], traces: ['milk'] },
  1026: { traces: ['gluten', 'milk'] },
  1027: { contains: ['milk'], traces: ['gluten'] },
  1028: { contains: ['gluten', 'eggs'], traces: ['milk', 'mustard'] },
  1029: { traces: ['gluten', 'mustard'], tags: ['spicy'] },
  1030: { contains: ['gluten', 'eggs', 'milk'], traces: ['mustard', 'sesame'] },
  1040: { contains: ['nuts'], tags: ['vegan', 'vegetarian', 'spicy'] },
  1041: { contains: ['milk'], tags: ['vegetarian'] },
  1042: { contains: ['sesame'], tags: ['vegan', 'vegetarian'] },
  1043: { contains: ['sesame'], traces: ['milk'], tags: ['vegetarian'] },
  1044: { contains: ['milk'], tags: ['vegetarian', 'spicy'] },
  1045: { tags: ['vegan', 'vegetarian'] },
  1046: { contains: ['eggs', 'mustard'], traces: ['gluten'], tags: ['vegetarian'] },
  1050: { contains: ['celery'], traces: ['gluten', 'milk'], tags: ['vegetarian'] },
  1051: { contains: ['gluten'], traces: ['milk', 'celery'], tags: ['vegetarian'] },
  1052: { contains: ['milk', 'sulphites'], traces: ['gluten'] },
  1060: { contains: ['gluten', 'milk', 'nuts'], tags: ['vegetarian'] },
  1061: { contains: ['gluten', 'milk', 'nuts'], traces: ['peanuts', 'sesame'], tags: ['vegetarian'] },
  1062: { contains: ['milk'], traces: ['nuts'], tags: ['vegetarian'] },
  1063: { contains: ['milk'], traces: ['nuts', 'gluten'], tags: ['vegetarian'] },
  1064: { contains: ['gluten', 'milk', 'nuts'], traces: ['eggs', 'sesame'], tags: ['vegetarian'] },
  1070: { contains: ['milk'], tags: ['vegetarian'] },
  1071: { contains: ['milk'], tags: ['vegetarian'] },
  1072: { tags: ['vegan', 'vegetarian'] },
  1073: { tags: ['vegan', 'vegetarian'] },
  1074: { tags: ['vegan', 'vegetarian'] },
  1075: { tags: ['vegan', 'vegetarian'] },
  1076: { tags: ['vegan', 'vegetarian'] },
  1077: { tags: ['vegan', 'vegetarian'] },
  1078: { traces: ['nuts'], tags: ['vegetarian'] },
  1080: { contains: ['gluten'], traces: ['sesame', 'milk'] },
  1081: { contains: ['gluten'], traces: ['sesame'] },
  1082: { contains: ['gluten'], traces: ['milk', 'celery', 'sesame'] },
  1083: { contains: ['gluten', 'milk'], traces: ['sesame'] },
};

/** The demo's options: extras that bring milk, breads that bring gluten. */
export const DEMO_OPTION_ALLERGENS: Readonly<Record<number, DemoAllergens>> = {
  811: { contains: ['milk'] },
  814: { contains: ['milk'] },
  815: { contains: ['milk'] },
  821: { contains: ['gluten'], traces: ['sesame'] },
  822: { contains: ['gluten'], traces: ['sesame'] },
};

const marksOf = (facts: DemoAllergens) => [
  ...(facts.contains ?? []).map((allergen) => ({ allergen, level: 'contains' as const })),
  ...(facts.traces ?? []).map((allergen) => ({ allergen, level: 'traces' as const })),
];

/**
 * Writes the demo's allergens onto the own products mapped to its POS products and onto its
 * options; products and options staff already gave allergens or tags keep theirs.
 */
export async function seedDemoAllergens(): Promise<void> {
  const db = getDb();
  const mappings = await db.productMapping.findMany({
    where: { posProductUnitId: { not: null } },
    select: { posProductUnitId: true, variant: { select: { productId: true } } },
  });
  const units = await db.posProductUnit.findMany({
    where: { id: { in: mappings.flatMap((m) => (m.posProductUnitId === null ? [] : [m.posProductUnitId])) } },
    select: { id: true, productId: true },
  });
  const posProductOf = new Map(units.map((u) => [u.id, u.productId]));
  const done = new Set<number>();
  for (const mapping of mappings) {
    const productId = mapping.variant.productId;
    const facts = DEMO_PRODUCT_ALLERGENS[posProductOf.get(mapping.posProductUnitId ?? 0) ?? 0];
    if (!facts || done.has(productId)) continue;
    done.add(productId);
    const [allergens, tags] = await Promise.all([
      db.productAllergen.count({ where: { productId } }),
      db.productDietaryTag.count({ where: { productId } }),
    ]);
    if (allergens + tags === 0) await saveProductDietFacts(productId, { marks: marksOf(facts), tags: facts.tags ?? [] });
  }
  for (const [featureId, facts] of Object.entries(DEMO_OPTION_ALLERGENS)) {
    if ((await db.optionAllergen.count({ where: { featureId: Number(featureId) } })) === 0)
      await saveOptionAllergens(Number(featureId), marksOf(facts));
  }
}
