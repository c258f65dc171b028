/**
 * Option groups (GET Features) and leave-out ingredients (excludedFeatures) of the demo grill house.
 * An ingredient keeps one featureId on every product it appears on; the productId of each
 * excludedFeatures row says which product the row belongs to.
 */
import type { WireFeature, WireFeatureGroup } from '@/lib/pos-sandbox/types';
import type { Ingredient } from './authoring';

const ingredient = (featureId: number, featureName: string, featureCode: string): Ingredient => ({
  featureId,
  featureName,
  featureCode,
});

/** Fresh ingredient records (each call returns new objects so catalogues never share state). */
export function ingredients() {
  return {
    sogan: ingredient(901, 'Soğan', 'EXC-SOGAN'),
    domates: ingredient(902, 'Domates', 'EXC-DOMATES'),
    tursu: ingredient(903, 'Turşu', 'EXC-TURSU'),
    aciSos: ingredient(904, 'Acı sos', 'EXC-ACISOS'),
    maydanoz: ingredient(905, 'Maydanoz', 'EXC-MAYDANOZ'),
    mayonez: ingredient(906, 'Mayonez', 'EXC-MAYONEZ'),
    ketcap: ingredient(907, 'Ketçap', 'EXC-KETCAP'),
    limon: ingredient(908, 'Limon', 'EXC-LIMON'),
    yogurt: ingredient(909, 'Yoğurt', 'EXC-YOGURT'),
    tereyagi: ingredient(910, 'Tereyağı', 'EXC-TEREYAGI'),
  };
}

/** A feature offered on products, each with its own surcharge in TRY (0 = free). */
function feature(
  featureId: number,
  featureName: string,
  groupName: string,
  prices: ReadonlyArray<readonly [productId: number, additionalPrice: number]>,
): WireFeature {
  return {
    featureName,
    featureId,
    relatedProducts: prices.map(([productId, additionalPrice]) => ({
      productId,
      additionalPrice,
      featureHeaderName: groupName,
    })),
  };
}

const free = (productIds: readonly number[]) => productIds.map((id) => [id, 0] as const);

/** Products whose spice level the kitchen must be told: Adana and döner dürüms, lahmacun, kıymalı pide. */
const SPICED_PRODUCT_IDS = [1000, 1001, 1002, 1010, 1013, 1020] as const;
const KEBAB_PRODUCT_IDS = [1020, 1021, 1023, 1024, 1025, 1028, 1030] as const;

/**
 * The demo's feature groups: a mandatory single choice (spice level, all free), an optional
 * multiple choice with surcharges (extras), and an optional free single choice (bread).
 */
export function buildFeatureGroups(): WireFeatureGroup[] {
  const spice = 'Acılık derecesi';
  const extras = 'Ekstralar';
  const bread = 'Ekmek tercihi';
  return [
    {
      featureGroupId: 1,
      featuresGroupName: spice,
      necessaryCount: 1,
      featureHeaderType: 'SingleChoice',
      features: [
        feature(801, 'Acısız', spice, free(SPICED_PRODUCT_IDS)),
        feature(802, 'Az acılı', spice, free(SPICED_PRODUCT_IDS)),
        feature(803, 'Acılı', spice, free(SPICED_PRODUCT_IDS)),
      ],
    },
    {
      featureGroupId: 2,
      featuresGroupName: extras,
      necessaryCount: 0,
      featureHeaderType: 'MultipleChoice',
      features: [
        feature(811, 'Ekstra kaşar', extras, [
          [1000, 25],
          [1001, 25],
          [1013, 25],
          [1015, 25],
          [1016, 25],
        ]),
        feature(812, 'Ekstra et', extras, [
          [1000, 70],
          [1001, 110],
          [1002, 130],
          [1022, 150],
        ]),
        feature(813, 'Közlenmiş domates-biber', extras, [
          [1020, 15],
          [1021, 15],
          [1023, 15],
          [1025, 15],
        ]),
        feature(814, 'Ekstra yoğurt', extras, [
          [1022, 20],
          [1026, 20],
          [1027, 20],
        ]),
        feature(815, 'Tereyağı', extras, [
          [1013, 20],
          [1015, 20],
          [1022, 20],
        ]),
      ],
    },
    {
      featureGroupId: 3,
      featuresGroupName: bread,
      necessaryCount: 0,
      featureHeaderType: 'SingleChoice',
      features: [
        feature(821, 'Lavaş', bread, free(KEBAB_PRODUCT_IDS)),
        feature(822, 'Tırnak pide', bread, free(KEBAB_PRODUCT_IDS)),
        feature(823, 'Ekmeksiz', bread, free(KEBAB_PRODUCT_IDS)),
      ],
    },
  ];
}
