import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PosBody, startWireSandbox, type WireSandbox, webOrderId } from '@/tests/support/sandbox-wire';

/**
 * The demo restaurant serves a combo in the supplement's spelling, groups without id or name and
 * sub-items without a unit name (issue 18, docs/decisions/163), so the site's tests meet it.
 */

let sb: WireSandbox;
beforeAll(async () => {
  sb = await startWireSandbox({ keepCatalogue: true });
});
afterAll(() => sb.close());

interface Product {
  productName: string;
  productId: number;
  productUnits: Array<{ productUnitId: number; prices: Array<{ price: number; orderType: number }> }>;
  menus: Array<Record<string, unknown>>;
}

describe('the demo combo', () => {
  it('GET Products lists Döner Menü with SelectableCount / SubProducts groups only, and SaveOrder takes it', async () => {
    const products = (await sb.call<PosBody & { data: Array<{ products: Product[] }> }>('GET', 'Products')).body.data.flatMap(
      (c) => c.products,
    );
    const combo = products.find((p) => p.productName === 'Döner Menü');
    expect(combo?.menus.length).toBe(2);
    for (const group of combo?.menus ?? []) {
      expect(Object.keys(group).sort()).toEqual(['SelectableCount', 'SubProducts']);
      for (const sub of group.SubProducts as Array<Record<string, unknown>>) {
        expect(Object.keys(sub).sort()).toEqual(['productId', 'productName', 'productUnitId']);
      }
    }
    // Other combos keep their ids and names: both shapes occur in one catalogue.
    expect(products.find((p) => p.productName === 'Dürüm Menü')?.menus[0]).toMatchObject({ menuGroupId: 1, menuGroupName: 'Ana yemek' });

    const unit = combo?.productUnits[0];
    const pickupPrice = unit?.prices.find((p) => p.orderType === 5)?.price ?? 0;
    const [main, drink] = (combo?.menus ?? []).map((g) => (g.SubProducts as Array<{ productUnitId: number }>)[0]?.productUnitId);
    const saved = await sb.saveOrder({
      WebOrderId: webOrderId('combo'),
      OrderType: 3,
      CustomerName: 'Deniz',
      CustomerLatitude: '41,0082',
      CustomerLongitude: '28,9784',
      OrderTotal: pickupPrice,
      OrderDetails: [
        { ProductUnitId: unit?.productUnitId, Quantity: 1, IsMenu: true, MenuId: 1, ParentId: null },
        { ProductUnitId: main, Quantity: 1, IsMenu: false, ParentId: '1' },
        { ProductUnitId: drink, Quantity: 1, IsMenu: false, ParentId: '1' },
      ],
    });
    expect(saved).toMatchObject({ status: 100, orderTotal: pickupPrice });
  });
});
