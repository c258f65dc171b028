/**
 * The products server actions as a browser (or an attacker) calls them: without a session every
 * one redirects to sign-in and changes nothing; with one they validate, save and answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addVariantAction, mappingAction, removeImageAction, variantAction } from '@/app/[locale]/admin/products/[id]/actions';
import { createFromPosAction, createProductAction, deleteProductAction, updateProductAction } from '@/app/[locale]/admin/products/actions';
import { categoryAction, createCategoryAction } from '@/app/[locale]/admin/products/categories/actions';
import { POST as uploadImage } from '@/app/[locale]/admin/products/[id]/image/route';
import { createSession } from '@/lib/auth/session';
import { withOwnDatabase } from '@/tests/support/own-database';
import { expectRedirect, form } from '@/tests/support/forms';
import { resetToGrillHouse } from '@/tests/support/own-catalogue';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { setTestLocale } from '@/tests/support/next-intl-server';

installFakeRequest();

let staffId: number;
let productId: number;
let variantId: number;
let categoryId: number;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** POSTs a file to the product's image route as the browser's fetch would. */
function upload(bytes: Uint8Array, headers: Record<string, string> = {}) {
  const body = new FormData();
  body.set('image', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const request = new Request(`http://127.0.0.1/admin/products/${productId}/image`, { method: 'POST', body, headers });
  return uploadImage(request, { params: Promise.resolve({ id: String(productId) }) });
}

async function snapshot() {
  const db = getDb();
  return {
    categories: await db.category.findMany({ orderBy: { id: 'asc' } }),
    products: await db.product.findMany({ orderBy: { id: 'asc' } }),
    variants: await db.productVariant.findMany({ orderBy: { id: 'asc' } }),
    mappings: await db.productMapping.findMany({ orderBy: { id: 'asc' } }),
  };
}

withOwnDatabase();

let uploadsRoot: string;
const previousUploads = process.env.UPLOADS_DIR;

beforeAll(async () => {
  uploadsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-action-uploads-'));
  process.env.UPLOADS_DIR = uploadsRoot;
  resetEnvCache();
  const db = getDb();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany({ where: { email: 'products@sofra.test' } });
  staffId = (await db.staffUser.create({ data: { email: 'products@sofra.test', name: 'Mert', role: 'owner', passwordHash: 'unused' } })).id;
});
beforeEach(async () => {
  resetFakeRequest();
  await resetToGrillHouse();
  const db = getDb();
  const category = await db.category.create({ data: { name: 'Kebaplar', slug: 'kebaplar' } });
  const product = await db.product.create({
    data: { name: 'Adana', slug: 'adana', categoryId: category.id, variants: { create: [{ name: 'Porsiyon' }] } },
    include: { variants: true },
  });
  productId = product.id;
  categoryId = category.id;
  variantId = product.variants[0]?.id ?? 0;
});
afterAll(async () => {
  process.env.UPLOADS_DIR = previousUploads;
  resetEnvCache();
  fs.rmSync(uploadsRoot, { recursive: true, force: true });
});

describe('without a session', () => {
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['createProductAction', () => createProductAction({ ok: false }, form({ name: 'Evil', newCategory: 'X', variantName: 'V' }))],
    [
      'updateProductAction',
      () => updateProductAction({ ok: false }, form({ id: productId, name: 'Renamed', categoryId: 1, visible: 'on' })),
    ],
    ['deleteProductAction', () => deleteProductAction({ ok: false }, form({ id: productId }))],
    ['createFromPosAction', () => createFromPosAction({ ok: false }, form({}))],
    ['addVariantAction', () => addVariantAction({ ok: false }, form({ productId, name: 'Extra' }))],
    ['variantAction (delete)', () => variantAction({ ok: false }, form({ variantId, intent: 'delete' }))],
    ['mappingAction', () => mappingAction({ ok: false }, form({ variantId, unitId: 5040 }))],
    ['removeImageAction', () => removeImageAction({ ok: false }, form({ id: productId }))],
    ['createCategoryAction', () => createCategoryAction({ ok: false }, form({ name: 'Evil' }))],
    ['categoryAction (rename)', () => categoryAction({ ok: false }, form({ id: categoryId, name: 'Renamed' }))],
  ];

  it.each(calls)('%s redirects to sign-in and changes nothing', async (_name, call) => {
    fakeRequest.path = `/admin/products/${productId}`;
    const before = await snapshot();
    expect(await expectRedirect(call)).toBe(`/admin/sign-in?next=${encodeURIComponent(`/admin/products/${productId}`)}`);
    expect(await snapshot()).toEqual(before);
  });

  it('a forged session cookie is refused the same way', async () => {
    fakeRequest.token = 'forged-token';
    await expectRedirect(() => mappingAction({ ok: false }, form({ variantId, unitId: 5040 })));
    expect(await getDb().productMapping.count()).toBe(0);
  });

  it('the image upload route answers 401 and stores nothing', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(401);
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).image).toBeNull();
  });
});

describe('with a session', () => {
  beforeEach(async () => {
    await createSession(staffId);
  });

  it('maps a variant and answers with a message', async () => {
    expect(await mappingAction({ ok: false }, form({ variantId, unitId: 5040 }))).toEqual({
      ok: true,
      message: 'Mapping saved.',
      fieldErrors: undefined,
    });
    expect(await getDb().productMapping.findUnique({ where: { variantId } })).toMatchObject({
      posProductUnitId: 5040,
      posProductCode: null,
    });
  });

  it('refuses a mapping with both a unit and a code, or neither, next to the field', async () => {
    const both = await mappingAction({ ok: false }, form({ variantId, unitId: 5040, productCode: 'ADN-001' }));
    expect(both).toMatchObject({ ok: false, fieldErrors: { productCode: [expect.stringContaining('exactly one')] } });
    expect(await mappingAction({ ok: false }, form({ variantId }))).toMatchObject({ ok: false });
    expect(await getDb().productMapping.count()).toBe(0);
  });

  it('refuses a removed unit with a message saying so', async () => {
    await getDb().posProductUnit.update({ where: { id: 5041 }, data: { removedAt: new Date() } });
    const result = await mappingAction({ ok: false }, form({ variantId, unitId: 5041 }));
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^Not mapped: .*removed from the POS/);
  });

  it('clears a mapping with intent "clear"', async () => {
    await mappingAction({ ok: false }, form({ variantId, productCode: 'ADN-001' }));
    expect(await mappingAction({ ok: false }, form({ variantId, intent: 'clear' }))).toMatchObject({ ok: true });
    expect(await getDb().productMapping.count()).toBe(0);
  });

  it('reports field errors of a bad product form', async () => {
    const result = await updateProductAction({ ok: false }, form({ id: productId, name: ' ', slug: 'Not A Slug' }));
    expect(result.ok).toBe(false);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['categoryId', 'name', 'slug']);
  });

  it('creates a product and opens it', async () => {
    const target = await expectRedirect(() =>
      createProductAction({ ok: false }, form({ name: 'Urfa Kebap', newCategory: 'Kebaplar', variantName: 'Porsiyon', visible: 'on' })),
    );
    const created = await getDb().product.findUniqueOrThrow({ where: { slug: 'urfa-kebap' }, include: { variants: true } });
    // Tests run in English (the stand-in's default), so the redirect keeps the /en prefix.
    expect(target).toBe(`/en/admin/products/${created.id}`);
    expect(created).toMatchObject({
      visible: true,
      categoryId: (await getDb().category.findUniqueOrThrow({ where: { slug: 'kebaplar' } })).id,
    });
    expect(created.variants.map((v) => v.name)).toEqual(['Porsiyon']);
  });

  it('a Turkish staff member creates a product with its English name and description and lands on it without a prefix', async () => {
    setTestLocale('tr');
    try {
      const target = await expectRedirect(() =>
        createProductAction(
          { ok: false },
          form({
            name: 'Urfa Kebap',
            description: 'Acısız kıyma kebabı.',
            name_en: 'Urfa Kebab',
            description_en: 'Mild minced lamb kebab.',
            newCategory: 'Kebaplar',
            variantName: 'Porsiyon',
            visible: 'on',
          }),
        ),
      );
      const created = await getDb().product.findUniqueOrThrow({ where: { slug: 'urfa-kebap' }, include: { translations: true } });
      expect(target).toBe(`/admin/products/${created.id}`);
      expect(created).toMatchObject({ name: 'Urfa Kebap', description: 'Acısız kıyma kebabı.' });
      expect(created.translations).toMatchObject([{ locale: 'en', name: 'Urfa Kebab', description: 'Mild minced lamb kebab.' }]);
      // The refusals are Turkish too.
      expect(await mappingAction({ ok: false }, form({ variantId, unitId: 5040 }))).toMatchObject({
        ok: true,
        message: 'Eşleme kaydedildi.',
      });
      expect(await categoryAction({ ok: false }, form({ id: categoryId, intent: 'delete' }))).toMatchObject({
        ok: false,
        message: '“Kebaplar” kategorisinde hâlâ 2 ürün var; önce onları taşıyın ya da silin.',
      });
    } finally {
      setTestLocale('en');
    }
  });

  it('saves and clears a product’s English texts; an emptied translation is removed', async () => {
    const save = (fields: Record<string, string>) =>
      updateProductAction({ ok: false }, form({ id: productId, name: 'Adana', categoryId, visible: 'on', ...fields }));
    expect(await save({ name_en: 'Adana Kebab', description_en: '' })).toMatchObject({ ok: true, message: 'Saved.' });
    expect(await getDb().productTranslation.findMany({ where: { productId } })).toMatchObject([
      { locale: 'en', name: 'Adana Kebab', description: '' },
    ]);
    expect(await save({ name_en: ' ', description_en: '' })).toMatchObject({ ok: true });
    expect(await getDb().productTranslation.count({ where: { productId } })).toBe(0);
  });

  it('saves the English names of a category and a variant, and refuses an over-long one with a field error', async () => {
    expect(await categoryAction({ ok: false }, form({ id: categoryId, name: 'Kebaplar', name_en: 'Kebabs', visible: 'on' }))).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await variantAction({ ok: false }, form({ variantId, name: 'Porsiyon', name_en: 'Portion', position: 0 }))).toMatchObject({
      ok: true,
    });
    expect(await getDb().categoryTranslation.findMany()).toMatchObject([{ categoryId, locale: 'en', name: 'Kebabs' }]);
    expect(await getDb().variantTranslation.findMany()).toMatchObject([{ variantId, locale: 'en', name: 'Portion' }]);

    const long = await addVariantAction({ ok: false }, form({ productId, name: 'Büyük', name_en: 'x'.repeat(81) }));
    expect(long).toMatchObject({ ok: false, fieldErrors: { name_en: ['Enter at most 80 characters.'] } });
    expect(await getDb().productVariant.count({ where: { productId } })).toBe(1);
  });

  it('reports how many products "create from the POS catalogue" made, then that nothing was left', async () => {
    await mappingAction({ ok: false }, form({ variantId, unitId: 5040 }));
    expect((await createFromPosAction({ ok: false }, form({}))).message).toBe(
      'Created 5 products with 6 variants, mapped to their POS units, and 2 new categories.',
    );
    expect((await createFromPosAction({ ok: false }, form({}))).message).toMatch(/^Nothing to create/);
  });

  it('the image upload route stores a PNG, replaces the old photo, and refuses other types', async () => {
    const first = await upload(PNG, { host: '127.0.0.1', origin: 'http://127.0.0.1' });
    expect(first.status).toBe(200);
    const { imageUrl } = (await first.json()) as { imageUrl: string };
    const firstName = imageUrl.replace('/media/', '');
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).image).toBe(firstName);

    expect((await upload(PNG)).status).toBe(200);
    expect(fs.existsSync(path.join(uploadsRoot, firstName))).toBe(false);

    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    expect(gif.status).toBe(415);
    expect(await gif.json()).toEqual({ ok: false, message: 'This file is not a JPEG, PNG or WebP image.' });
  });

  it('the image upload route refuses a post from another site', async () => {
    const response = await upload(PNG, { host: '127.0.0.1', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await getDb().product.findUniqueOrThrow({ where: { id: productId } })).image).toBeNull();
  });
});
