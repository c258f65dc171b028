'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { CheckoutState } from '@/lib/checkout/form';
import { applyCouponFromForm, placeOrderFromForm } from '@/lib/checkout/place-order';

/**
 * The checkout form's action. "Apply" prices the coupon; "Place order" places the order
 * (lib/checkout/place-order.ts decides everything again on the server) and, once the restaurant
 * has it or it is being confirmed, goes to the order's page. A refusal stays on the form with
 * the cart kept.
 */
export async function placeOrder(_prev: CheckoutState, formData: FormData): Promise<CheckoutState> {
  if (formData.get('intent') === 'apply-coupon') return applyCouponFromForm(formData);
  const result = await placeOrderFromForm(formData);
  if (!result.placed) return result.state;
  // The cart is empty now: the header's count must say so on the order page.
  refresh();
  redirect(`/orders/${result.publicId}`);
}
