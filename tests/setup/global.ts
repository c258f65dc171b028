import fs from 'node:fs';
import path from 'node:path';

/**
 * Vitest's main process: each run keeps its worker databases in .data/test/run-<pid> (the workers
 * see this pid as their parent's), so two runs at once never share a file; the folder is removed
 * when the run ends.
 */
export default function setup() {
  const dir = path.resolve(import.meta.dirname, '../../.data/test', `run-${process.pid}`);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
