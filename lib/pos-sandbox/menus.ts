import type { WireMenuGroup, WireMenuGroupSupplement, WireMenuSubProduct, WireProduct } from './types';

/** A menu group read the same way whatever its spelling on the wire. */
export interface MenuGroup {
  menuGroupId: number | null;
  menuGroupName: string | null;
  selectableCount: number;
  subProducts: WireMenuSubProduct[];
}

/** The selection groups of a product, in either spelling the catalogue allows (docs/decisions/163). */
export function menuGroupsOf(product: WireProduct): MenuGroup[] {
  return product.menus.map(readMenuGroup);
}

function readMenuGroup(group: WireMenuGroup | WireMenuGroupSupplement): MenuGroup {
  if ('SubProducts' in group) {
    return { menuGroupId: null, menuGroupName: null, selectableCount: group.SelectableCount, subProducts: group.SubProducts };
  }
  return {
    menuGroupId: group.menuGroupId ?? null,
    menuGroupName: group.menuGroupName ?? null,
    selectableCount: group.selectableCount,
    subProducts: group.subProducts,
  };
}
