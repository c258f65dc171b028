/**
 * A small seeded pseudo-random source (mulberry32) so the demo data is the same on every run:
 * tests elsewhere rely on it, and Math.random would make failures irreproducible.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element, uniformly. Throws on an empty list: a caller asking for nothing is a bug. */
  pick<T>(items: readonly T[]): T;
  /** One element, with the given relative weights. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
}

/**
 * Creates a deterministic random source from a 32-bit seed (mulberry32).
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('weighted() needs a non-empty list');
    return last[0];
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick,
    weighted,
  };
}
