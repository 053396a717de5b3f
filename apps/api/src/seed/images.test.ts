import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneForService, sceneSvg } from './images';
import { SCENE_KINDS, type SceneKind } from './scenes';
import { DEMO_SERVICES } from './services';

/** A tiny rendering of a picture: enough to tell two scenes apart, cheap enough to make for every service. */
const thumb = (kind: SceneKind, seed: string) =>
  sharp(Buffer.from(sceneSvg({ kind, seed, width: 48, height: 32 }))).removeAlpha().raw().toBuffer();

/** Mean absolute difference per channel (0..255) between two thumbnails. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('demo scene pictures', () => {
  it('carry no caption, since every screen crops them and prints the title beside them', () => {
    const svg = sceneSvg({ kind: 'savanna', seed: 'Following the Great Migration' });
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Following the Great Migration');
  });

  it('draw the same picture for the same seed and another for another seed', () => {
    expect(sceneSvg({ kind: 'coast', seed: 'a' })).toBe(sceneSvg({ kind: 'coast', seed: 'a' }));
    expect(sceneSvg({ kind: 'coast', seed: 'a' })).not.toBe(sceneSvg({ kind: 'coast', seed: 'b' }));
  });

  it('render every scene kind to an image', async () => {
    for (const kind of SCENE_KINDS) {
      const { info } = await sharp(Buffer.from(sceneSvg({ kind, seed: kind, width: 120, height: 80 }))).raw().toBuffer({ resolveWithObject: true });
      expect(info.width, kind).toBe(120);
    }
  });

  it('give every demo service a picture of its own, visibly different from every other one', async () => {
    const thumbs = await Promise.all(DEMO_SERVICES.map((s) => thumb(sceneForService(s.type, s.scene), s.name)));
    // The old flat scenes differed by 2-3 (Ngorongoro and the Serengeti were the same picture); distinct scenes by 10+.
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        const a = DEMO_SERVICES[i]?.key;
        const b = DEMO_SERVICES[j]?.key;
        expect(difference(thumbs[i] as Buffer, thumbs[j] as Buffer), `${a} vs ${b}`).toBeGreaterThan(6);
      }
    }
  });

  it('draw each service in a landscape true to its place', () => {
    const rules: [RegExp, SceneKind][] = [
      [/crater/i, 'crater'],
      [/serengeti|game drive/i, 'savanna'],
      [/kilimanjaro machame/i, 'mountain'],
      [/table mountain/i, 'table-mountain'],
      [/atlas/i, 'ridges'],
      [/sossusvlei|dune guide/i, 'dunes'],
      [/sahara/i, 'desert-camp'],
      [/victoria falls|livingstone island/i, 'falls'],
      [/dhow/i, 'coast'],
      [/okavango/i, 'delta'],
      [/winelands/i, 'vineyard'],
      [/hammam/i, 'spa'],
    ];
    for (const [pattern, kind] of rules) {
      const matching = DEMO_SERVICES.filter((s) => pattern.test(`${s.name} ${s.location}`) && !/transfer|shuttle/i.test(s.name));
      expect(matching.length, String(pattern)).toBeGreaterThan(0);
      for (const s of matching) expect(sceneForService(s.type, s.scene), s.name).toBe(kind);
    }
    // A naturalist guide is out in the bush, not in the desert.
    expect(DEMO_SERVICES.find((s) => s.key === 'arusha-guide')?.scene).toBe('birding');
  });
});
