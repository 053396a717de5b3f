/**
 * Draws the home hero's collage from the demo scene drawers (apps/api/src/seed/scenes) and writes it, in the
 * two widths the hero's srcset names, to apps/web/public/hero/. Deterministic: same drawers, same bytes, so the
 * committed files only change when the drawing does. Run: npx tsx scripts/generate-hero-image.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drawScene, type SceneKind } from '../apps/api/src/seed/scenes';

/** The collage on a 1040x920 canvas: a tall savanna, the coast and the dunes beside it. */
const TILES: { kind: SceneKind; seed: string; x: number; y: number; w: number; h: number }[] = [
  { kind: 'savanna', seed: 'Giraffes crossing the plains', x: 0, y: 70, w: 610, h: 780 },
  { kind: 'coast', seed: 'Dhow sails at sunset', x: 650, y: 0, w: 390, h: 430 },
  { kind: 'dunes', seed: 'Red dunes of the Namib', x: 650, y: 470, w: 390, h: 380 },
];
const WIDTH = 1040;
const HEIGHT = 920;
/** Widths named in hero-section.tsx's srcset. */
export const HERO_WIDTHS = [560, 1040];
const OUT = path.resolve(import.meta.dirname, '../apps/web/public/hero');

async function tile(t: (typeof TILES)[number]) {
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${t.w}" height="${t.h}"><rect width="${t.w}" height="${t.h}" rx="32"/></svg>`);
  const input = await sharp(Buffer.from(drawScene(t.kind, t.seed, t.w, t.h)))
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { input, left: t.x, top: t.y };
}

const canvas = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .composite(await Promise.all(TILES.map(tile)))
  .png()
  .toBuffer();
mkdirSync(OUT, { recursive: true });
for (const width of HERO_WIDTHS) {
  const file = path.join(OUT, `hero-${width}.webp`);
  await sharp(canvas).resize(width).webp({ quality: 72, alphaQuality: 80, effort: 6 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}: ${Math.round(statSync(file).size / 1024)} KB`);
}
