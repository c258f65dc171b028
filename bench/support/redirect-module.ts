/**
 * Swaps a module for another in this process's CommonJS resolver (tsx loads this repository's
 * .ts files as CommonJS). Benchmarks and child processes of the reliability suites use it to run
 * the storefront services outside Next, where the real cookie module has no request to read;
 * Vitest suites do the same with vi.mock. Call it before the first import of anything that loads
 * the module.
 */
import Module from 'node:module';
import path from 'node:path';

interface Resolver {
  _resolveFilename(this: unknown, request: string, ...rest: unknown[]): string;
}

/** From now on, `from` (a path relative to the repository, e.g. 'lib/storefront/request-context.ts') resolves to `to`. */
export function redirectModule(from: string, to: string): void {
  const real = path.normalize(from);
  const target = path.resolve(to);
  const resolver = Module as unknown as Resolver;
  const resolveFilename = resolver._resolveFilename;
  resolver._resolveFilename = function resolveRedirected(request, ...rest) {
    const file = resolveFilename.call(this, request, ...rest);
    return file.endsWith(`${path.sep}${real}`) ? target : file;
  };
}
