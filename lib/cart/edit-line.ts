/**
 * Changing a line of the visitor's own cart from the cart page: one more, one fewer, remove, or
 * its note for the kitchen. A line of any other cart is "not in your cart".
 */
import { z } from 'zod';
import { MAX_LINE_NOTE } from '@/lib/cart/add-form';
import { removeLine, setLineNote, setLineQuantity } from '@/lib/cart/cart-store';
import { parseForm, type FormState } from '@/lib/forms';
import { MAX_QUANTITY } from '@/lib/pricing';
import { getShopContext } from '@/lib/cart/shop-context';

const LINE_INTENTS = ['increase', 'decrease', 'remove', 'note'] as const;

const editSchema = z.object({
  lineId: z.coerce.number().int().positive(),
  intent: z.enum(LINE_INTENTS),
  note: z.string().trim().max(MAX_LINE_NOTE, `Use at most ${MAX_LINE_NOTE} characters`).default(''),
});

/** Applies one change to a line of the visitor's cart; the cart page re-prices it on render. */
export async function editLineFromForm(formData: FormData): Promise<FormState> {
  const parsed = parseForm(editSchema, formData, { message: 'Please check the highlighted fields.' });
  if (!parsed.success) return parsed.state;
  const { lineId, intent, note } = parsed.data;
  const cart = (await getShopContext()).cart;
  const line = cart?.lines.find((l) => l.id === lineId);
  if (!cart || !line) return { ok: false, message: 'That item is no longer in your cart.' };
  switch (intent) {
    case 'remove':
      await removeLine(cart.id, lineId);
      return { ok: true, message: 'Removed from your cart.' };
    case 'note':
      await setLineNote(cart.id, lineId, note);
      return { ok: true, message: note === '' ? 'Note removed.' : 'Note saved.' };
    case 'increase':
      if (line.quantity >= MAX_QUANTITY) return { ok: false, message: `You can order at most ${MAX_QUANTITY} at once.` };
      await setLineQuantity(cart.id, lineId, line.quantity + 1);
      return { ok: true, message: `Quantity ${line.quantity + 1}.` };
    case 'decrease':
      if (line.quantity <= 1) return { ok: false, message: 'Use Remove to take it out of your cart.' };
      await setLineQuantity(cart.id, lineId, line.quantity - 1);
      return { ok: true, message: `Quantity ${line.quantity - 1}.` };
  }
}
