import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { formKey } from '@/lib/forms';
import { readForm } from '@/lib/forms/read-form';

const schema = z.object({
  name: z.string().trim().min(2, formKey('Forms.tooShort')),
  code: z.string().min(1, 'Enter a code'),
  count: z.coerce.number().int(),
});

function formData(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const refusedInput = formData([
  ['name', 'a'],
  ['code', ''],
  ['count', 'many'],
]);

afterEach(() => setTestLocale('en'));

describe('readForm', () => {
  it('refuses in Turkish for a Turkish visitor: catalogue keys with their values, a check without words, and the message', async () => {
    setTestLocale('tr');
    const result = await readForm(schema, refusedInput);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.state.message).toBe('Lütfen işaretli alanları kontrol edin.');
    expect(result.state.fieldErrors).toEqual({
      name: ['En az 2 karakter girin.'],
      // Text that is not a key stays as the schema wrote it.
      code: ['Enter a code'],
      count: ['Bu alanı kontrol edin.'],
    });
    expect(result.state.values).toEqual({ name: 'a', code: '', count: 'many' });
  });

  it('refuses in English for an English visitor, and a given message key is translated too', async () => {
    const result = await readForm(schema, refusedInput, { message: formKey('Forms.invalid') });
    expect(result.success ? null : result.state).toMatchObject({
      message: 'Check this field.',
      fieldErrors: { name: ['Enter at least 2 characters.'], count: ['Check this field.'] },
    });
  });

  it('translates a key written with its own values, in either language', async () => {
    const limited = z.object({
      prepMinutes: z.string().refine(() => false, formKey('AdminSettings.errors.between', { field: 'prepMinutes', min: 1, max: 240 })),
    });
    setTestLocale('tr');
    const turkish = await readForm(limited, { prepMinutes: '999' });
    expect(turkish.success ? null : turkish.state.fieldErrors).toEqual({ prepMinutes: ['Hazırlama süresi 1 ile 240 arasında olmalı'] });
    setTestLocale('en');
    const english = await readForm(limited, { prepMinutes: '999' });
    expect(english.success ? null : english.state.fieldErrors?.prepMinutes?.[0]).toMatch(/240/);
  });

  it('returns the parsed data of a valid form', async () => {
    const result = await readForm(schema, { name: 'Ayşe', code: 'YAZ10', count: '3' });
    expect(result).toEqual({ success: true, data: { name: 'Ayşe', code: 'YAZ10', count: 3 } });
  });
});
