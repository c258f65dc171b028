/**
 * Lighthouse (its default mobile settings: emulated phone, simulated slow 4G and CPU slowdown) on
 * the production build's menu and checkout in each language (/, /checkout, /en, /en/checkout; the
 * browser asks for that language, as a visitor's does), driving the Chromium the e2e tests
 * use. The checkout is audited with a real cart: a browser adds a dish through the product page
 * first and Lighthouse sends its cart cookie. Also: the gzip size of the JavaScript the menu page
 * loads first (every <script src> in its HTML, gzipped here at the default level).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, type Benchmark, type Figure } from '@/bench/harness';
import { startBenchSite } from '@/bench/support/site-server';
import { freePort } from '@/tests/support/ports';

const { findChromium, chromiumArgs } = createRequire(import.meta.url)('../scripts/find-chromium.cjs') as {
  findChromium(): string;
  chromiumArgs: string[];
};

/** A headless Chromium with a DevTools port for Lighthouse. */
async function startChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    findChromium(),
    [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: async () => {
      // Chromium's helper processes share its process group: end them all, not just the browser.
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
      await removeProfile(profile);
    },
  };
}

/** Removes a Chromium profile folder, retrying while a late helper process still writes into it; never fails a run. */
async function removeProfile(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  console.error(`could not remove the Chromium profile ${dir}; it can be deleted by hand`);
}

/** Adds Ayran to a cart the way a customer does and returns the cart cookie ("name=value"). */
async function cartCookie(siteUrl: string): Promise<string> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/product/ayran`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^(Sepete ekle|Add to cart)$/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /(sepete eklendi|^Added )/ })
      .waitFor();
    await page.goto(`${siteUrl}/checkout`);
    await page.getByRole('button', { name: /^(Siparişi onayla|Place order)$/ }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sofra_cart');
    if (!cookie) throw new Error('adding to cart set no cart cookie');
    return `${cookie.name}=${cookie.value}`;
  } finally {
    await browser.close();
  }
}

interface Audit {
  performance: number;
  accessibility: number;
  seo: number;
  /** Accessibility and SEO audits that failed, and the main timings: what to fix when a score is short. */
  failedA11y: string[];
  failedSeo: string[];
  timings: string;
}

/** The Accept-Language of a browser in each language's country. */
const ACCEPT_LANGUAGE = { tr: 'tr-TR,tr;q=0.9', en: 'en-GB,en;q=0.9' } as const;
type Language = keyof typeof ACCEPT_LANGUAGE;

/** The audited pages: the menu and the checkout in each language. */
const PAGES = [
  { id: 'menu', label: 'Menu (/)', path: '/', language: 'tr', cart: false },
  { id: 'checkout', label: 'Checkout with a cart (/checkout)', path: '/checkout', language: 'tr', cart: true },
  { id: 'menu-en', label: 'Menu in English (/en)', path: '/en', language: 'en', cart: false },
  { id: 'checkout-en', label: 'Checkout in English (/en/checkout)', path: '/en/checkout', language: 'en', cart: true },
] as const satisfies ReadonlyArray<{ id: string; label: string; path: string; language: Language; cart: boolean }>;

/** Performance and accessibility scores (0–100) of one Lighthouse run, with what held them back. */
async function audit(url: string, port: number, language: Language, cookie?: string, warmUp = false): Promise<Audit> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[language], ...(cookie ? { Cookie: cookie } : {}) },
  });
  const lhr = result?.lhr;
  const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (dump && lhr && !warmUp) {
    // The whole report, for finding what holds a score back: BENCH_LIGHTHOUSE_DUMP=<folder>.
    fs.mkdirSync(dump, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${language}-${Date.now()}.json`;
    fs.writeFileSync(path.join(dump, name), JSON.stringify(lhr));
  }
  const categories = lhr?.categories;
  const failed = (category: 'accessibility' | 'seo') =>
    (categories?.[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  const failedA11y = failed('accessibility');
  const failedSeo = failed('seo');
  const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr?.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return {
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories?.seo?.score ?? 0) * 100),
    failedA11y,
    failedSeo,
    timings,
  };
}

/** Gzip bytes of every external script the page's HTML makes a modern browser load. */
async function firstLoadScriptsGzip(siteUrl: string): Promise<{ kb: number; count: number; largest: string }> {
  const html = await (await fetch(`${siteUrl}/`)).text();
  // A `nomodule` script (Next's legacy polyfills) is skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? ''))].filter(Boolean);
  const sizes: Array<{ src: string; bytes: number }> = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src.replace(/&amp;/g, '&'), siteUrl))).arrayBuffer());
    sizes.push({ src, bytes: gzipSync(body).length });
  }
  const largest = [...sizes]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map((s) => `${path.basename(s.src)} ${(s.bytes / 1024).toFixed(1)} KB`)
    .join(', ');
  return { kb: sizes.reduce((n, s) => n + s.bytes, 0) / 1024, count: sources.length, largest };
}

const score = (id: string, label: string, samples: number[], goal: string, ok: (median: number) => boolean): Figure => {
  const value = median(samples);
  return { id, label, samplesMs: samples, medianMs: value, unit: 'score', goal, met: ok(value) };
};

/** A page's Lighthouse figures: performance (goal ≥ 95), accessibility (goal 100) and SEO (goal ≥ 95, issue 15). */
function pageScores(id: string, label: string, audits: Audit[]): Figure[] {
  const performance = audits.map((r) => r.performance);
  const accessibility = audits.map((r) => r.accessibility);
  const seo = audits.map((r) => r.seo);
  return [
    score(`${id}-perf`, `${label}: performance`, performance, '≥ 95', (m) => m >= 95),
    score(`${id}-a11y`, `${label}: accessibility`, accessibility, '= 100', (m) => m === 100),
    score(`${id}-seo`, `${label}: SEO`, seo, '≥ 95', (m) => m >= 95),
  ];
}

export const lighthouseBenchmark: Benchmark = {
  name: 'Lighthouse (mobile) and first-load JavaScript',
  async run({ runs }) {
    const site = await startBenchSite();
    try {
      const cookie = await cartCookie(site.url);
      const scripts = await firstLoadScriptsGzip(site.url);
      // BENCH_LIGHTHOUSE_PAGES=menu,checkout-en audits only those pages (while working on one).
      const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
      const pages = (only ?? PAGES.map((p) => p.id)).map((id) => PAGES.find((page) => page.id === id)).filter((p) => p !== undefined);
      const results = new Map<string, Audit[]>(pages.map((page) => [page.id, []]));
      for (let round = 0; round < runs; round += 1) {
        // A fresh browser per round: no cache carried from the previous round.
        const chromium = await startChromium();
        try {
          // One discarded audit first: a browser that has just started pays once for loading fonts,
          // locale data and its GPU process, and that cost belongs to no page (docs/decisions/303).
          await audit(`${site.url}${pages[0]?.path ?? '/'}`, chromium.port, pages[0]?.language ?? 'tr', undefined, true);
          for (const page of pages) {
            results
              .get(page.id)
              ?.push(await audit(`${site.url}${page.path}`, chromium.port, page.language, page.cart ? cookie : undefined));
          }
        } finally {
          await chromium.close();
        }
      }
      const figures: Figure[] = [
        ...pages.flatMap((page) => pageScores(page.id, page.label, results.get(page.id) ?? [])),
        {
          id: 'js',
          label: `JavaScript the menu loads first (${scripts.count} scripts, gzip)`,
          samplesMs: [scripts.kb],
          medianMs: scripts.kb,
          unit: 'KB',
          goal: '≤ 150 KB',
          met: scripts.kb <= 150,
        },
      ];
      return {
        name: this.name,
        description: [
          'Lighthouse 12 default (mobile) settings against the production build served as `npm start` serves it on this machine; scores 0–100, higher is better.',
          ...pages.map((page) => {
            const audits = results.get(page.id) ?? [];
            const list = (ids: string[]) => (ids.length > 0 ? [...new Set(ids)].join(', ') : 'none');
            return `${page.path}: failed accessibility audits: ${list(audits.flatMap((r) => r.failedA11y))}; failed SEO audits: ${list(audits.flatMap((r) => r.failedSeo))}; last run: ${audits.at(-1)?.timings ?? '–'}.`;
          }),
          `Largest first-load scripts (gzip): ${scripts.largest}.`,
        ].join(' '),
        figures,
      };
    } finally {
      await site.close();
    }
  },
};
