'use server';

import { redirect } from 'next/navigation';
import { fieldErrorsOf, signInSchema, type FormState } from '@/lib/auth/forms';
import { ADMIN_HOME_PATH, safeAdminPath } from '@/lib/auth/next-path';
import { readClientAddress } from '@/lib/auth/request-context';
import { createSession } from '@/lib/auth/session';
import { attemptSignIn } from '@/lib/auth/sign-in';

/** The sign-in form's action: checks the credentials (throttled), starts a session, goes on to `next`. */
export async function signIn(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = signInSchema.safeParse({
    email: formData.get('email') ?? '',
    password: formData.get('password') ?? '',
    next: formData.get('next') ?? undefined,
  });
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await attemptSignIn({ email: parsed.data.email, password: parsed.data.password, ip: await readClientAddress() });
  if (!result.ok) return { ok: false, message: result.message };
  await createSession(result.staff.id);
  redirect(safeAdminPath(parsed.data.next) ?? ADMIN_HOME_PATH);
}
