/**
 * Changing a line of the visitor's own cart from the cart page: one more, one fewer, remove, or
 * its note for the kitchen. A line of any other cart is "not in your cart".
 */
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { lineNoteSchema } from '@/lib/cart/add-form';
import { removeLine, setLineNote, setLineQuantity } from '@/lib/cart/cart-store';
import { formKey, type FormState } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';
import { MAX_QUANTITY } from '@/lib/pricing';
import { getShopContext } from '@/lib/cart/shop-context';

const LINE_INTENTS = ['increase', 'decrease', 'remove', 'note'] as const;

const editSchema = z.object({
  lineId: z.coerce.number().int().positive(),
  intent: z.enum(LINE_INTENTS),
  note: lineNoteSchema,
});

/** Applies one change to a line of the visitor's cart and says so in the visitor's language; the cart page re-prices it on render. */
export async function editLineFromForm(formData: FormData): Promise<FormState> {
  const t = await getTranslations('ShopErrors');
  const parsed = await readForm(editSchema, formData, { message: formKey('ShopErrors.checkFields') });
  if (!parsed.success) return parsed.state;
  const { lineId, intent, note } = parsed.data;
  const cart = (await getShopContext()).cart;
  const line = cart?.lines.find((l) => l.id === lineId);
  if (!cart || !line) return { ok: false, message: t('notInCart') };
  switch (intent) {
    case 'remove':
      await removeLine(cart.id, lineId);
      return { ok: true, message: t('removed') };
    case 'note':
      await setLineNote(cart.id, lineId, note);
      return { ok: true, message: note === '' ? t('noteRemoved') : t('noteSaved') };
    case 'increase':
      if (line.quantity >= MAX_QUANTITY) return { ok: false, message: t('atMostAtOnce', { max: MAX_QUANTITY }) };
      await setLineQuantity(cart.id, lineId, line.quantity + 1);
      return { ok: true, message: t('quantityNow', { quantity: line.quantity + 1 }) };
    case 'decrease':
      if (line.quantity <= 1) return { ok: false, message: t('useRemove') };
      await setLineQuantity(cart.id, lineId, line.quantity - 1);
      return { ok: true, message: t('quantityNow', { quantity: line.quantity - 1 }) };
  }
}
