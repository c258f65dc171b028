/**
 * The link between the front cache, which lives in the production server (server/index.ts), and
 * the application code Next compiled, which cannot import the server's modules: both sides meet
 * on one global symbol. Without a front cache (`npm run dev`, tests) purging does nothing.
 */
const KEY = Symbol.for('sofra.frontCache');

interface Purgeable {
  purge(): void;
}

const holder = globalThis as unknown as { [KEY]?: Purgeable };

export function registerFrontCache(cache: Purgeable | undefined): void {
  holder[KEY] = cache;
}

/** Drops every page the front cache holds (called whenever a cache tag is expired). */
export function purgeFrontCache(): void {
  holder[KEY]?.purge();
}
