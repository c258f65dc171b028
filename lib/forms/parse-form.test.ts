import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues, parseForm } from '@/lib/forms/parse-form';

const schema = z
  .object({
    email: z.email({ message: 'Enter your e-mail address' }),
    password: z.string().min(10, 'Use at least 10 characters'),
    confirmPassword: z.string(),
    hours: z.array(z.string().regex(/^\d+$/, 'Choose hours')).optional(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'The passwords differ' });

function formData(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('parseForm', () => {
  it('returns the parsed data of a valid form', () => {
    const result = parseForm(
      schema,
      formData([
        ['email', 'ayse@sofra.test'],
        ['password', 'long-enough-secret'],
        ['confirmPassword', 'long-enough-secret'],
      ]),
    );
    expect(result).toEqual({
      success: true,
      data: { email: 'ayse@sofra.test', password: 'long-enough-secret', confirmPassword: 'long-enough-secret' },
    });
  });

  it('refuses with the field errors by name, the default message and the typed values without passwords', () => {
    const result = parseForm(
      schema,
      formData([
        ['email', 'not-an-address'],
        ['password', 'short'],
        ['confirmPassword', 'short'],
        ['$ACTION_ID_abc', ''],
      ]),
    );
    expect(result).toEqual({
      success: false,
      state: {
        ok: false,
        message: 'Check the highlighted fields.',
        fieldErrors: { email: ['Enter your e-mail address'], password: ['Use at least 10 characters'] },
        values: { email: 'not-an-address' },
      },
    });
  });

  it("puts errors without a field under 'form' and uses the given message", () => {
    const result = parseForm(
      schema,
      { email: 'ayse@sofra.test', password: 'long-enough-secret', confirmPassword: 'something-else' },
      { message: 'Not saved.' },
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.state.message).toBe('Not saved.');
    expect(result.state.fieldErrors).toEqual({ form: ['The passwords differ'] });
  });

  it('reads repeated names as arrays only when asked, and an absent array as []', () => {
    const repeated = formData([
      ['hours', '6'],
      ['hours', '11'],
    ]);
    const seen = z.object({ hours: z.unknown() });
    expect(parseForm(seen, repeated, { arrays: ['hours'] })).toEqual({ success: true, data: { hours: ['6', '11'] } });
    expect(parseForm(seen, repeated)).toEqual({ success: true, data: { hours: '6' } });
    expect(parseForm(seen, new FormData(), { arrays: ['hours'] })).toEqual({ success: true, data: { hours: [] } });
  });

  it('keeps the names listed as secret out of the values', () => {
    const result = parseForm(z.object({ pin: z.string().length(4, 'Four digits') }), formData([['pin', '12']]), { secret: ['pin'] });
    expect(result.success ? null : result.state.values).toEqual({});
  });
});

describe('formValues', () => {
  it('keeps the first value of a repeated name and drops files', () => {
    const data = formData([
      ['code', 'YAZ10'],
      ['code', 'KIS20'],
    ]);
    data.append('image', new Blob(['x']), 'x.png');
    expect(formValues(data)).toEqual({ code: 'YAZ10' });
  });
});
