'use server';

import { refresh } from 'next/cache';
import { editLineFromForm } from '@/lib/cart/edit-line';
import type { FormState } from '@/lib/forms';

/** One fewer, one more, remove or a new note for a line of the visitor's own cart. */
export async function editLineAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const result = await editLineFromForm(formData);
  // The cart page and the header's count are re-rendered with the new lines and prices.
  if (result.ok) refresh();
  return result;
}
