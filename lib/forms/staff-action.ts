import 'server-only';
import type { z } from 'zod';
import { getLocale, getTranslations } from 'next-intl/server';
import { hasRole, type StaffRole } from '@/lib/auth/roles';
import { requireStaff, type Staff } from '@/lib/auth/session';
import type { CacheTag } from '@/lib/cache-tags';
import type { FormContext } from '@/lib/forms/form-context';
import type { FormState } from '@/lib/forms/form-state';
import type { ParseFormOptions } from '@/lib/forms/parse-form';
import { readForm } from '@/lib/forms/read-form';
import { revalidateTags } from '@/lib/revalidate';

export interface StaffActionContext extends FormContext {
  staff: Staff;
  formData: FormData;
}

export interface StaffActionOptions extends Omit<ParseFormOptions, 'translate'> {
  /** Cache tags expired after a successful run. */
  revalidate?: CacheTag[];
  /** The least role that may run it: owner unless the action is one staff may do (decision 145). */
  role?: StaffRole;
}

/**
 * Wraps a staff form's work into a server action for useActionState: the staff session first
 * (without one, requireStaff's redirect to sign-in propagates), then the role (`options.role`,
 * owner by default: a refusal reads nothing of the form), then the schema, then `run`.
 * A schema that depends on the request (the staff member's language, which amounts are typed in)
 * or on the moment (the restaurant's time zone, now) is passed as a function of the FormContext
 * and built per submit.
 * The schema's messages are catalogue keys (formKey), translated in the visitor's language (decision 210);
 * what `run` returns is shown as it is, so it says it with getTranslations.
 * `run` returns a FormState (as it is: `refusedForm` builds one that keeps the typed values) or,
 * for a plain success, its message. A success expires `options.revalidate`. A redirect() thrown
 * by `run` is not caught, so it also skips the revalidation: revalidate before redirecting.
 */
export function staffAction<S extends z.ZodType>(
  schema: S | ((context: FormContext) => S),
  run: (data: z.output<S>, context: StaffActionContext) => Promise<FormState | string>,
  options: StaffActionOptions = {},
): (previous: FormState, formData: FormData) => Promise<FormState> {
  return async (_previous, formData) => {
    const staff = await requireStaff();
    if (!hasRole(staff.role, options.role ?? 'owner')) return { ok: false, message: (await getTranslations('Forms'))('ownerOnly') };
    const locale = await getLocale();
    const parsed = await readForm(typeof schema === 'function' ? schema({ locale }) : schema, formData, options);
    if (!parsed.success) return parsed.state;
    const result = await run(parsed.data, { staff, formData, locale });
    const state: FormState = typeof result === 'string' ? { ok: true, message: result } : result;
    if (state.ok && options.revalidate?.length) await revalidateTags(options.revalidate);
    return state;
  };
}
