import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '@/lib/tables/qr';

/** Reads the dark modules back out of the SVG's stroke path ("M4 4.5h7m1 0h1…"). */
function darkModules(svg: string): Set<string> {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    const [first, second] = [Number(a), Number(b ?? 0)];
    if (op === 'M') [x, y] = [first, second];
    else if (op === 'm') [x, y] = [x + first, y + second];
    else {
      for (let i = 0; i < first; i++) dark.add(`${x + i},${Math.floor(y)}`);
      x += first;
    }
  }
  return dark;
}

describe('qrSvg', () => {
  it('draws exactly the QR symbol of the given URL, with a four-module quiet zone', async () => {
    const url = 'http://127.0.0.1:3100/t/101';
    const svg = await qrSvg(url);
    const symbol = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const size = symbol.modules.size;
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    const expected = new Set<string>();
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) if (symbol.modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
    }
    expect(darkModules(svg)).toEqual(expected);
  });

  it('gives different codes for different tables', async () => {
    expect(darkModules(await qrSvg('https://order.example/t/1'))).not.toEqual(darkModules(await qrSvg('https://order.example/t/2')));
  });
});
