/**
 * Menu page under load: the production build served as `npm start` serves it (server/index.ts, bench/support/site-server.ts) serving
 * GET / against a bare node:http server that answers the very same HTML bytes (fetched once from
 * the site), both on this machine, both measured with autocannon (50 connections, 10 s) in every
 * round, alternating which goes first. Autocannon runs in its own process, like each server.
 * Throughput is shown as time per 1,000 requests so that "≥ 50 % of the bare server's
 * throughput" reads as "≤ 2× its time"; the p99 latency target is absolute (< 100 ms).
 * Then (issue 17) the menu through Debian's nginx configured as the README's example, in front of
 * one instance and in front of two on one database, reported against one instance.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { figuresFrom, median, type Benchmark, type Figure } from '@/bench/harness';
import { benchEngines } from '@/bench/support/engines';
import { startBenchSite } from '@/bench/support/site-server';
import { nginxBinary, startNginx, type RunningNginx } from '@/tests/support/nginx';
import { freePort } from '@/tests/support/ports';

const CONNECTIONS = 50;
const SECONDS = 10;

const autocannonResult = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number(), p50: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

type LoadResult = z.infer<typeof autocannonResult>;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}`))));
  });
}

/** autocannon against `url` for `seconds`, as a separate process; its JSON summary. */
async function load(url: string, seconds = SECONDS): Promise<LoadResult> {
  const out = await run(path.resolve('node_modules/.bin/autocannon'), ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', url]);
  return autocannonResult.parse(JSON.parse(out));
}

/** A bare node:http server in its own process answering every request with the file's bytes. */
async function startBareServer(file: string, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const code = `
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
      res.end(body);
    }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BODY_FILE: file, CONTENT_TYPE: contentType, PORT: String(port) },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`bare server exited ${exitCode}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const perThousand = (r: LoadResult) => (r.requests.average > 0 ? 1_000_000 / r.requests.average : Number.POSITIVE_INFINITY);

export const menuLoadBenchmark: Benchmark = {
  name: 'Menu page under load',
  async run({ runs }) {
    const site = await startBenchSite();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-menu-'));
    try {
      const page = await fetch(`${site.url}/`);
      const html = Buffer.from(await page.arrayBuffer());
      const file = path.join(dir, 'menu.html');
      fs.writeFileSync(file, html);
      const bare = await startBareServer(file, page.headers.get('content-type') ?? 'text/html; charset=utf-8');
      try {
        // Warm-up: the site's first requests compile nothing, but caches and JIT settle.
        await load(`${site.url}/`, 3);
        await load(bare.url, 3);
        const siteRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < runs; round += 1) {
          if (round % 2 === 0) {
            bareRuns.push(await load(bare.url));
            siteRuns.push(await load(`${site.url}/`));
          } else {
            siteRuns.push(await load(`${site.url}/`));
            bareRuns.push(await load(bare.url));
          }
        }
        const failures = siteRuns.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
        const rps = (rs: LoadResult[]) => median(rs.map((r) => r.requests.average)).toFixed(0);
        const figures = figuresFrom([
          { id: 'bare', label: 'Bare node:http, same HTML bytes: time per 1,000 requests', samplesMs: bareRuns.map(perThousand) },
          {
            id: 'site',
            label: 'Site (npm start), GET /: time per 1,000 requests (≥ 50 % throughput = ≤ 2×)',
            samplesMs: siteRuns.map(perThousand),
            target: { maxRatio: 2, against: 'bare' },
          },
          { id: 'site-p99', label: 'Site (npm start), GET /: p99 latency', samplesMs: siteRuns.map((r) => r.latency.p99), limitMs: 100 },
          { id: 'bare-p99', label: 'Bare node:http: p99 latency', samplesMs: bareRuns.map((r) => r.latency.p99) },
        ]);
        const site0 = figures.find((f) => f.id === 'site');
        if (site0 && failures > 0) site0.met = false;
        const behindNginx = await twoInstancesBehindNginx(runs);
        return {
          name: this.name,
          description: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run; the menu page is ${(html.length / 1024).toFixed(1)} KB of HTML. Median throughput: site ${rps(siteRuns)} req/s, bare ${rps(bareRuns)} req/s. Site errors, timeouts or non-2xx answers over all runs: ${failures}. ${behindNginx.description}`,
          figures: [...figures, ...behindNginx.figures],
        };
      } finally {
        await bare.close();
      }
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};

/**
 * Issue 17: the menu through Debian's nginx configured as the README's example, in front of one
 * instance and in front of two instances on one database (PostgreSQL when a server answers, as
 * the README runs several instances; else one SQLite file). Without its proxy_cache every request
 * reaches an instance, which is what two instances change; with it (the example as written) nginx
 * answers the menu itself. Same nginx, same instances, alternating which goes first.
 */
async function twoInstancesBehindNginx(runs: number): Promise<{ description: string; figures: Figure[] }> {
  const binary = nginxBinary();
  if (!binary)
    return {
      description: 'Two instances behind nginx not measured: nginx is not installed (apt-get install -y nginx-light).',
      figures: [],
    };
  const { engines } = await benchEngines();
  const engine = engines.includes('postgresql') ? 'postgresql' : 'sqlite';
  const site = await startBenchSite({ instances: 2, engine });
  const fronts: RunningNginx[] = [];
  try {
    const ports = site.urls.map((url) => Number(new URL(url).port));
    const front = async (upstreamPorts: number[], cache: boolean) => {
      const started = await startNginx(binary, { upstreamPorts, port: await freePort(), cache, workers: 'auto' });
      fronts.push(started);
      return `${started.url}/`;
    };
    const one = await front(ports.slice(0, 1), false);
    const two = await front(ports, false);
    const cached = await front(ports, true);
    for (const url of [one, two, cached]) await load(url, 3);
    const oneRuns: LoadResult[] = [];
    const twoRuns: LoadResult[] = [];
    const cachedRuns: LoadResult[] = [];
    for (let round = 0; round < runs; round += 1) {
      const order: Array<[string, LoadResult[]]> = [
        [one, oneRuns],
        [two, twoRuns],
      ];
      for (const [url, into] of round % 2 === 0 ? order : order.reverse()) into.push(await load(url));
      cachedRuns.push(await load(cached));
    }
    const failures = [...oneRuns, ...twoRuns, ...cachedRuns].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const rps = (rs: LoadResult[]) => median(rs.map((r) => r.requests.average)).toFixed(0);
    const figures = figuresFrom([
      { id: 'nginx-one', label: 'nginx (no proxy_cache) → one instance: time per 1,000 requests', samplesMs: oneRuns.map(perThousand) },
      {
        id: 'nginx-two',
        label: 'nginx (no proxy_cache) → two instances on one database: time per 1,000 requests, against one instance',
        samplesMs: twoRuns.map(perThousand),
        ratioAgainst: 'nginx-one',
      },
      {
        id: 'nginx-cached',
        label: 'nginx as the README’s example (proxy_cache) → two instances: time per 1,000 requests',
        samplesMs: cachedRuns.map(perThousand),
        ratioAgainst: 'nginx-one',
      },
      { id: 'nginx-two-p99', label: 'nginx (no proxy_cache) → two instances: p99 latency', samplesMs: twoRuns.map((r) => r.latency.p99) },
    ]);
    const two0 = figures.find((f) => f.id === 'nginx-two');
    if (two0 && failures > 0) two0.met = false;
    return {
      description: `Behind nginx (${engine === 'postgresql' ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} CPUs shared by nginx, the instances and autocannon), median throughput: one instance ${rps(oneRuns)} req/s, two instances ${rps(twoRuns)} req/s, the README's example with proxy_cache ${rps(cachedRuns)} req/s; errors, timeouts or non-2xx answers: ${failures}.`,
      figures,
    };
  } finally {
    for (const started of fronts) await started.stop();
    await site.close();
  }
}
