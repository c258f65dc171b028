'use server';

import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { signInSchema } from '@/lib/auth/forms';
import { ADMIN_HOME_PATH, safeAdminPath } from '@/lib/auth/next-path';
import { readClientAddress } from '@/lib/auth/request-context';
import { createSession } from '@/lib/auth/session';
import { attemptSignIn } from '@/lib/auth/sign-in';
import type { FormState } from '@/lib/forms/form-state';
import { readForm } from '@/lib/forms/read-form';
import { localePath } from '@/lib/i18n/routing';

/**
 * The sign-in form's action: checks the credentials (throttled), starts a session, goes on to `next`.
 * `next` is a whole path and keeps its own language prefix; without one, staff land on the
 * dashboard in the language they signed in with (/en/admin for English).
 */
export async function signIn(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = await readForm(signInSchema, formData, { secret: ['password'] });
  if (!parsed.success) return parsed.state;
  const result = await attemptSignIn({ email: parsed.data.email, password: parsed.data.password, ip: await readClientAddress() });
  if (!result.ok) return { ok: false, message: result.message };
  await createSession(result.staff.id);
  redirect(safeAdminPath(parsed.data.next) ?? localePath(await getLocale(), ADMIN_HOME_PATH));
}
