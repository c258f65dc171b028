// Writes the app icons in public/ from public/icon.svg (docs/decisions/226): PNGs at the sizes
// browsers and phones ask for, a maskable icon with the safe-zone margin, and favicon.ico (PNGs
// inside an ICO container). Run it after changing the SVG: `node scripts/make-icons.mjs`.
// It needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH); the output is committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
const BACKGROUND = '#7a2e12';

async function render(page, size, { maskable = false } = {}) {
  // A maskable icon keeps its drawing inside the central 80% circle and fills the rest.
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BACKGROUND : 'transparent'}">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body></html>',
  );
  return page.screenshot({ omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (supported by every browser since IE Vista-era). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const write = (file, data) => {
  fs.writeFileSync(path.join(root, 'public', file), data);
  console.log(`• public/${file} (${data.length} bytes)`);
};
write('icons/icon-192.png', await render(page, 192));
write('icons/icon-512.png', await render(page, 512));
write('icons/maskable-512.png', await render(page, 512, { maskable: true }));
write('apple-touch-icon.png', await render(page, 180, { maskable: true }));
const small = [];
for (const size of [16, 32, 48]) small.push({ size, data: await render(page, size) });
write('favicon.ico', ico(small));
await browser.close();
