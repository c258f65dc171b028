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
  // Native and Node-only packages stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'node-cron'],
  typescript: { ignoreBuildErrors: true }, // `npm test` typechecks with tsc first; the build need not do it twice.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async rewrites() {
    // The embedded sandbox's control API lives at /_sandbox like the standalone one's.
    return [{ source: '/_sandbox/:path*', destination: '/api/sandbox/_sandbox/:path*' }];
  },
};

export default nextConfig;
