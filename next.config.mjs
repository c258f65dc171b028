/**
 * The Content-Security-Policy of every response (decision 110). Scripts: our own files plus the
 * inline scripts Next writes into each page (its hydration data), hence 'unsafe-inline' instead
 * of per-request nonces, which would make every page dynamic and defeat the cached menu.
 * Development adds 'unsafe-eval' because React's dev build rebuilds call stacks with eval.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig = {
  reactStrictMode: true,
  // A separate output folder lets a second build run beside the main one (e.g. a benchmark).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag: Next hashes the whole page in JavaScript on every request to make one, the largest
  // single cost of serving the cached menu (docs/decisions/123).
  generateEtags: false,
  // Native and Node-only packages stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg', 'node-cron'],
  typescript: {
    ignoreBuildErrors: true, // `npm test` typechecks with tsc first; the build need not do it twice.
    // tsconfig.json maps 'server-only' to its empty module for everything that runs outside Next
    // (tsx, tsc, Playwright); Next reads this one, without that mapping, so it applies its own
    // aliases and still refuses a client bundle that reaches 'server-only' (docs/decisions/128).
    tsconfigPath: 'tsconfig.next.json',
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    // The cached menus are served at / only (see the rewrites): opened directly, they send the
    // visitor home, where the menu of their own mode is. Only the two known modes: any other
    // /menu/… answers 404 (the page's notFound(), or no route at all), never a menu.
    return [{ source: '/menu/:mode(delivery|pickup)', destination: '/', permanent: false }];
  },
  async rewrites() {
    return {
      // The home page of a delivery or pickup visitor is that mode's cached menu, rendered once and
      // kept until a sync, a staff edit or the end of a snooze expires it; a table, or a cart whose
      // mode no cookie tells, falls through to the per-visitor page (docs/decisions/123). Plain
      // rewrites rather than the proxy: they cost the router a cookie lookup, not a middleware run.
      // The cookie names are MODE_COOKIE and CART_COOKIE of lib/storefront/mode.ts.
      beforeFiles: [
        { source: '/', has: [{ type: 'cookie', key: 'sofra_mode', value: 'delivery' }], destination: '/menu/delivery' },
        { source: '/', has: [{ type: 'cookie', key: 'sofra_mode', value: 'pickup' }], destination: '/menu/pickup' },
        {
          source: '/',
          missing: [
            { type: 'cookie', key: 'sofra_mode' },
            { type: 'cookie', key: 'sofra_cart' },
          ],
          destination: '/menu/delivery',
        },
      ],
      // The embedded sandbox's control API lives at /_sandbox like the standalone one's.
      afterFiles: [{ source: '/_sandbox/:path*', destination: '/api/sandbox/_sandbox/:path*' }],
    };
  },
};

export default nextConfig;
