/**
 * A customer's choices on one cart line (stored as JSON in CartLine.options) and their check
 * against what the product offers in the current mode. Pure: the add-to-cart action and the
 * cart's re-pricing use the same rules, so a line that was valid stays valid until the catalogue
 * or the mode changes, and then says why it no longer is.
 */
import { z } from 'zod';
import type { ServiceMode } from '@/lib/pos';
import type { ComboComponent, OptionChoice, PaidExtra } from '@/lib/pricing';
import type { ShopErrorsTranslator } from '@/lib/cart/shop-errors';
import type { OptionConfig } from '@/lib/storefront/option-config';

const id = z.number().int().positive();

/** The stored shape: chosen feature ids, excluded ingredient ids, and per combo group the chosen units (a unit twice = 2 of it). */
const selectionSchema = z.object({
  features: z.array(id).max(50).default([]),
  excluded: z.array(id).max(50).default([]),
  combo: z
    .array(z.object({ groupId: id, unitIds: z.array(id).max(20) }))
    .max(20)
    .default([]),
});

export type Selection = z.output<typeof selectionSchema>;

export const EMPTY_SELECTION: Selection = { features: [], excluded: [], combo: [] };

/** Reads a CartLine.options value; null when it is not a selection (never trusted blindly). */
export function parseSelection(json: string): Selection | null {
  try {
    const parsed = selectionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The same selection written in one canonical order, so identical lines are recognised as such. */
export function canonicalSelection(selection: Selection): Selection {
  const byNumber = (a: number, b: number) => a - b;
  return {
    features: [...new Set(selection.features)].sort(byNumber),
    excluded: [...new Set(selection.excluded)].sort(byNumber),
    combo: [...selection.combo]
      .map((group) => ({ groupId: group.groupId, unitIds: [...group.unitIds].sort(byNumber) }))
      .sort((a, b) => a.groupId - b.groupId),
  };
}

/** The chosen options in words and in the pieces lib/pricing needs. */
export interface ResolvedSelection {
  /** Every chosen option by group, paid ones with their price: what the customer reads. */
  choices: Array<{ group: string; options: Array<{ name: string; priceMinor: number }> }>;
  /** The free options, for the kitchen's line note. */
  kitchenChoices: OptionChoice[];
  exclusions: string[];
  /** Paid options as their own POS lines. */
  extras: PaidExtra[];
  /** A combo's sub-items by group (empty for a plain product). */
  components: Array<{ group: string; items: ComboComponent[] }>;
}

/** Field errors by form field: `group-<id>`, `combo-<id>`, `without` or `options`. */
export type SelectionErrors = Record<string, string[]>;

export type SelectionResult = { ok: true; value: ResolvedSelection } | { ok: false; errors: SelectionErrors };

/**
 * Checks a selection against a product's options in a mode: every option offered, single-choice
 * groups at most one, required counts met, ingredients excludable, and every combo group filled
 * with exactly its selectable count of items on sale.
 */
export function resolveSelection(config: OptionConfig, selection: Selection, mode: ServiceMode, t: ShopErrorsTranslator): SelectionResult {
  const errors: SelectionErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const chosen = new Set(selection.features);
  const offered = new Set(config.groups.flatMap((g) => g.options.map((o) => o.featureId)));
  for (const featureId of chosen) {
    if (offered.has(featureId)) continue;
    const withheld = config.withheld.find((w) => w.featureId === featureId);
    fail('options', withheld ? t('notInMode', { name: withheld.name, mode }) : t('optionGone'));
  }

  const value: ResolvedSelection = { choices: [], kitchenChoices: [], exclusions: [], extras: [], components: [] };
  for (const group of config.groups) {
    const picked = group.options.filter((o) => chosen.has(o.featureId));
    const field = `group-${group.id}`;
    if (group.selection === 'single' && picked.length > 1) fail(field, t('chooseOnlyOne'));
    else if (picked.length < group.required)
      fail(field, group.required === 1 ? t('chooseOne') : t('chooseAtLeast', { count: group.required }));
    if (picked.length === 0) continue;
    value.choices.push({ group: group.name, options: picked.map((o) => ({ name: o.name, priceMinor: o.priceMinor })) });
    const free = picked.filter((o) => o.extraUnitId === null).map((o) => o.name);
    if (free.length > 0) value.kitchenChoices.push({ group: group.name, options: free });
    for (const option of picked) {
      if (option.extraUnitId !== null) {
        value.extras.push({ ref: { productUnitId: option.extraUnitId }, name: option.name, unitPriceMinor: option.priceMinor });
      }
    }
  }

  const excludable = new Map(config.exclusions.map((e) => [e.featureId, e.name]));
  for (const featureId of new Set(selection.excluded)) {
    const name = excludable.get(featureId);
    if (name === undefined) fail('without', t('exclusionGone'));
    else value.exclusions.push(name);
  }

  resolveCombo(config, selection, mode, value, fail, t);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

function resolveCombo(
  config: OptionConfig,
  selection: Selection,
  mode: ServiceMode,
  value: ResolvedSelection,
  fail: (field: string, message: string) => void,
  t: ShopErrorsTranslator,
): void {
  const known = new Set(config.combo.map((g) => g.groupId));
  if (selection.combo.some((g) => !known.has(g.groupId))) fail('options', t('comboGone'));
  for (const group of config.combo) {
    const field = `combo-${group.groupId}`;
    const unitIds = selection.combo.find((g) => g.groupId === group.groupId)?.unitIds ?? [];
    if (unitIds.length !== group.selectableCount) {
      fail(field, group.selectableCount === 1 ? t('chooseOne') : t('chooseExactly', { count: group.selectableCount }));
      continue;
    }
    const counts = new Map<number, number>();
    for (const unitId of unitIds) counts.set(unitId, (counts.get(unitId) ?? 0) + 1);
    const items = [];
    for (const [unitId, quantity] of counts) {
      const item = group.items.find((i) => i.productUnitId === unitId);
      if (!item) {
        fail(field, t('comboNotInMode', { group: group.name, mode }));
        continue;
      }
      items.push({ ref: { productUnitId: unitId }, name: item.name, quantity });
    }
    value.components.push({ group: group.name, items });
  }
}
