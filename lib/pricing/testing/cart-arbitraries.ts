/**
 * fast-check generators of valid orders over a catalogue, shared by the property tests (random
 * catalogues) and the sandbox integration test (the demo catalogue read over HTTP). A cart takes
 * its prices from the mode's price list and only units on sale in it, as the storefront does.
 */
import fc from 'fast-check';
import { priceListFor, type PriceListId, type ServiceMode } from '@/lib/pos/statuses';
import type { UnitPriceLookup } from '@/lib/pricing/consistency';
import type {
  CartLine,
  ComboComponent,
  ComboLine,
  Customer,
  ItemLine,
  LineDiscount,
  OrderDiscount,
  OrderInput,
  ProductRef,
} from '@/lib/pricing/types';

export interface TestUnit {
  productId: number;
  productUnitId: number;
  productName: string;
  /** The product's code, on its default unit only (the POS maps a code to the default unit). */
  productCode: string | null;
  /** Active price rows, in minor units. */
  prices: Partial<Record<PriceListId, number>>;
  /** Rows present but not on sale (isActive false): a cart must never be priced from them. */
  inactivePrices: Partial<Record<PriceListId, number>>;
}

export interface TestMenu {
  unit: TestUnit;
  groups: Array<{ selectableCount: number; choices: TestUnit[] }>;
}

export interface TestCatalogue {
  /** Units sold on their own (and as paid extras or menu sub-items). */
  units: TestUnit[];
  menus: TestMenu[];
  tableIds: number[];
  paymentMethodIds: number[];
  discountIds: number[];
}

const MODES: ServiceMode[] = ['delivery', 'pickup', 'table'];

/** The unit's active price in a list; throws when the generator picked a unit not on sale there. */
export function priceIn(unit: TestUnit, list: PriceListId): number {
  const price = unit.prices[list];
  if (price === undefined) throw new Error(`unit ${unit.productUnitId} has no active price in list ${list}`);
  return price;
}

/** The lookup `assertSaveOrderConsistent` needs, answered from the catalogue's active rows. */
export function priceLookup(catalogue: TestCatalogue): UnitPriceLookup {
  const all = [...catalogue.units, ...catalogue.menus.map((m) => m.unit)];
  const byId = new Map(all.map((u) => [u.productUnitId, u]));
  const byCode = new Map(all.flatMap((u) => (u.productCode === null ? [] : [[u.productCode, u] as const])));
  return (ref, list) => {
    const unit = 'productUnitId' in ref ? byId.get(ref.productUnitId) : byCode.get(ref.productCode);
    return unit?.prices[list] ?? null;
  };
}

/** Modes a catalogue can take an order in: something on sale in the list, and a table for table mode. */
export function orderableModes(catalogue: TestCatalogue): ServiceMode[] {
  return MODES.filter((mode) => {
    const list = priceListFor(mode);
    const onSale =
      catalogue.units.some((u) => u.prices[list] !== undefined) || catalogue.menus.some((m) => m.unit.prices[list] !== undefined);
    return onSale && (mode !== 'table' || catalogue.tableIds.length > 0);
  });
}

function refOf(unit: TestUnit, byCode: boolean): ProductRef {
  return byCode && unit.productCode !== null ? { productCode: unit.productCode } : { productUnitId: unit.productUnitId };
}

/** Free text as customers type it: plain words, Turkish, newlines, bidi overrides, emoji, long runs. */
export const arbText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Acılı', 'Soğan', 'az pişmiş\nlütfen', 'kapı\tkodu 12', '\u202Eters yazı', 'çok 🌶️🌶️ olsun', ''),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 320 }),
);

/** Percentages as coupons use them, plus any value with 2 decimals (half-kuruş cases included). */
const arbPercent: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 5, 10, 12.5, 15, 20, 33.33, 50, 99.99, 100),
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100),
);

/** Line discounts, including amounts above their line (clamped) and 0. */
export const arbLineDiscount: fc.Arbitrary<LineDiscount> = fc.oneof(
  fc.record({
    kind: fc.constant('amount' as const),
    minor: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 500_000 })),
  }),
  fc.record({ kind: fc.constant('rate' as const), percent: arbPercent }),
);

function arbOrderDiscount(discountIds: number[]): fc.Arbitrary<OrderDiscount> {
  const arbId = discountIds.length > 0 ? fc.option(fc.constantFrom(...discountIds), { nil: undefined }) : fc.constant(undefined);
  return fc
    .tuple(arbLineDiscount, arbId)
    .map(([discount, posDiscountId]) => (posDiscountId === undefined ? discount : { ...discount, posDiscountId }));
}

const arbQuantity = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 99 }));

function arbItem(onSale: TestUnit[], list: PriceListId): fc.Arbitrary<ItemLine> {
  const arbChoice = fc.record({ group: arbText, options: fc.array(arbText, { maxLength: 3 }) });
  return fc
    .record({
      unit: fc.constantFrom(...onSale),
      byCode: fc.boolean(),
      quantity: arbQuantity,
      note: fc.option(arbText, { nil: undefined }),
      choices: fc.option(fc.array(arbChoice, { maxLength: 3 }), { nil: undefined }),
      exclusions: fc.option(
        fc.array(fc.oneof(fc.constantFrom('Soğan', 'Domates', 'Maydanoz'), fc.string({ maxLength: 12 })), { maxLength: 4 }),
        { nil: undefined },
      ),
      extras: fc.option(fc.array(fc.record({ unit: fc.constantFrom(...onSale), byCode: fc.boolean() }), { maxLength: 2 }), {
        nil: undefined,
      }),
      discount: fc.option(arbLineDiscount, { nil: undefined }),
    })
    .map(({ unit, byCode, extras, ...rest }) => ({
      kind: 'item' as const,
      ref: refOf(unit, byCode),
      name: unit.productName,
      unitPriceMinor: priceIn(unit, list),
      ...rest,
      extras: extras?.map((e) => ({ ref: refOf(e.unit, e.byCode), name: e.unit.productName, unitPriceMinor: priceIn(e.unit, list) })),
    }));
}

/** A combo with `selectableCount` picks per group; repeated picks of one unit become one component. */
function arbCombo(onSale: TestMenu[], list: PriceListId): fc.Arbitrary<ComboLine> {
  return fc.constantFrom(...onSale).chain((menu) =>
    fc
      .record({
        picks: fc.tuple(
          ...menu.groups.map((g) =>
            fc.array(fc.constantFrom(...g.choices), { minLength: g.selectableCount, maxLength: g.selectableCount }),
          ),
        ),
        byCode: fc.boolean(),
        quantity: arbQuantity,
        note: fc.option(arbText, { nil: undefined }),
        discount: fc.option(arbLineDiscount, { nil: undefined }),
      })
      .map(({ picks, byCode, ...rest }) => ({
        kind: 'combo' as const,
        ref: refOf(menu.unit, byCode),
        name: menu.unit.productName,
        unitPriceMinor: priceIn(menu.unit, list),
        ...rest,
        components: components(picks.flat(), byCode),
      })),
  );
}

function components(picks: TestUnit[], byCode: boolean): ComboComponent[] {
  const counted = new Map<number, { unit: TestUnit; quantity: number }>();
  for (const unit of picks) {
    const seen = counted.get(unit.productUnitId);
    counted.set(unit.productUnitId, { unit, quantity: (seen?.quantity ?? 0) + 1 });
  }
  return [...counted.values()].map(({ unit, quantity }) => ({ ref: refOf(unit, byCode), name: unit.productName, quantity }));
}

const arbCustomer: fc.Arbitrary<Customer> = fc.record(
  {
    firstName: arbText,
    surname: arbText,
    phone: fc.oneof(fc.constantFrom('0532 123 45 67', '+90 (532) 765-4321'), arbText),
    address: arbText,
    addressDescription: arbText,
    district: arbText,
    city: arbText,
  },
  { requiredKeys: ['firstName', 'surname', 'phone'] },
);

const arbCoordinates = fc.option(
  fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  { nil: undefined },
);

/** A valid order over the catalogue: mode, lines priced from the mode's list, fees, coupon, customer. */
export function arbOrderInput(catalogue: TestCatalogue): fc.Arbitrary<OrderInput> {
  return fc.constantFrom(...orderableModes(catalogue)).chain((mode) => {
    const list = priceListFor(mode);
    const units = catalogue.units.filter((u) => u.prices[list] !== undefined);
    const menus = catalogue.menus.filter((m) => m.unit.prices[list] !== undefined);
    const lineKinds: Array<fc.Arbitrary<CartLine>> = [
      ...(units.length > 0 ? [arbItem(units, list)] : []),
      ...(menus.length > 0 ? [arbCombo(menus, list)] : []),
    ];
    const fee = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 }));
    return fc.record({
      mode: fc.constant(mode),
      lines: fc.array(fc.oneof(...lineKinds), { minLength: 1, maxLength: 8 }),
      fees: fc.record({ deliveryFeeMinor: mode === 'delivery' ? fee : fc.constant(0), serviceChargeMinor: fee }),
      discount: fc.option(arbOrderDiscount(catalogue.discountIds), { nil: undefined }),
      tableId: mode === 'table' ? fc.constantFrom(...catalogue.tableIds) : fc.constant(undefined),
      customer: fc.tuple(arbCustomer, arbCoordinates).map(([customer, at]) => ({ ...customer, ...at })),
      paymentMethodId: fc.constantFrom(...catalogue.paymentMethodIds),
      webOrderId: fc.constant('WEB-PROPERTY'),
      orderNote: fc.option(arbText, { nil: undefined }),
    });
  });
}
