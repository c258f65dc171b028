import { hasRole, type StaffRole } from '@/lib/auth/roles';

interface AdminSection {
  href: string;
  label: string;
  /** The least role that may open it (decision 145); the page itself refuses the others too. */
  role: StaffRole;
}

/** The admin area's sections, in nav order. A new staff section adds one line here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin', label: 'Dashboard', role: 'staff' },
  { href: '/admin/orders', label: 'Orders', role: 'staff' },
  { href: '/admin/catalogue', label: 'Catalogue', role: 'staff' },
  { href: '/admin/products', label: 'Products', role: 'owner' },
  { href: '/admin/reports', label: 'Reports', role: 'owner' },
  { href: '/admin/tables', label: 'Tables', role: 'owner' },
  // Staff reach the ordering switches and snoozing here; the owner everything else.
  { href: '/admin/settings', label: 'Settings', role: 'staff' },
];

/** The embedded POS sandbox's kitchen, staff only; listed when the site runs on the sandbox. */
const KITCHEN_SIMULATOR: AdminSection = { href: '/sandbox', label: 'Kitchen simulator', role: 'staff' };

/** The sections a role may open: the kitchen simulator joins them in sandbox mode. */
export function adminSections(sandboxMode: boolean, role: StaffRole): AdminSection[] {
  return (sandboxMode ? [...ADMIN_SECTIONS, KITCHEN_SIMULATOR] : ADMIN_SECTIONS).filter((section) => hasRole(role, section.role));
}
