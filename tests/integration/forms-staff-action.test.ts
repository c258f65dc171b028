/**
 * The staff form wrapper against a real session: no session means the sign-in redirect and no
 * work done; a bad form returns its field errors; a good one runs and expires its cache tags.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getDb } from '@/lib/db';
import type { FormState } from '@/lib/forms/form-state';
import { staffAction } from '@/lib/forms/staff-action';
import { revalidateTags } from '@/lib/revalidate';
import { withOwnDatabase } from '@/tests/support/own-database';
import { expectRedirect, form } from '@/tests/support/forms';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';

vi.mock('@/lib/revalidate', () => ({ revalidateTags: vi.fn(async () => {}) }));

installFakeRequest();

const run = vi.fn(async (data: { name: string }): Promise<FormState | string> => `Saved ${data.name}.`);
const rename = staffAction(z.object({ name: z.string().trim().min(1, 'Enter a name') }), run, { revalidate: [CACHE_TAGS.menu] });

withOwnDatabase();
beforeEach(async () => {
  resetFakeRequest();
  run.mockClear();
  vi.mocked(revalidateTags).mockClear();
  await getDb().staffSession.deleteMany();
  await getDb().staffUser.deleteMany();
});

describe('staffAction', () => {
  it('without a staff session redirects to sign-in and runs nothing', async () => {
    fakeRequest.path = '/admin/products';
    expect(await expectRedirect(() => rename({ ok: false }, form({ name: 'Adana' })))).toBe('/admin/sign-in?next=%2Fadmin%2Fproducts');
    expect(run).not.toHaveBeenCalled();
    expect(revalidateTags).not.toHaveBeenCalled();
  });

  it('returns the field errors and typed values of a refused form without running', async () => {
    await signInStaff();
    expect(await rename({ ok: false }, form({ name: '  ' }))).toEqual({
      ok: false,
      message: 'Check the highlighted fields.',
      fieldErrors: { name: ['Enter a name'] },
      values: { name: '  ' },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs with the parsed data and the staff member, then expires the tags', async () => {
    const staffId = await signInStaff();
    expect(await rename({ ok: false }, form({ name: ' Adana ' }))).toEqual({ ok: true, message: 'Saved Adana.' });
    expect(run).toHaveBeenCalledWith({ name: 'Adana' }, expect.objectContaining({ staff: expect.objectContaining({ id: staffId }) }));
    expect(revalidateTags).toHaveBeenCalledWith([CACHE_TAGS.menu]);
  });

  it('returns a refusal from run as it is, and expires nothing', async () => {
    await signInStaff();
    run.mockImplementationOnce(async () => ({ ok: false, message: 'Taken.' }));
    expect(await rename({ ok: false }, form({ name: 'Adana' }))).toEqual({ ok: false, message: 'Taken.' });
    expect(revalidateTags).not.toHaveBeenCalled();
  });

  it('lets a redirect thrown by run through', async () => {
    await signInStaff();
    const { redirect } = await import('next/navigation');
    const goes = staffAction(z.object({}), async () => redirect('/admin/products/7'));
    expect(await expectRedirect(() => goes({ ok: false }, form({})))).toBe('/admin/products/7');
  });
});
