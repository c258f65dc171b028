/** The admin area's sections, in nav order. A new staff section adds one line here. */
export const ADMIN_SECTIONS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/catalogue', label: 'Catalogue' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/tables', label: 'Tables' },
  { href: '/admin/settings', label: 'Settings' },
] as const;

/** The embedded POS sandbox's kitchen, staff only; listed when the site runs on the sandbox. */
const KITCHEN_SIMULATOR = { href: '/sandbox', label: 'Kitchen simulator' } as const;

/** The sections to list: the kitchen simulator joins them in sandbox mode. */
export function adminSections(sandboxMode: boolean) {
  return sandboxMode ? [...ADMIN_SECTIONS, KITCHEN_SIMULATOR] : ADMIN_SECTIONS;
}
