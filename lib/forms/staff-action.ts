import 'server-only';
import type { z } from 'zod';
import { requireStaff, type Staff } from '@/lib/auth/session';
import type { CacheTag } from '@/lib/cache-tags';
import type { FormState } from '@/lib/forms/form-state';
import { formValues, parseForm, type ParseFormOptions } from '@/lib/forms/parse-form';
import { revalidateTags } from '@/lib/revalidate';

export interface StaffActionContext {
  staff: Staff;
  formData: FormData;
}

export interface StaffActionOptions extends ParseFormOptions {
  /** Cache tags expired after a successful run. */
  revalidate?: CacheTag[];
}

/**
 * Wraps a staff form's work into a server action for useActionState: the staff session first
 * (without one, requireStaff's redirect to sign-in propagates), then the schema, then `run`.
 * `run` returns a FormState or, for a plain success, its message. A refusal from `run` keeps the
 * typed values unless it sets its own; a success expires `options.revalidate`. A redirect()
 * thrown by `run` is not caught.
 */
export function staffAction<S extends z.ZodType>(
  schema: S,
  run: (data: z.output<S>, context: StaffActionContext) => Promise<FormState | string>,
  options: StaffActionOptions = {},
): (previous: FormState, formData: FormData) => Promise<FormState> {
  return async (_previous, formData) => {
    const staff = await requireStaff();
    const parsed = parseForm(schema, formData, options);
    if (!parsed.success) return parsed.state;
    const result = await run(parsed.data, { staff, formData });
    const state: FormState = typeof result === 'string' ? { ok: true, message: result } : result;
    if (!state.ok) return { ...state, values: state.values ?? formValues(formData, options.secret) };
    if (options.revalidate?.length) await revalidateTags(options.revalidate);
    return state;
  };
}
