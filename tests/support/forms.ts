/**
 * Submitting forms to server actions from a test: the FormData a browser would post, and the
 * redirect an action answers with (Next's redirect() throws).
 */

/** A FormData from plain fields; an array value becomes repeated fields (checkboxes). */
export function form(fields: Record<string, string | number | ReadonlyArray<string | number>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, String(item));
  }
  return data;
}

/** The target of a redirect() Next threw, or undefined when `error` is not a redirect. */
function redirectTarget(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error) || typeof error.digest !== 'string') return undefined;
  const parts = error.digest.split(';');
  return parts[0] === 'NEXT_REDIRECT' ? parts.slice(2, -2).join(';') : undefined;
}

/** Runs `action` and returns where it redirected to; fails when it returned instead. */
export async function expectRedirect(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    const target = redirectTarget(error);
    if (target !== undefined) return target;
    throw error;
  }
  throw new Error('expected a redirect, but the call returned');
}
