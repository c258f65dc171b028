import { seedDemo } from './seed';
import { getSandboxStore, type SandboxStore } from './store';

/**
 * The store the sandbox's mounts serve (the route handler, the standalone server): the store of
 * `dbFile`, seeded with the demo restaurant the first time the file is opened. Seeding lives here
 * rather than in the store so that the store does not depend on the seed, which itself replays
 * orders through the store.
 */
export function openSeededSandboxStore(dbFile?: string): SandboxStore {
  const store = getSandboxStore(dbFile);
  if (store.isSeeded()) return store;
  try {
    seedDemo(store, Date.now());
  } catch (error) {
    // A seed the rules refuse is a bug in the demo data: leave no half-open store behind.
    store.release();
    throw error;
  }
  return store;
}
