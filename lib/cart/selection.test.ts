import { getTranslations } from 'next-intl/server';
import { describe, expect, it } from 'vitest';
import { canonicalSelection, EMPTY_SELECTION, parseSelection, resolveSelection, type Selection } from '@/lib/cart/selection';
import { snapshotFixture, UNITS } from '@/tests/support/fixtures/cart-snapshot';
import { buildOptionConfig } from '@/lib/storefront/option-config';

// English, the test default (tests/support/next-intl-server.ts).
const t = await getTranslations('ShopErrors');

type Snapshot = ReturnType<typeof snapshotFixture>;
type Mode = 'delivery' | 'pickup';

/** The option config of a product over the fixture snapshot, after `change` has edited the snapshot. */
function configWith(productId: number, mode: Mode, change: (snapshot: Snapshot) => void = () => {}) {
  const snapshot = snapshotFixture();
  change(snapshot);
  return buildOptionConfig(snapshot, productId, mode, t);
}

const durum = (mode: Mode = 'delivery') => configWith(1000, mode);
const menu = (mode: Mode = 'delivery') => configWith(1080, mode);
const select = (s: Partial<Selection>): Selection => ({ ...EMPTY_SELECTION, ...s });

describe('buildOptionConfig', () => {
  it('offers free options, mapped paid options at their unit’s price, and excludable ingredients', () => {
    const config = durum();
    expect(
      config.groups.map((g) => [g.name, g.selection, g.required, g.options.map((o) => [o.name, o.priceMinor, o.extraUnitId])]),
    ).toEqual([
      [
        'Acılık derecesi',
        'single',
        1,
        [
          ['Acısız', 0, null],
          ['Az acılı', 0, null],
          ['Acılı', 0, null],
        ],
      ],
      ['Ekstralar', 'multiple', 0, [['Ekstra kaşar', 2_500, UNITS.ekstraKasar]]],
    ]);
    expect(config.exclusions.map((e) => e.name)).toEqual(['Domates', 'Soğan']);
    expect(config.blocked).toBeNull();
  });

  it('withholds a paid option staff never mapped, and one whose unit has no price in the mode', () => {
    expect(durum('delivery').withheld).toEqual([{ featureId: 812, name: 'Ekstra et' }]);
    expect(durum('pickup').withheld.map((w) => w.name)).toEqual(['Ekstra kaşar', 'Ekstra et']);
    expect(durum('pickup').groups.map((g) => g.name)).toEqual(['Acılık derecesi']);
  });

  it('blocks a product whose required group has nothing it may offer', () => {
    const config = configWith(1000, 'delivery', (snapshot) =>
      snapshot.features.set(1000, [
        {
          featureId: 850,
          name: 'Sos',
          position: 1,
          groupId: 9,
          groupName: 'Sos seçimi',
          groupPosition: 1,
          necessaryCount: 1,
          selection: 'single',
          additionalPriceMinor: 1_000,
        },
      ]),
    );
    expect(config.blocked).toBe("We can't offer the “Sos seçimi” choices for delivery right now.");
  });

  it('offers a menu’s combo groups with only the items on sale in the mode, and no option groups', () => {
    const config = configWith(1080, 'pickup', (snapshot) => {
      const kola = snapshot.lookup.unitById.get(UNITS.kola)?.unit;
      if (kola) kola.prices = kola.prices.filter((p) => p.priceList !== 5);
    });
    expect(config.combo.map((g) => [g.name, g.selectableCount, g.items.map((i) => i.name)])).toEqual([
      ['Ana yemek', 1, ['Tavuk Döner Dürüm (Adet)', 'Et Döner Dürüm (Adet)']],
      ['İçecek', 1, ['Ayran (Şişe (300 ml))']],
    ]);
    expect(config.groups).toEqual([]);
  });
});

describe('resolveSelection', () => {
  it('requires the mandatory single choice and refuses two answers to it', () => {
    expect(resolveSelection(durum(), select({}), 'delivery', t)).toEqual({ ok: false, errors: { 'group-1': ['Choose one.'] } });
    expect(resolveSelection(durum(), select({ features: [801, 803] }), 'delivery', t)).toEqual({
      ok: false,
      errors: { 'group-1': ['Choose only one.'] },
    });
    expect(resolveSelection(durum(), select({ features: [802] }), 'delivery', t)).toMatchObject({ ok: true });
  });

  it('enforces a multiple-choice group’s minimum count', () => {
    const config = configWith(1000, 'delivery', (snapshot) =>
      snapshot.features.set(
        1000,
        (snapshot.features.get(1000) ?? []).map((l) => (l.groupId === 2 ? { ...l, necessaryCount: 1 } : l)),
      ),
    );
    expect(resolveSelection(config, select({ features: [801] }), 'delivery', t)).toEqual({
      ok: false,
      errors: { 'group-2': ['Choose one.'] },
    });
  });

  it('refuses an ingredient the product does not let you leave out', () => {
    expect(resolveSelection(durum(), select({ features: [801], excluded: [905] }), 'delivery', t)).toMatchObject({
      ok: false,
      errors: { without: expect.any(Array) },
    });
  });

  it('fills each combo group with exactly its selectable count, the same item twice counting as 2', () => {
    const config = configWith(1080, 'delivery', (snapshot) =>
      snapshot.menuGroups.set(
        1080,
        (snapshot.menuGroups.get(1080) ?? []).map((g) => (g.groupId === 1 ? { ...g, selectableCount: 2 } : g)),
      ),
    );
    const twice = resolveSelection(
      config,
      select({
        combo: [
          { groupId: 1, unitIds: [UNITS.etDurum, UNITS.etDurum] },
          { groupId: 2, unitIds: [UNITS.ayran] },
        ],
      }),
      'delivery',
      t,
    );
    expect(twice.ok && twice.value.components[0]).toEqual({
      group: 'Ana yemek',
      items: [{ ref: { productUnitId: UNITS.etDurum }, name: 'Et Döner Dürüm (Adet)', quantity: 2 }],
    });
    const short = resolveSelection(config, select({ combo: [{ groupId: 1, unitIds: [UNITS.etDurum] }] }), 'delivery', t);
    expect(short).toEqual({ ok: false, errors: { 'combo-1': ['Choose 2.'], 'combo-2': ['Choose one.'] } });
  });

  it('refuses a combo item that is not one of the group’s choices', () => {
    const result = resolveSelection(
      menu(),
      select({
        combo: [
          { groupId: 1, unitIds: [UNITS.adana] },
          { groupId: 2, unitIds: [UNITS.ayran] },
        ],
      }),
      'delivery',
      t,
    );
    expect(result).toEqual({ ok: false, errors: { 'combo-1': ['A choice in “Ana yemek” is not available for delivery.'] } });
  });
});

describe('stored selections', () => {
  it('parses what was stored and refuses anything else', () => {
    expect(parseSelection('{"features":[803]}')).toEqual({ features: [803], excluded: [], combo: [] });
    expect(parseSelection('not json')).toBeNull();
    expect(parseSelection('{"features":[-1]}')).toBeNull();
  });

  it('writes identical choices identically whatever order they were made in', () => {
    const a = canonicalSelection(
      select({
        features: [811, 803],
        excluded: [902, 901, 901],
        combo: [
          { groupId: 2, unitIds: [5] },
          { groupId: 1, unitIds: [9, 3] },
        ],
      }),
    );
    const b = canonicalSelection(
      select({
        features: [803, 811],
        excluded: [901, 902],
        combo: [
          { groupId: 1, unitIds: [3, 9] },
          { groupId: 2, unitIds: [5] },
        ],
      }),
    );
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
