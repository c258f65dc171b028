/**
 * The account pages' form schemas, shared by the forms and their actions (no server imports).
 * Messages are catalogue keys, translated when the form is read (decision 210).
 */
import { z } from 'zod';
import { accountPhone } from '@/lib/accounts/phone';
import { formKey } from '@/lib/forms/message-key';

const phone = z.string().transform((text, ctx) => {
  const normal = accountPhone(text);
  if (normal === null) {
    ctx.addIssue({ code: 'custom', message: formKey('Account.errors.phone') });
    return z.NEVER;
  }
  return normal;
});

/** Step 1: the number to text the code to. */
export const phoneSchema = z.object({ phone });

/** Step 2: the number and the code from the SMS. */
export const codeSchema = z.object({
  phone,
  code: z
    .string()
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, formKey('Account.errors.code'))),
});

/** The customer's name and e-mail. */
export const profileSchema = z.object({
  name: z.string().trim().max(100, formKey('Forms.tooLong')),
  email: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(200)
      .pipe(z.email(formKey('Account.profile.emailInvalid'))),
  ]),
});

const optionalCoordinate = (max: number) =>
  z.union([z.literal('').transform(() => null), z.coerce.number().min(-max).max(max)]).default(null);

/** A saved delivery address, with its pin when the customer set one. */
export const addressSchema = z.object({
  label: z.string().trim().max(40, formKey('Forms.tooLong')),
  address: z.string().trim().min(1, formKey('Account.addresses.required')).max(300, formKey('Forms.tooLong')),
  addressDescription: z.string().trim().max(300, formKey('Forms.tooLong')).default(''),
  neighbourhood: z.string().trim().max(80, formKey('Forms.tooLong')).default(''),
  district: z.string().trim().max(80, formKey('Forms.tooLong')).default(''),
  city: z.string().trim().max(80, formKey('Forms.tooLong')).default(''),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
});

export type AddressInput = z.output<typeof addressSchema>;
