/**
 * Product photo uploads: the type comes from the bytes (JPEG, PNG, WebP only), 2 MB at most,
 * stored under UPLOADS_DIR with a random name and served by /media/[name] with its real type.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[name]/route';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';
import { deleteUpload, saveUpload } from '@/lib/catalog/uploads';
import { resetEnvCache } from '@/lib/env';

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

let root: string;
let dir: string;
const previous = process.env.UPLOADS_DIR;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-uploads-'));
  dir = path.join(root, 'uploads');
  process.env.UPLOADS_DIR = dir;
  resetEnvCache();
});
afterAll(() => {
  process.env.UPLOADS_DIR = previous;
  resetEnvCache();
  fs.rmSync(root, { recursive: true, force: true });
});

const serve = (name: string) => GET(new Request(`http://127.0.0.1/media/${name}`), { params: Promise.resolve({ name }) });

describe('saveUpload', () => {
  it('stores a PNG under a random name in the uploads folder', async () => {
    const result = await saveUpload(PNG);
    if (!result.ok) throw new Error(result.message);
    expect(result.name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(fs.readFileSync(path.join(dir, result.name))).toEqual(PNG);
    const again = await saveUpload(PNG);
    expect(again.ok && again.name).not.toBe(result.name);
  });

  it('recognises JPEG and WebP by their first bytes', async () => {
    expect(await saveUpload(JPEG)).toMatchObject({ ok: true, name: expect.stringMatching(/\.jpg$/) });
    expect(await saveUpload(WEBP)).toMatchObject({ ok: true, name: expect.stringMatching(/\.webp$/) });
  });

  it('refuses other types (GIF, SVG) and empty files, and stores nothing', async () => {
    await saveUpload(PNG);
    const before = fs.readdirSync(dir).length;
    expect(await saveUpload(GIF)).toEqual({ ok: false, message: 'This file is not a JPEG, PNG or WebP image.' });
    expect(await saveUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ ok: false });
    expect(await saveUpload(new Uint8Array())).toMatchObject({ ok: false, message: expect.stringContaining('empty') });
    expect(fs.readdirSync(dir).length).toBe(before);
  });

  it('refuses a file over 2 MB with its size in the message', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG.copy(big);
    expect(await saveUpload(big)).toEqual({
      ok: false,
      message: 'The image is 2.0 MB; the limit is 2 MB. Resize or compress it and try again.',
    });
    const exactly = Buffer.alloc(MAX_UPLOAD_BYTES);
    PNG.copy(exactly);
    expect((await saveUpload(exactly)).ok).toBe(true);
  });
});

describe('GET /media/[name]', () => {
  it('serves a stored image with its type, nosniff and a long cache', async () => {
    const saved = await saveUpload(PNG);
    if (!saved.ok) throw new Error(saved.message);
    const response = await serve(saved.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for unknown, deleted and path-traversing names', async () => {
    const saved = await saveUpload(PNG);
    if (!saved.ok) throw new Error(saved.message);
    await deleteUpload(saved.name);
    fs.writeFileSync(path.join(root, 'secret.png'), PNG);
    for (const name of [saved.name, `${'0'.repeat(32)}.png`, '../secret.png', '..%2Fsecret.png', 'secret.png', `${'a'.repeat(32)}.svg`]) {
      expect((await serve(name)).status, name).toBe(404);
    }
  });
});
