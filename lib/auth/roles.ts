/**
 * Staff roles (issue 13, item 18; decision 145). An owner does everything. Staff run the shift:
 * orders, the catalogue sync, snoozing products, pausing and busy mode; not the shop's settings,
 * staff accounts, coupons, products, reports or tables. Staff actions name the least role they
 * need (staffAction's `role`, owner unless said otherwise) and pages check it as they check the session.
 */

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

const RANK: Record<StaffRole, number> = { staff: 0, owner: 1 };

/** A stored role as a StaffRole; anything unknown counts as the least one. */
export function toStaffRole(value: string): StaffRole {
  return value === 'owner' ? 'owner' : 'staff';
}

/** Whether someone with `role` may do what needs `needed`. */
export function hasRole(role: StaffRole, needed: StaffRole): boolean {
  return RANK[role] >= RANK[needed];
}
