/**
 * The results the settings actions return, built one way: a refusal keeps what was typed (except
 * passwords) so the form can show it again; a change revalidates the shop settings' cache tag
 * (and any others) before saying so, which also re-renders the page the form is on.
 */
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/auth/forms';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache-tags';
import { revalidateTags } from '@/lib/revalidate';
import { formValues, type SettingsFormState } from '@/lib/settings/forms';

/** A refused form: the message, errors per field and the typed values. */
export function refused(
  formData: FormData,
  fieldErrors: Record<string, string[]>,
  message = 'Check the highlighted fields.',
): SettingsFormState {
  return { ok: false, message, fieldErrors, values: formValues(formData) };
}

/** A refused form from a failed zod parse. */
export function invalid(formData: FormData, error: z.ZodError): SettingsFormState {
  return refused(formData, fieldErrorsOf(error));
}

/** A saved change: revalidates CACHE_TAGS.shopSettings plus `extraTags`, then reports `message`. */
export async function changed(message: string, extraTags: CacheTag[] = []): Promise<SettingsFormState> {
  await revalidateTags([CACHE_TAGS.shopSettings, ...extraTags]);
  return { ok: true, message };
}

/** The named fields of a form as text ('' when absent), ready for a schema. */
export function textFields<K extends string>(formData: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? '')])) as Record<K, string>;
}
