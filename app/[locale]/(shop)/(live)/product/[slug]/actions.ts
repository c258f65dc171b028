'use server';

import { refresh } from 'next/cache';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import type { FormState } from '@/lib/forms';

/** "Add to cart": everything submitted is checked again against the mirror (lib/cart/add-to-cart.ts). */
export async function addToCartAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const result = await addToCartFromForm(formData);
  // The header's cart count lives in the layout, which a client navigation keeps: refresh it.
  if (result.ok) refresh();
  return result;
}
