/**
 * Combos (POS menus) in every shape the sources allow: the spec leaves `menus[]` empty and the
 * supplement names only SubProducts and SelectableCount, so a real catalogue may send menu groups
 * without ids or names and sub-items without a unit name (issue 18). The sandbox's demo catalogue
 * is read over HTTP and its Dürüm menu stripped to that shape on the way in; the sync, the product
 * page and "Add to cart" must all take it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { syncCatalog } from '@/lib/catalog/sync';
import { getDb } from '@/lib/db';
import type { PosClient } from '@/lib/pos';
import { readProductPage } from '@/lib/storefront/product';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { installFakeRequest } from '@/tests/support/request-context';
import { resetSite, variantFor } from '@/tests/support/shop';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();

const suite = sandboxSuite();

/** The sandbox's client, with every menu group of the catalogue stripped of its id and name and every sub-item of its unit name. */
function barebonesMenus(inner: PosClient): PosClient {
  return {
    ...inner,
    getCatalog: async (known) => {
      const read = await inner.getCatalog(known);
      if (read.unchanged) return read;
      for (const product of read.catalogue.categories.flatMap((c) => c.products)) {
        product.menus = product.menus.map((group) => ({
          ...group,
          menuGroupId: null,
          menuGroupName: null,
          subProducts: group.subProducts.map((sub) => ({ ...sub, unitName: null })),
        }));
      }
      return read;
    },
  };
}

beforeAll(async () => {
  await resetSite();
  const result = await syncCatalog({ trigger: 'manual', client: barebonesMenus(suite.sandbox.client) });
  expect(result.outcome).toBe('succeeded');
  await createOwnProductsFromPos();
});

describe('a menu without group ids, group names or unit names', () => {
  it('is synced with positive group ids, shown with numbered groups and plain item names, and goes into the cart', async () => {
    const menu = await getDb().posProductUnit.findUniqueOrThrow({ where: { id: UNITS.durumMenu } });
    const groups = await getDb().posMenuGroup.findMany({ where: { productId: menu.productId } });
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.groupId > 0)).toBe(true);

    const page = await readProductPage('durum-menu', 'delivery');
    const config = page?.configs[page.variants[0]?.configKey ?? ''];
    expect(config?.combo.map((g) => g.name)).toEqual(['Choice 1', 'Choice 2']);
    const names = config?.combo.flatMap((g) => g.items.map((i) => i.name)) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => n.includes('('))).toEqual([]);

    const [main, drink] = config?.combo ?? [];
    const result = await addToCartFromForm(
      form({
        variantId: await variantFor(UNITS.durumMenu),
        quantity: 1,
        [`combo-${main?.groupId}`]: main?.items[0]?.productUnitId ?? 0,
        [`combo-${drink?.groupId}`]: drink?.items[0]?.productUnitId ?? 0,
      }),
    );
    expect(result).toMatchObject({ ok: true });
    expect((await getShopContext()).cart?.lines).toHaveLength(1);
  });
});
