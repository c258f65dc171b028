/**
 * What a party of diners orders: one main each (or a menu), maybe starters, desserts and drinks,
 * drawn from the units on sale in the order's price list. Amounts are kuruş; a menu's sub-items
 * add nothing to the line sum because the menu line's price covers them.
 */
import { menuGroupsOf } from '@/lib/pos-sandbox/menus';
import type { PriceListType } from '@/lib/pos-sandbox/types';
import type { CatalogueIndex, LineFeature, UnitEntry } from './catalogue-index';
import { LINE_NOTES } from './people';
import type { OrderKind } from './order-timeline';
import type { Random } from './random';

export interface DraftLine {
  entry: UnitEntry;
  quantity: number;
  /** Line sum contribution in kuruş: price × quantity, 0 for a menu sub-item. */
  amountMinor: number;
  /** Set on a menu line: the order-local menu number its sub-items point to. */
  menuId: number | null;
  /** Set on a menu sub-item: the menuId of its menu line. */
  parentId: number | null;
  /** Send the product's code instead of the unit id (only for a coded product's default unit). */
  byCode: boolean;
  note: string | null;
  features: LineFeature[];
}

type Course = 'main' | 'starter' | 'dessert' | 'drink';

/** Course of each demo category; products of unknown categories count as mains. */
const COURSE_BY_CATEGORY: Record<number, Course> = { 13: 'starter', 14: 'starter', 15: 'dessert', 16: 'drink' };

export const PRICE_LIST: Record<OrderKind, PriceListType> = { table: 1, delivery: 3, pickup: 5 };

const DINERS: Record<OrderKind, Array<readonly [number, number]>> = {
  delivery: [
    [1, 35],
    [2, 35],
    [3, 18],
    [4, 12],
  ],
  pickup: [
    [1, 50],
    [2, 35],
    [3, 15],
  ],
  table: [
    [1, 10],
    [2, 40],
    [3, 20],
    [4, 20],
    [5, 7],
    [6, 3],
  ],
};
const MENU_CHANCE: Record<OrderKind, number> = { delivery: 0.2, pickup: 0.15, table: 0.05 };
const STARTER_CHANCE: Record<OrderKind, number> = { delivery: 0.35, pickup: 0.3, table: 0.65 };

/** Party trays and the like are ordered rarely. */
const unitWeight = (priceMinor: number) => (priceMinor > 150_000 ? 0.15 : 1);

function featuresFor(random: Random, index: CatalogueIndex, productId: number): LineFeature[] {
  const chosen: LineFeature[] = [];
  for (const group of index.requiredChoices(productId)) {
    const pool = [...group.features];
    for (let i = 0; i < group.count; i++) chosen.push(...pool.splice(random.int(0, pool.length - 1), 1));
  }
  for (const group of index.optionalChoices(productId)) {
    if (random.chance(0.2)) chosen.push(random.pick(group.features));
  }
  return chosen;
}

class LineBuilder {
  readonly lines: DraftLine[] = [];
  private menus = 0;

  constructor(
    private readonly random: Random,
    private readonly index: CatalogueIndex,
    private readonly list: PriceListType,
  ) {}

  private price(entry: UnitEntry): number {
    const price = this.index.priceMinor(entry, this.list);
    if (price === null) throw new Error(`Unit ${entry.unit.productUnitId} is not on sale in list ${this.list}`);
    return price;
  }

  /** Adds a plain line, or raises the quantity of the same unit already ordered. */
  addPlain(entry: UnitEntry, quantity: number): void {
    const same = this.lines.find((l) => l.parentId === null && l.menuId === null && l.entry === entry);
    if (same) {
      same.quantity += quantity;
      same.amountMinor = this.price(entry) * same.quantity;
      return;
    }
    const isDefault = entry.unit.isDefault && entry.product.productCode !== null;
    this.lines.push({
      entry,
      quantity,
      amountMinor: this.price(entry) * quantity,
      menuId: null,
      parentId: null,
      byCode: isDefault && this.random.chance(0.2),
      note: this.random.chance(0.08) ? this.random.pick(LINE_NOTES) : null,
      features: featuresFor(this.random, this.index, entry.product.productId),
    });
  }

  /** Adds a menu line and one sub-item line per chosen sub-product (same choices merged). */
  addMenu(entry: UnitEntry): void {
    const menuId = ++this.menus;
    this.lines.push({
      entry,
      quantity: 1,
      amountMinor: this.price(entry),
      menuId,
      parentId: null,
      byCode: false,
      note: null,
      features: [],
    });
    for (const group of menuGroupsOf(entry.product)) {
      const picks = new Map<UnitEntry, number>();
      const choices = this.index.menuChoices(group, this.list);
      for (let i = 0; i < group.selectableCount; i++) {
        const pick = this.random.pick(choices);
        picks.set(pick, (picks.get(pick) ?? 0) + 1);
      }
      for (const [sub, quantity] of picks) {
        this.lines.push({
          entry: sub,
          quantity,
          amountMinor: 0,
          menuId: null,
          parentId: menuId,
          byCode: false,
          note: null,
          features: featuresFor(this.random, this.index, sub.product.productId),
        });
      }
    }
  }

  pickFrom(pool: UnitEntry[]): UnitEntry {
    return this.random.weighted(pool.map((e) => [e, unitWeight(this.price(e))] as const));
  }
}

/**
 * Chooses the lines of one order of `kind` from the catalogue. Throws when the catalogue has
 * nothing on sale for the order's price list.
 */
export function chooseLines(random: Random, index: CatalogueIndex, kind: OrderKind): DraftLine[] {
  const list = PRICE_LIST[kind];
  const builder = new LineBuilder(random, index, list);
  const plain = index.plainUnits(list);
  const byCourse = (course: Course) => plain.filter((e) => (COURSE_BY_CATEGORY[e.categoryId] ?? 'main') === course);
  const mains = byCourse('main');
  if (mains.length === 0) throw new Error(`Nothing on sale in price list ${list}`);
  const menus = index.menuUnits(list);
  const diners = random.weighted(DINERS[kind]);
  for (let diner = 0; diner < diners; diner++) {
    const wantsMenu = menus.length > 0 && random.chance(MENU_CHANCE[kind]);
    if (wantsMenu) builder.addMenu(random.pick(menus));
    else builder.addPlain(builder.pickFrom(mains), 1);
  }
  const extras: Array<readonly [Course, number, number]> = [
    ['starter', STARTER_CHANCE[kind], kind === 'table' ? 2 : 1],
    ['dessert', 0.25, 1],
  ];
  for (const [course, chance, max] of extras) {
    const pool = byCourse(course);
    if (pool.length === 0 || !random.chance(chance)) continue;
    for (let i = random.int(1, max); i > 0; i--) builder.addPlain(builder.pickFrom(pool), random.int(1, 2));
  }
  const drinks = byCourse('drink');
  if (drinks.length > 0 && random.chance(0.7)) {
    for (let diner = 0; diner < diners; diner++) {
      if (random.chance(0.75)) builder.addPlain(builder.pickFrom(drinks), 1);
    }
  }
  return builder.lines;
}
