/**
 * The "Add to cart" form, defined once: field names the product form renders and the action
 * reads, the schema of its plain fields, and how its option fields become a Selection. No server
 * imports (the form is client code).
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import type { Selection } from '@/lib/cart/selection';
import type { OptionConfig } from '@/lib/storefront/option-config';

export const MAX_LINE_NOTE = 140;

/** Every field name of the form. */
export const ADD_FIELDS = {
  variant: 'variantId',
  quantity: 'quantity',
  note: 'note',
  without: 'without',
  /** A feature group's radios or checkboxes (values: feature ids). */
  group: (groupId: number) => `group-${groupId}`,
  /** A combo group choosing one item (radios; value: unit id). */
  combo: (groupId: number) => `combo-${groupId}`,
  /** A combo group choosing several: how many of one item. */
  comboCount: (groupId: number, unitId: number) => `combo-${groupId}-${unitId}`,
} as const;

/** A line's note for the kitchen, as the add form and the cart's line editor read it. */
export const lineNoteSchema = z
  .string()
  .trim()
  .max(MAX_LINE_NOTE, formKey('ShopErrors.noteTooLong', { max: MAX_LINE_NOTE }))
  .transform(withoutControlCharacters)
  .default('');

/** The form's plain fields, their problems as catalogue keys readForm says in the customer's language (decision 210). */
export const addToCartSchema = z.object({
  variantId: z.coerce
    .number({ message: formKey('ShopErrors.chooseOption') })
    .int()
    .positive(formKey('ShopErrors.chooseOption')),
  quantity: z.coerce
    .number({ message: formKey('ShopErrors.enterQuantity') })
    .int(formKey('ShopErrors.wholeNumber'))
    .min(1, formKey('ShopErrors.atLeastOne'))
    .max(99, formKey('ShopErrors.atMost', { max: 99 })),
  note: lineNoteSchema,
});

/**
 * A note as a person can have typed it: control characters other than tab and line breaks are
 * dropped. PostgreSQL refuses a NUL in text (SQLite stored it), and no kitchen printer wants one.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

function ids(values: FormDataEntryValue[]): number[] {
  return values.flatMap((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? [Number(v)] : []));
}

const GROUP_FIELD = /^group-\d{1,9}$/;

/**
 * The choices a submitted form makes. Every option field is read, also of groups the product does
 * not offer now (a stale page, a hand-made post), so that resolveSelection refuses an option that
 * is no longer sold instead of the line silently going without it. Combo fields are read for the
 * product's combo groups.
 */
export function selectionFromForm(formData: FormData, config: OptionConfig): Selection {
  const groupFields = [...new Set([...formData.keys()].filter((key) => GROUP_FIELD.test(key)))];
  const features = groupFields.flatMap((field) => ids(formData.getAll(field)));
  const excluded = ids(formData.getAll(ADD_FIELDS.without));
  const combo = config.combo.map((group) => {
    if (group.selectableCount === 1)
      return { groupId: group.groupId, unitIds: ids(formData.getAll(ADD_FIELDS.combo(group.groupId))).slice(0, 1) };
    const unitIds = group.items.flatMap((item) => {
      const count = ids(formData.getAll(ADD_FIELDS.comboCount(group.groupId, item.productUnitId)))[0] ?? 0;
      // More than the group allows is refused by resolveSelection; capping here keeps the array small.
      return Array.from({ length: Math.min(count, group.selectableCount + 1) }, () => item.productUnitId);
    });
    return { groupId: group.groupId, unitIds };
  });
  return { features, excluded, combo };
}
