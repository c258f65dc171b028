/**
 * The seam between the front cache, which lives in the production server (server/front-cache/,
 * started by server/index.ts), and the application code: lib/ never imports server/, and the code
 * Next compiled holds its own copies of lib modules, so both sides meet on one process-wide value
 * (lib/singleton.ts). The server registers its cache here; expiring a cache tag (lib/revalidate.ts)
 * purges whatever is registered. Without a front cache (`npm run dev`, tests) purging does nothing.
 */
import { singleton } from '@/lib/singleton';

interface Purgeable {
  purge(): void;
}

const holder = singleton('frontCache', (): { cache?: Purgeable } => ({}));

/** Registers the process's front cache (undefined: none, e.g. once its server closed). */
export function registerFrontCache(cache: Purgeable | undefined): void {
  holder.cache = cache;
}

/** Drops every page the front cache holds (called whenever a cache tag is expired). */
export function purgeFrontCache(): void {
  holder.cache?.purge();
}
