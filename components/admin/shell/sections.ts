import { hasRole, type StaffRole } from '@/lib/auth/roles';

/** A section's key names its label in the AdminShell.sections catalogue. */
export type AdminSectionKey = 'dashboard' | 'orders' | 'catalogue' | 'products' | 'reports' | 'tables' | 'settings' | 'kitchen';

interface AdminSection {
  href: string;
  key: AdminSectionKey;
  /** The least role that may open it (decision 145); the page itself refuses the others too. */
  role: StaffRole;
}

/** The admin area's sections, in nav order. A new staff section adds one line here and one label per catalogue. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin', key: 'dashboard', role: 'staff' },
  { href: '/admin/orders', key: 'orders', role: 'staff' },
  { href: '/admin/catalogue', key: 'catalogue', role: 'staff' },
  { href: '/admin/products', key: 'products', role: 'owner' },
  { href: '/admin/reports', key: 'reports', role: 'owner' },
  { href: '/admin/tables', key: 'tables', role: 'owner' },
  // Staff reach the ordering switches and snoozing here; the owner everything else.
  { href: '/admin/settings', key: 'settings', role: 'staff' },
];

/** The embedded POS sandbox's kitchen, staff only; listed when the site runs on the sandbox. */
const KITCHEN_SIMULATOR: AdminSection = { href: '/sandbox', key: 'kitchen', role: 'staff' };

/** The sections a role may open: the kitchen simulator joins them in sandbox mode. */
export function adminSections(sandboxMode: boolean, role: StaffRole): AdminSection[] {
  return (sandboxMode ? [...ADMIN_SECTIONS, KITCHEN_SIMULATOR] : ADMIN_SECTIONS).filter((section) => hasRole(role, section.role));
}
