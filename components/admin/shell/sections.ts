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
