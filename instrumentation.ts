/**
 * Next calls register() once when a server process starts. Background jobs run only in the
 * Node.js runtime of a real server, never during `next build`, and only once per process.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootServer } = await import('@/lib/server-boot');
  await bootServer();
}
