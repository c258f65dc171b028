/**
 * The seam between the front cache, which lives in the production server (server/front-cache/,
 * started by server/index.ts), and the application code: lib/ never imports server/, and the code
 * Next compiled holds its own copies of lib modules, so both sides meet on one global symbol. The
 * server registers its cache here; expiring a cache tag (lib/revalidate.ts) purges whatever is
 * registered. Without a front cache (`npm run dev`, tests) purging does nothing.
 */
const KEY = Symbol.for('sofra.frontCache');

interface Purgeable {
  purge(): void;
}

const holder = globalThis as unknown as { [KEY]?: Purgeable };

/** Registers the process's front cache (undefined: none, e.g. once its server closed). */
export function registerFrontCache(cache: Purgeable | undefined): void {
  holder[KEY] = cache;
}

/** Drops every page the front cache holds (called whenever a cache tag is expired). */
export function purgeFrontCache(): void {
  holder[KEY]?.purge();
}
