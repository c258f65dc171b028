/** Own categories: created and renamed with slugs that follow the name, deleted only when empty. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createCategory, deleteCategory, updateCategory } from '@/lib/catalog/categories';
import { listCategories } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';
import { resetCatalogue } from '@/tests/support/database';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();

beforeEach(resetCatalogue);

const visible = { position: 0, visible: true };

describe('own categories', () => {
  it('creates a category with a slug from its Turkish name', async () => {
    expect(await createCategory({ name: 'Tatlılar & İçecekler', ...visible })).toMatchObject({ ok: true });
    expect((await listCategories()).map((c) => [c.name, c.slug])).toEqual([['Tatlılar & İçecekler', 'tatlilar-icecekler']]);
  });

  it('refuses a name that reads like an existing category', async () => {
    await createCategory({ name: 'Kebaplar', ...visible });
    expect(await createCategory({ name: 'KEBAPLAR', ...visible })).toEqual({
      ok: false,
      fieldErrors: { name: ['“Kebaplar” already has this name'] },
    });
  });

  it('renames, moves and hides a category; its slug follows the name', async () => {
    const { id = 0 } = await createCategory({ name: 'Kebaps', ...visible });
    expect(await updateCategory(id, { name: 'Izgaralar', position: 4, visible: false })).toMatchObject({ ok: true });
    expect(await listCategories()).toMatchObject([{ name: 'Izgaralar', slug: 'izgaralar', position: 4, visible: false }]);
  });

  it('deletes an empty category but not one with products', async () => {
    const { id: full = 0 } = await createCategory({ name: 'Kebaplar', ...visible });
    const { id: empty = 0 } = await createCategory({ name: 'Boş', ...visible });
    await getDb().product.create({ data: { name: 'Adana', slug: 'adana', categoryId: full } });

    expect(await deleteCategory(full)).toEqual({ ok: false, message: '“Kebaplar” still holds 1 product; move or delete them first.' });
    expect(await deleteCategory(empty)).toMatchObject({ ok: true });
    expect((await listCategories()).map((c) => c.name)).toEqual(['Kebaplar']);
  });
});
