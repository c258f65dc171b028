/**
 * Staff edits of the website's own catalogue: products, categories, variants and their POS
 * mappings. Server-side services called by the admin server actions (which check the session
 * and revalidate the menu); each returns a result the form can show, never throws for bad input.
 * Their messages are in the staff's language (AdminProducts.messages, getTranslations).
 */
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { translationsOf, type ProductInput } from '@/lib/catalog/forms';
import { defaultUnitOf, type MappingTarget } from '@/lib/catalog/mapping';
import { loadMirrorLookup } from '@/lib/catalog/mapping-lookup';
import { slugify } from '@/lib/catalog/text';
import { saveProductTranslations, saveVariantTranslations, type Translations } from '@/lib/catalog/translations';
import { getDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** A form result that may carry the id of what was created. */
export type EditResult = FormState & { id?: number };

/**
 * A slug not yet taken: the wanted one, else wanted-2, wanted-3, … (`ownId` may keep its own).
 * A name without letters or digits falls back to `fallback`.
 */
async function freeSlug(tx: Tx, table: 'product' | 'category', wanted: string, fallback: string, ownId?: number): Promise<string> {
  const base = wanted || fallback;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    const found =
      table === 'product'
        ? await tx.product.findUnique({ where: { slug }, select: { id: true } })
        : await tx.category.findUnique({ where: { slug }, select: { id: true } });
    if (!found || found.id === ownId) return slug;
  }
}

/** The own category for a name: the one with the same slug, or a new one at the end. */
export async function findOrCreateCategory(tx: Tx, name: string, position?: number): Promise<{ id: number; created: boolean }> {
  const slug = slugify(name) || 'category';
  const existing = await tx.category.findUnique({ where: { slug }, select: { id: true } });
  if (existing) return { id: existing.id, created: false };
  const last = await tx.category.aggregate({ _max: { position: true } });
  const created = await tx.category.create({
    data: { name: name.trim(), slug, position: position ?? (last._max.position ?? -1) + 1 },
    select: { id: true },
  });
  return { id: created.id, created: true };
}

async function resolveCategory(tx: Tx, input: ProductInput): Promise<number | FormState> {
  if (input.newCategory !== undefined) return (await findOrCreateCategory(tx, input.newCategory)).id;
  const found = input.categoryId === undefined ? null : await tx.category.findUnique({ where: { id: input.categoryId } });
  if (found) return found.id;
  const t = await getTranslations('AdminProducts.messages');
  return { ok: false, fieldErrors: { categoryId: [t('categoryGone')] } };
}

async function productSlug(tx: Tx, input: ProductInput, ownId?: number): Promise<string | FormState> {
  if (input.slug === undefined) return freeSlug(tx, 'product', slugify(input.name), 'product', ownId);
  const taken = await tx.product.findUnique({ where: { slug: input.slug }, select: { id: true, name: true } });
  if (taken && taken.id !== ownId) {
    const t = await getTranslations('AdminProducts.messages');
    return { ok: false, fieldErrors: { slug: [t('slugTaken', { name: taken.name })] } };
  }
  return input.slug;
}

/** Creates an own product with its first variant (and their names in other languages, where staff wrote them). */
export async function createProduct(
  input: ProductInput & { variantName: string; variantTranslations?: Translations },
): Promise<EditResult> {
  return getDb().$transaction(async (tx) => {
    const categoryId = await resolveCategory(tx, input);
    if (typeof categoryId !== 'number') return categoryId;
    const slug = await productSlug(tx, input);
    if (typeof slug !== 'string') return slug;
    const product = await tx.product.create({
      data: {
        name: input.name,
        slug,
        description: input.description,
        categoryId,
        position: input.position,
        visible: input.visible,
        variants: { create: [{ name: input.variantName, position: 0 }] },
      },
      select: { id: true, variants: { select: { id: true } } },
    });
    await saveProductTranslations(tx, product.id, translationsOf(input));
    const [variant] = product.variants;
    if (variant && input.variantTranslations) await saveVariantTranslations(tx, variant.id, input.variantTranslations);
    return { ok: true, id: product.id, message: (await getTranslations('AdminProducts.messages'))('created', { name: input.name }) };
  });
}

/** Updates an own product's fields and their translations (not its image or variants). */
export async function updateProduct(id: number, input: ProductInput): Promise<EditResult> {
  return getDb().$transaction(async (tx) => {
    const existing = await tx.product.findUnique({ where: { id }, select: { id: true } });
    const t = await getTranslations('AdminProducts.messages');
    if (!existing) return { ok: false, message: t('productGone') };
    const categoryId = await resolveCategory(tx, input);
    if (typeof categoryId !== 'number') return categoryId;
    const slug = await productSlug(tx, input, id);
    if (typeof slug !== 'string') return slug;
    await tx.product.update({
      where: { id },
      data: { name: input.name, slug, description: input.description, categoryId, position: input.position, visible: input.visible },
    });
    await saveProductTranslations(tx, id, translationsOf(input));
    return { ok: true, id, message: t('saved') };
  });
}

/** Deletes an own product (its variants and mappings go with it); returns its image name, if any, for removal. */
export async function deleteProduct(id: number): Promise<{ ok: boolean; image: string | null }> {
  const db = getDb();
  const product = await db.product.findUnique({ where: { id }, select: { image: true } });
  if (!product) return { ok: false, image: null };
  await db.product.delete({ where: { id } });
  return { ok: true, image: product.image };
}

/** Sets or clears a product's image; returns the replaced image name so the caller can delete the file. */
export async function setProductImage(id: number, image: string | null): Promise<{ ok: boolean; previous: string | null }> {
  const db = getDb();
  const product = await db.product.findUnique({ where: { id }, select: { image: true } });
  if (!product) return { ok: false, previous: null };
  await db.product.update({ where: { id }, data: { image } });
  return { ok: true, previous: product.image };
}

/** Adds a variant to a product, with its names in other languages where staff wrote them. */
export async function addVariant(productId: number, name: string, position: number, translations: Translations = {}): Promise<EditResult> {
  return getDb().$transaction(async (tx) => {
    const t = await getTranslations('AdminProducts.messages');
    const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true } });
    if (!product) return { ok: false, message: t('productGone') };
    const variant = await tx.productVariant.create({ data: { productId, name, position }, select: { id: true } });
    await saveVariantTranslations(tx, variant.id, translations);
    return { ok: true, id: variant.id, message: t('variantAdded', { name }) };
  });
}

/** Renames or moves a variant (its names in other languages too). */
export async function updateVariant(
  variantId: number,
  name: string,
  position: number,
  translations: Translations = {},
): Promise<EditResult> {
  return getDb().$transaction(async (tx) => {
    const t = await getTranslations('AdminProducts.messages');
    const { count } = await tx.productVariant.updateMany({ where: { id: variantId }, data: { name, position } });
    if (!count) return { ok: false, message: t('variantGone') };
    await saveVariantTranslations(tx, variantId, translations);
    return { ok: true, id: variantId, message: t('variantSaved') };
  });
}

/** Deletes a variant, but never a product's last one (a product without variants cannot be sold). */
export async function deleteVariant(variantId: number): Promise<EditResult> {
  return getDb().$transaction(async (tx) => {
    const t = await getTranslations('AdminProducts.messages');
    const variant = await tx.productVariant.findUnique({ where: { id: variantId }, select: { productId: true, name: true } });
    if (!variant) return { ok: false, message: t('variantGone') };
    const siblings = await tx.productVariant.count({ where: { productId: variant.productId } });
    if (siblings <= 1) return { ok: false, message: t('lastVariant') };
    await tx.productVariant.delete({ where: { id: variantId } });
    return { ok: true, message: t('variantDeleted', { name: variant.name }) };
  });
}

/** Why a target cannot be mapped to now, or null when it resolves to a live unit. */
async function refuseTarget(target: MappingTarget): Promise<FormState | null> {
  const lookup = await loadMirrorLookup([target]);
  const t = await getTranslations('AdminProducts.messages');
  if (target.posProductUnitId !== null) {
    const found = lookup.unitById.get(target.posProductUnitId);
    if (!found) {
      return { ok: false, fieldErrors: { unitId: [t('unitMissing', { unit: target.posProductUnitId })] } };
    }
    if (found.product.removedAt !== null || found.unit.removedAt !== null) {
      return {
        ok: false,
        fieldErrors: {
          unitId: [t('unitRemoved', { product: found.product.name, unit: found.unit.name })],
        },
      };
    }
    return null;
  }
  const code = target.posProductCode ?? '';
  const products = lookup.productsByCode.get(code) ?? [];
  const live = products.find((p) => p.removedAt === null);
  if (!live) {
    const message = products.length ? t('codeRemoved', { code }) : t('codeUnknown', { code });
    return { ok: false, fieldErrors: { productCode: [message] } };
  }
  if (!defaultUnitOf(live)) return { ok: false, fieldErrors: { productCode: [t('noUnits', { name: live.name })] } };
  return null;
}

/** Maps a variant to a live POS unit or a product code, validated against the mirror. */
export async function setVariantMapping(variantId: number, target: MappingTarget): Promise<EditResult> {
  const db = getDb();
  const t = await getTranslations('AdminProducts.messages');
  const variant = await db.productVariant.findUnique({ where: { id: variantId }, select: { id: true } });
  if (!variant) return { ok: false, message: t('variantGone') };
  const refused = await refuseTarget(target);
  if (refused) {
    const reason = Object.values(refused.fieldErrors ?? {})[0]?.[0];
    return { ...refused, message: reason ? t('notMapped', { reason }) : t('mappingNotSaved') };
  }
  const data = { posProductUnitId: target.posProductUnitId, posProductCode: target.posProductCode };
  await db.productMapping.upsert({ where: { variantId }, create: { variantId, ...data }, update: data });
  return { ok: true, id: variantId, message: t('mappingSaved') };
}

/** Removes a variant's mapping. */
export async function clearVariantMapping(variantId: number): Promise<EditResult> {
  await getDb().productMapping.deleteMany({ where: { variantId } });
  return { ok: true, id: variantId, message: (await getTranslations('AdminProducts.messages'))('mappingRemoved') };
}
