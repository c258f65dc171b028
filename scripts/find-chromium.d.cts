/** Absolute path of a Chromium executable; throws with install advice when none is found. */
export function findChromium(): string;
/** Flags Chromium needs on our machines (root, no GPU, closed network). */
export const chromiumArgs: string[];
