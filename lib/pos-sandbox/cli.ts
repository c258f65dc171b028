import { startSandboxServer } from './server';

/**
 * Runs the POS sandbox standalone (`npm run sandbox`): port SANDBOX_PORT (default 4010) on
 * SANDBOX_HOST (default 127.0.0.1), state in SANDBOX_DB_FILE (default .data/sandbox.db); stops
 * cleanly on SIGINT/SIGTERM. With SANDBOX_CONTROL_TOKEN the control API asks for it; without it
 * the sandbox refuses any host but loopback.
 */
async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}"`);
  }
  const server = await startSandboxServer({
    port,
    host: process.env.SANDBOX_HOST || '127.0.0.1',
    dbFile: process.env.SANDBOX_DB_FILE ?? '.data/sandbox.db',
    controlToken: process.env.SANDBOX_CONTROL_TOKEN || undefined,
  });
  console.log(`POS sandbox listening on ${server.apiBaseUrl}`);
  console.log(`Control API: ${server.controlUrl} (state in ${server.store.file})`);
  const stop = (signal: string) => {
    console.log(`${signal}: stopping the POS sandbox`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
