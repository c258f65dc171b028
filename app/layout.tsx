/**
 * Every page lives under app/[locale], whose layout writes <html lang>. This root only passes
 * through, so that an address outside every language (an unknown /api/… path) still has a
 * layout for app/not-found.tsx (docs/decisions/200).
 */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
