/**
 * `npm run bench`: runs the benchmarks, prints a markdown table per benchmark and writes
 * bench/results/latest.json and latest.md. Options: `--runs N` (rounds per benchmark, default 5,
 * at least 5 for a median worth quoting) and `--only <name part>`. Exits 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toMarkdown, type Benchmark, type BenchmarkResult } from '@/bench/harness';
import { archiveReportBenchmark } from '@/bench/archive-report';
import { checkoutBenchmark } from '@/bench/checkout';
import { lighthouseBenchmark } from '@/bench/lighthouse';
import { menuLoadBenchmark } from '@/bench/menu-load';
import { syncBenchmark } from '@/bench/sync';
import { freePort } from '@/tests/support/ports';
import { zonesBenchmark } from '@/bench/zones';

const BENCHMARKS: Benchmark[] = [
  syncBenchmark,
  menuLoadBenchmark,
  checkoutBenchmark,
  lighthouseBenchmark,
  archiveReportBenchmark,
  zonesBenchmark,
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a whole number of rounds, e.g. --runs 5');
  const only = option('only')?.toLowerCase();
  process.env.LOG_LEVEL ??= 'error';
  // A port nothing listens on, so the sync's cache revalidation fails fast instead of reaching some server.
  process.env.PORT = String(await freePort());

  // Other work on the machine slows every figure, though not always alike: the load is recorded with the results.
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: BenchmarkResult[] = [];
  for (const benchmark of BENCHMARKS.filter((b) => !only || b.name.toLowerCase().includes(only))) {
    console.error(`running ${benchmark.name} (${runs} rounds)…`);
    results.push(await benchmark.run({ runs }));
  }
  const meta = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage };
  const markdown = toMarkdown(results, meta);
  console.log(markdown);

  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify({ ...meta, runs, results }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'latest.md'), markdown);
  const missed = results.flatMap((r) => r.figures.filter((f) => f.met === false).map((f) => `${r.name}: ${f.label}`));
  if (missed.length > 0) {
    console.error(`Targets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
