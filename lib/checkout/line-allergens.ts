import type { CartRow } from '@/lib/cart/price-cart';
import { EMPTY_SELECTION, parseSelection } from '@/lib/cart/selection';
import { orderedLineAllergens } from '@/lib/catalog/allergen-store';
import type { AllergenMark } from '@/lib/catalog/allergens';
import type { Quote } from '@/lib/checkout/quote';

/**
 * The allergens of each priced line by cart line id, from its product, its cart row's chosen
 * options and a combo's chosen items, as they stand when the order is placed (docs/decisions/236).
 */
export async function lineAllergens(rows: CartRow[], quote: Quote): Promise<Map<number, AllergenMark[]>> {
  const options = new Map(rows.map((row) => [row.id, parseSelection(row.options) ?? EMPTY_SELECTION]));
  const lines = quote.priced.lines;
  const marks = await orderedLineAllergens(
    lines.map((line) => {
      const selection = options.get(line.id) ?? EMPTY_SELECTION;
      return { variantId: line.variantId, featureIds: selection.features, comboUnitIds: selection.combo.flatMap((g) => g.unitIds) };
    }),
  );
  return new Map(lines.map((line, index) => [line.id, marks[index] ?? []]));
}
