'use server';

import { refresh } from 'next/cache';
import { getLocale, getTranslations } from 'next-intl/server';
import { deleteAccount } from '@/lib/accounts/delete-account';
import { setMarketingConsent, setProgressMessages } from '@/lib/accounts/marketing';
import { addressSchema, profileSchema } from '@/lib/accounts/forms';
import { removeAddress, saveAddress, saveProfile } from '@/lib/accounts/profile';
import { reorder } from '@/lib/accounts/reorder';
import { getCustomer, signOutCustomer } from '@/lib/accounts/session';
import { confirmSignInCode, requestSignInCode, type SignInState } from '@/lib/accounts/sign-in';
import type { FormState } from '@/lib/forms/form-state';
import { readForm } from '@/lib/forms/read-form';
import { redirect } from '@/lib/i18n/navigation';

/**
 * The account page's actions (issue 16). Each one that changes an account reads the signed-in
 * customer itself: an action can be posted without the page.
 */

/** The sign-in form: "Send code" texts a code, "Sign in" checks it; signed in → the account. */
export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const state = formData.get('intent') === 'verify' ? await confirmSignInCode(formData) : await requestSignInCode(formData);
  if (!state.signedIn) return state;
  refresh();
  return redirect({ href: '/account', locale: await getLocale() });
}

async function signedOut(): Promise<FormState> {
  return { ok: false, message: (await getTranslations('Account.errors'))('none') };
}

export async function saveProfileAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const customer = await getCustomer();
  if (!customer) return signedOut();
  const parsed = await readForm(profileSchema, formData);
  if (!parsed.success) return parsed.state;
  await saveProfile(customer.id, parsed.data);
  refresh();
  return { ok: true, message: (await getTranslations('Account.profile'))('saved'), values: parsed.data };
}

/** A new address, or one of the customer's own edited (its id posted as `addressId`). */
export async function saveAddressAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const customer = await getCustomer();
  if (!customer) return signedOut();
  const parsed = await readForm(addressSchema, formData);
  if (!parsed.success) return parsed.state;
  const t = await getTranslations('Account.addresses');
  const id = Number(formData.get('addressId') || NaN);
  if (!(await saveAddress(customer.id, parsed.data, Number.isInteger(id) ? id : null))) return { ok: false, message: t('full') };
  refresh();
  return { ok: true, message: t('saved') };
}

/** The message choices: order progress messages and the marketing consent, recorded as checkout records it. */
export async function saveMarketingConsentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const customer = await getCustomer();
  if (!customer) return signedOut();
  await setProgressMessages(customer, formData.get('progress') === 'yes');
  await setMarketingConsent(customer.phone, formData.get('marketing') === 'yes');
  refresh();
  return { ok: true, message: (await getTranslations('Account.messages'))('saved') };
}

export async function removeAddressAction(formData: FormData): Promise<void> {
  const customer = await getCustomer();
  const id = Number(formData.get('addressId'));
  if (customer && Number.isInteger(id)) await removeAddress(customer.id, id);
  refresh();
}

/** "Order again": the order's lines into the cart at today's prices; what could not be added is named. */
export async function reorderAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const customer = await getCustomer();
  if (!customer) return signedOut();
  const t = await getTranslations('Account.reorder');
  const result = await reorder(String(formData.get('publicId') ?? ''), customer.phone);
  const missing = result.missing.length > 0 ? ` ${t('missing', { names: result.missing.join(', ') })}` : '';
  refresh();
  if (!result.ok) return { ok: false, message: `${result.message}${missing}` };
  return { ok: true, message: `${t('added', { count: result.added })}${missing}` };
}

export async function signOutAction(): Promise<void> {
  await signOutCustomer();
  refresh();
  redirect({ href: '/account', locale: await getLocale() });
}

export async function deleteAccountAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const customer = await getCustomer();
  if (!customer) return signedOut();
  const t = await getTranslations('Account.delete');
  if (formData.get('confirm') !== 'yes')
    return { ok: false, message: t('confirmRequired'), fieldErrors: { confirm: [t('confirmRequired')] } };
  const result = await deleteAccount(customer.id);
  if (!result.deleted) return { ok: false, message: result.reason === 'order-in-flight' ? t('inFlight') : t('done') };
  await signOutCustomer();
  refresh();
  return { ok: true, message: t('done') };
}
