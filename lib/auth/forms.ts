import { z } from 'zod';

/**
 * The staff forms' schemas, defined once: the server actions parse with them and the forms take
 * their field names and limits from them.
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
    .pipe(z.email({ message: 'Enter your e-mail address' })),
  password: z.string().min(1, 'Enter your password').max(MAX_PASSWORD_LENGTH, 'E-mail or password is incorrect'),
  next: z.string().optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords differ' });
