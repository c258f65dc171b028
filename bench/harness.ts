/**
 * What every benchmark shares: the shape of a result (figures with a median, a ratio against
 * another figure and a target), measuring rounds, and rendering the results as a markdown table.
 * A new benchmark is a module exporting a `Benchmark`, listed in bench/run.ts.
 */

export interface Figure {
  /** Stable id, e.g. "floor", used by other figures' `ratio.against`. */
  id: string;
  label: string;
  /** Every sample in milliseconds (wall clock), in the order measured. */
  samplesMs: number[];
  medianMs: number;
  /** Median CPU time of this process over the same samples (user + system), for judging a busy machine's effect. */
  cpuMedianMs?: number;
  /** This figure's median divided by another figure's median. */
  ratio?: { against: string; value: number };
  /** Met when `ratio.value` ≤ `maxRatio`. */
  target?: { maxRatio: number; against: string };
  /** An absolute bound: met when the median is at most this many milliseconds. */
  limitMs?: number;
  /** For figures that are not durations (e.g. "score", "KB"): the unit shown with the values. */
  unit?: string;
  /** A target in words, for figures whose `met` the benchmark decides itself (e.g. "≥ 95"). */
  goal?: string;
  met?: boolean;
}

export interface BenchmarkResult {
  name: string;
  /** What was measured on what, in a sentence or two. */
  description: string;
  figures: Figure[];
}

export interface Benchmark {
  name: string;
  run(options: { runs: number }): Promise<BenchmarkResult>;
}

/** The median of some samples (the mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Milliseconds an async step takes: wall clock, and CPU time of this process (user + system). */
export async function timed<T>(step: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await step();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, value };
}

/** Builds the figures from samples: medians, then ratios and whether each target is met. */
export function figuresFrom(
  specs: Array<{
    id: string;
    label: string;
    samplesMs: number[];
    cpuSamplesMs?: number[];
    target?: { maxRatio: number; against: string };
    ratioAgainst?: string;
    limitMs?: number;
  }>,
): Figure[] {
  const medians = new Map(specs.map((s) => [s.id, median(s.samplesMs)]));
  return specs.map((spec) => {
    const medianMs = medians.get(spec.id) ?? 0;
    const against = spec.target?.against ?? spec.ratioAgainst;
    const base = against === undefined ? undefined : medians.get(against);
    const ratio = against !== undefined && base ? { against, value: medianMs / base } : undefined;
    const checks = [
      ...(spec.target && ratio ? [ratio.value <= spec.target.maxRatio] : []),
      ...(spec.limitMs !== undefined ? [medianMs <= spec.limitMs] : []),
    ];
    const met = checks.length > 0 ? checks.every(Boolean) : undefined;
    const cpuMedianMs = spec.cpuSamplesMs ? median(spec.cpuSamplesMs) : undefined;
    return {
      id: spec.id,
      label: spec.label,
      samplesMs: spec.samplesMs,
      medianMs,
      cpuMedianMs,
      ratio,
      target: spec.target,
      limitMs: spec.limitMs,
      met,
    };
  });
}

// Whole milliseconds, except below 10 ms where a decimal matters (e.g. a 3.4 ms overhead).
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/** One markdown section per benchmark: a sentence and a table of its figures. */
export function toMarkdown(
  results: readonly BenchmarkResult[],
  meta: { date: string; node: string; cpus: number; loadAverage: number },
): string {
  const lines = [
    `# Benchmarks`,
    '',
    `${meta.date} · Node ${meta.node} · ${meta.cpus} CPU(s) · load average ${meta.loadAverage.toFixed(1)} at the start`,
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.name}`, '', result.description, '');
    lines.push(
      '| Figure | Median (ms unless marked) | Runs | CPU median (ms) | Ratio | Target | Met? |',
      '|---|---:|---|---:|---:|---|---|',
    );
    for (const f of result.figures) {
      const ratio = f.ratio ? `${f.ratio.value.toFixed(2)}× ${f.ratio.against}` : '–';
      const bounds = [
        ...(f.target ? [`≤ ${f.target.maxRatio}× ${f.target.against}`] : []),
        ...(f.limitMs !== undefined ? [`≤ ${f.limitMs} ms`] : []),
      ];
      const target = f.goal ?? (bounds.length > 0 ? bounds.join(', ') : '–');
      const met = f.met === undefined ? '–' : f.met ? 'yes' : '**no**';
      const cpu = f.cpuMedianMs === undefined ? '–' : ms(f.cpuMedianMs);
      const value = (v: number) => (f.unit === undefined ? ms(v) : `${v.toFixed(1)} ${f.unit}`);
      lines.push(`| ${f.label} | ${value(f.medianMs)} | ${f.samplesMs.map(value).join(', ')} | ${cpu} | ${ratio} | ${target} | ${met} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
