'use server';

import { refresh } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { chooseSavedAddress } from '@/lib/accounts/saved-addresses';
import type { CheckoutState } from '@/lib/checkout/form';
import { applyCouponFromForm, placeOrderFromForm } from '@/lib/checkout/place-order';
import { redirect } from '@/lib/i18n/navigation';

/**
 * The checkout form's action. "Apply" prices the coupon; "Place order" places the order
 * (lib/checkout/place-order.ts decides everything again on the server) and, once the restaurant
 * has it or it is being confirmed, goes to the order's page in the visitor's language. A refusal stays on the form with
 * the cart kept. When the cart changed since the page showed it (or its order was placed in
 * another tab), the page is rendered again around the kept form: its lines are the new ones.
 */
export async function placeOrder(_prev: CheckoutState, formData: FormData): Promise<CheckoutState> {
  if (formData.get('intent') === 'apply-coupon') {
    const state = await applyCouponFromForm(formData);
    if (state.changes) refresh();
    return state;
  }
  const result = await placeOrderFromForm(formData);
  if (!result.placed) {
    if (result.state.changes || result.state.placedOrder) refresh();
    return result.state;
  }
  // The cart is empty now: the header's count must say so on the order page.
  refresh();
  return redirect({ href: `/orders/${result.publicId}`, locale: await getLocale() });
}

/** A saved address picked at checkout: the page is priced again for its zone (the form fills its fields itself). */
export async function chooseSavedAddressAction(addressId: number): Promise<void> {
  if (await chooseSavedAddress(addressId)) refresh();
}
