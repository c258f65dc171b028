import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';

/**
 * The staff forms' schemas, defined once: the server actions parse with them and the forms take
 * their field names and limits from them. Messages are catalogue keys (decision 210).
 */

/** The minimum password length, the same rule as ADMIN_PASSWORD's. */
export const MIN_PASSWORD_LENGTH = 10;
// scrypt hashes any length, but a megabyte "password" is only a way to burn CPU.
const MAX_PASSWORD_LENGTH = 200;

/** E-mail addresses are compared trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const signInSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .pipe(z.email({ message: formKey('AdminAuth.errors.emailInvalid') })),
  password: z.string().min(1, formKey('AdminAuth.errors.passwordMissing')).max(MAX_PASSWORD_LENGTH, formKey('AdminAuth.errors.incorrect')),
  next: z.string().optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, formKey('AdminAuth.errors.currentMissing')).max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, formKey('AdminAuth.errors.tooShort', { min: MIN_PASSWORD_LENGTH }))
      .max(MAX_PASSWORD_LENGTH, formKey('AdminAuth.errors.tooLong', { max: MAX_PASSWORD_LENGTH })),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ['confirmPassword'], message: formKey('AdminAuth.errors.differ') });
