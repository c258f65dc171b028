import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';
import { staffAction, type StaffActionContext, type StaffActionOptions } from '@/lib/forms/staff-action';
import type { FormWords } from '@/lib/settings/form-words';

/** The staff member's words for this request: their language's catalogue and the language itself. */
export async function formWords(): Promise<FormWords> {
  return { t: await getTranslations(), locale: await getLocale() };
}

/**
 * staffAction in the staff member's language (docs/decisions/220): the schema is built with their
 * words per submit (so its refusals are in Turkish or English and amounts are read as their
 * language writes them), a refused form says "check the highlighted fields" in that language, and
 * `run` gets the words for its own answers. Everything else is staffAction's: session, role,
 * parsing, revalidation.
 */
export function settingsAction<S extends z.ZodType>(
  schema: (words: FormWords) => S,
  run: (data: z.output<S>, context: StaffActionContext & { words: FormWords }) => Promise<FormState | string>,
  options: StaffActionOptions = {},
): (previous: FormState, formData: FormData) => Promise<FormState> {
  return async (previous, formData) => {
    const words = await formWords();
    const action = staffAction(
      () => schema(words),
      (data, context) => run(data, { ...context, words }),
      { message: words.t('AdminSettings.errors.checkFields'), ...options },
    );
    return action(previous, formData);
  };
}
