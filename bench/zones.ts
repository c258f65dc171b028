/**
 * Zone resolution (issue 19): 50 polygon zones of 200 corners each, spread over İstanbul as a grid
 * of overlapping circles' outlines, prepared once (as the checkout prepares the stored zones) and
 * asked for 20,000 pins per round, half inside some zone and half outside every one (the worst
 * case: every zone is tried). Per round the p50 and p99 of single lookups; target p99 < 1 ms.
 */
import { figuresFrom, type Benchmark } from '@/bench/harness';
import { percentile } from '@/bench/checkout';
import { findZone, prepareZones } from '@/lib/zones/match';
import type { DeliveryZone } from '@/lib/zones/types';

const ZONES = 50;
const CORNERS = 200;
const LOOKUPS = 20_000;

/** A deterministic pseudo-random sequence (mulberry32), so every run asks the same pins. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 50 wobbly rings of 200 corners around grid points over the city. */
function zones(): DeliveryZone[] {
  const next = random(19);
  return Array.from({ length: ZONES }, (_, index) => {
    const centreLat = 40.9 + (index % 10) * 0.03;
    const centreLng = 28.8 + Math.floor(index / 10) * 0.06;
    const ring: [number, number][] = Array.from({ length: CORNERS }, (__, corner) => {
      const angle = (corner / CORNERS) * 2 * Math.PI;
      const radius = 0.015 + next() * 0.01;
      return [centreLng + Math.cos(angle) * radius * 1.3, centreLat + Math.sin(angle) * radius];
    });
    const first = ring[0] ?? [centreLng, centreLat];
    return {
      id: index + 1,
      position: index,
      name: `Zone ${index + 1}`,
      kind: 'polygon',
      polygon: [...ring, first],
      feeMinor: 1_000,
      freeAboveMinor: null,
      minimumOrderMinor: 0,
      extraMinutes: 0,
    };
  });
}

export const zonesBenchmark: Benchmark = {
  name: 'Delivery zone resolution',
  async run({ runs }) {
    const prepared = prepareZones(zones(), { latitude: 41.0227, longitude: 28.9775 });
    const next = random(7);
    const pins = Array.from({ length: LOOKUPS }, (_, i) =>
      i % 2 === 0
        ? { latitude: 40.88 + next() * 0.32, longitude: 28.78 + next() * 0.32 }
        : { latitude: 41.5 + next() * 0.5, longitude: 29.5 + next() * 0.5 },
    );
    const p50: number[] = [];
    const p99: number[] = [];
    let found = 0;
    for (let round = 0; round < runs; round += 1) {
      const samples: number[] = [];
      for (const point of pins) {
        const start = performance.now();
        if (findZone(prepared, { point })) found += 1;
        samples.push(performance.now() - start);
      }
      // In microseconds: a lookup takes far less than the tables' 0.1 ms resolution.
      p50.push(percentile(samples, 50) * 1000);
      p99.push(percentile(samples, 99) * 1000);
    }
    return {
      name: this.name,
      description:
        `${ZONES} polygon zones of ${CORNERS} corners, ${LOOKUPS} pins per round (half outside every zone), ` +
        `${Math.round(found / runs)} found per round; one lookup = the first matching zone in order (Turf point-in-polygon after a bounding box).`,
      figures: figuresFrom([
        { id: 'p50', label: 'One lookup, p50', samplesMs: p50 },
        { id: 'p99', label: 'One lookup, p99', samplesMs: p99 },
      ]).map((figure) => ({
        ...figure,
        unit: 'µs',
        ...(figure.id === 'p99' ? { goal: '< 1,000 µs (1 ms)', met: figure.medianMs < 1000 } : {}),
      })),
    };
  },
};
