/**
 * One value per process. Next's dev server reloads modules and a production server runs several
 * bundles of the same module (and server/index.ts runs outside them), so a module-level `let`
 * can exist more than once; a value kept on globalThis under a registered symbol cannot.
 */

/**
 * The process's value named `name`, created by `create` on first use. Keep mutable state as
 * fields of the returned object: the object itself is never replaced.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`sofra.${name}`);
  if (!(key in store)) store[key] = create();
  // The key is unique to `name`, and only this function writes it: the value is the T it created.
  return store[key] as T;
}
