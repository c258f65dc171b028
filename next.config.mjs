import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

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

/**
 * Cache-Control for shared caches and CDNs (docs/decisions/193). The cached home menu (the rewrites
 * below pick it by the same cookies) may be kept by a proxy for 10 s and served stale for 20 s more
 * while it revalidates: Next's own default for it, s-maxage=31536000, would let a proxy serve a
 * year-old menu after a price change. The checkout prices every order again on the server, so a
 * menu a few seconds old never charges a wrong price. The production server adds `Vary: Cookie` to
 * every answer at / (server/response-headers.ts). Staff pages are never stored; the per-visitor
 * pages are dynamic, and Next already sends them `private, no-cache, no-store`.
 */
const MENU_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
const menuCacheControl = [{ key: 'Cache-Control', value: MENU_CACHE_CONTROL }];
const cacheHeaders = [
  // A language's home: / (Turkish) and /en (docs/decisions/200).
  { source: '/:locale([a-z]{2})?', has: [{ type: 'cookie', key: 'sofra_mode', value: 'delivery' }], headers: menuCacheControl },
  { source: '/:locale([a-z]{2})?', has: [{ type: 'cookie', key: 'sofra_mode', value: 'pickup' }], headers: menuCacheControl },
  {
    source: '/:locale([a-z]{2})?',
    missing: [
      { type: 'cookie', key: 'sofra_mode' },
      { type: 'cookie', key: 'sofra_cart' },
    ],
    headers: menuCacheControl,
  },
  { source: '/admin/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
  { source: '/admin', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
  { source: '/:locale([a-z]{2})/admin/:path*', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
  { source: '/:locale([a-z]{2})/admin', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
];

const nextConfig = {
  reactStrictMode: true,
  // Next's file-system cache, plus cache-tag expiry across instances on PostgreSQL (docs/decisions/181).
  cacheHandler: fileURLToPath(new URL('./server/cache-handler.cjs', import.meta.url)),
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
    return [{ source: '/:path*', headers: securityHeaders }, ...cacheHeaders];
  },
  async redirects() {
    // The cached menus are served at / and /en only (the proxy rewrites the home page to them):
    // opened directly, they send the visitor home, where the menu of their own mode is. Only the
    // two known modes: any other /menu/… answers 404, never a menu.
    return [
      { source: '/menu/:mode(delivery|pickup)', destination: '/', permanent: false },
      { source: '/:locale([a-z]{2})/menu/:mode(delivery|pickup)', destination: '/:locale', permanent: false },
    ];
  },
  async rewrites() {
    // The embedded sandbox's control API lives at /_sandbox like the standalone one's.
    return { afterFiles: [{ source: '/_sandbox/:path*', destination: '/api/sandbox/_sandbox/:path*' }] };
  },
};

// next-intl's plugin points next-intl/server at the per-request configuration (docs/decisions/200).
export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
