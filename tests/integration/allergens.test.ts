/**
 * Allergens end to end at function level, against the real sandbox over HTTP: the demo seed
 * fills them, staff save them through the server actions, the menu and product page read them,
 * and an order keeps what its lines contained when it was placed, whatever staff change later.
 */
import { describe, expect, it } from 'vitest';
import { productAllergensAction } from '@/app/[locale]/admin/products/[id]/actions';
import { optionAllergensAction } from '@/app/[locale]/admin/products/options/allergens/actions';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { readOptionAllergens, readProductDietFacts, saveOptionAllergens, saveProductDietFacts } from '@/lib/catalog/allergen-store';
import { seedDemoAllergens } from '@/lib/catalog/demo-allergens';
import { readMenu } from '@/lib/catalog/menu';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { getDb } from '@/lib/db';
import { initialFormState } from '@/lib/forms';
import { readCustomerOrder } from '@/lib/orders/view';
import { readProductPage } from '@/lib/storefront/product';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import { expectRedirect, form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { installFakeRequest } from '@/tests/support/request-context';
import { checkoutKey, variantFor } from '@/tests/support/shop';
import { signInStaff } from '@/tests/support/staff';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'each' });

const productOf = async (unitId: number) =>
  (await getDb().productVariant.findUniqueOrThrow({ where: { id: await variantFor(unitId) } })).productId;

describe('allergens of the demo menu', () => {
  it('are seeded believably and read by the menu and the product page, options included', async () => {
    await seedDemoAllergens();
    const menu = await readMenu('delivery', 'tr');
    const dishes = menu.categories.flatMap((c) => c.products);
    expect(dishes.find((p) => p.name === 'Adana Kebap')).toMatchObject({
      allergens: { contains: ['gluten'], traces: ['milk', 'sesame'] },
      dietaryTags: ['spicy'],
    });
    expect(dishes.find((p) => p.name === 'Humus')).toMatchObject({ allergens: { contains: ['sesame'], traces: [] } });
    expect(dishes.find((p) => p.name === 'Humus')?.dietaryTags).toEqual(['vegetarian', 'vegan']);

    const page = await readProductPage('adana-kebap', 'delivery', 'tr');
    expect(page?.allergens).toEqual({ contains: ['gluten'], traces: ['milk', 'sesame'] });
    // The bread choice "Lavaş" says what it adds; "Ekmeksiz" (no bread) adds nothing.
    expect(page?.optionAllergens[821]).toEqual({ contains: ['gluten'], traces: ['sesame'] });
    expect(page?.optionAllergens[823]).toBeUndefined();
  });
});

describe('staff saving allergens', () => {
  it('is refused without a session and saves contains, traces and tags with one', async () => {
    const productId = await productOf(UNITS.kunefe);
    const fields = { productId, allergen_gluten: 'contains', allergen_peanuts: 'traces', allergen_milk: 'none', diet: ['vegetarian'] };
    await expectRedirect(() => productAllergensAction(initialFormState, form(fields)));

    await signInStaff('allergens@sofra.test', 'Elif', 'owner');
    setTestLocale('tr');
    const saved = await productAllergensAction(initialFormState, form(fields));
    expect(saved).toMatchObject({ ok: true, message: 'Alerjenler kaydedildi.' });
    expect(await readProductDietFacts(productId)).toEqual({
      marks: [
        { allergen: 'gluten', level: 'contains' },
        { allergen: 'peanuts', level: 'traces' },
      ],
      tags: ['vegetarian'],
    });

    const refused = await productAllergensAction(initialFormState, form({ ...fields, allergen_gluten: 'lots' }));
    expect(refused.ok).toBe(false);
    expect(refused.fieldErrors?.allergen_gluten?.length).toBe(1);

    expect(await optionAllergensAction(initialFormState, form({ featureId: 822, allergen_sesame: 'contains' }))).toMatchObject({
      ok: true,
    });
    expect((await readOptionAllergens([822])).get(822)).toEqual([{ allergen: 'sesame', level: 'contains' }]);
    expect(await optionAllergensAction(initialFormState, form({ featureId: 999_999, allergen_milk: 'contains' }))).toMatchObject({
      ok: false,
      message: "Bu seçenek POS'ta artık yok.",
    });
  });
});

describe('an order', () => {
  it("keeps its lines' allergens, options and combo items included, as they were when it was placed", async () => {
    await seedDemoAllergens();
    // Staff say the "Tırnak pide" bread is glazed with egg.
    await saveOptionAllergens(822, [{ allergen: 'eggs', level: 'contains' }]);
    const added = [
      await addToCartFromForm(form({ variantId: await variantFor(UNITS.adana), quantity: 1, 'group-1': 801, 'group-3': 822 })),
      await addToCartFromForm(
        form({ variantId: await variantFor(UNITS.durumMenu), quantity: 1, 'combo-1': UNITS.etDurum, 'combo-2': UNITS.ayran }),
      ),
    ];
    expect(added).toMatchObject([{ ok: true }, { ok: true }]);
    // The combo's own product declares gluten only; the items chosen in it bring theirs.
    const menuProduct = await productOf(UNITS.durumMenu);
    await saveProductDietFacts(menuProduct, { marks: [{ allergen: 'gluten', level: 'contains' }], tags: [] });

    const result = await placeOrderFromForm(
      form({
        firstName: 'Ayşe',
        surname: 'Yılmaz',
        phone: '0532 123 45 67',
        address: 'Moda Cad. No: 12',
        district: 'Kadıköy',
        city: 'İstanbul',
        paymentMethodId: 1,
        acceptContract: 'yes',
        idempotencyKey: await checkoutKey(),
      }),
      { client: suite.sandbox.client },
    );
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    const before = (await readCustomerOrder(result.publicId))?.view.lines.map((l) => l.allergens);
    expect(before).toEqual([
      { contains: ['gluten', 'eggs'], traces: ['milk', 'sesame'] },
      // The menu's own gluten, the chosen et dürüm's possible traces, the ayran's milk (which wins over the dürüm's milk traces).
      { contains: ['gluten', 'milk'], traces: ['mustard', 'sesame'] },
    ]);

    // Staff later clear the kebab's and the bread's allergens: the order still says what the customer was told.
    await saveProductDietFacts(await productOf(UNITS.adana), { marks: [], tags: [] });
    await saveOptionAllergens(822, []);
    expect((await readCustomerOrder(result.publicId))?.view.lines.map((l) => l.allergens)).toEqual(before);
  });
});
