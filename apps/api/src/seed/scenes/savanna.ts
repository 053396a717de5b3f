import type { SceneDrawer } from './drawer';
import { animal, birds } from './fauna';
import { acacia, reeds } from './flora';
import { H, W, type Scene } from './light';
import { between, n, pick } from './random';
import { land, sky } from './sky';

/** Who is out on the plain: the migration's long line, a few giraffes, or an elephant family. */
function herd(s: Scene, seed: string, y: number, fill: string): string {
  const group = /giraffe/i.test(seed) ? 'giraffes' : /migration|serengeti/i.test(seed) ? 'migration' : pick(s.r, ['giraffes', 'elephants', 'migration'] as const);
  const left = s.r() < 0.5;
  const x0 = between(s.r, 0.1, 0.5) * W;
  if (group === 'migration') {
    return Array.from({ length: 16 }, (_, i) => {
      const kind = i % 4 === 3 ? 'zebra' : 'wildebeest';
      return animal(kind, x0 - 200 + i * between(s.r, 44, 64), y + between(s.r, -8, 14) + (i % 3) * 10, between(s.r, 62, 80), fill, left);
    }).join('');
  }
  if (group === 'giraffes') {
    return Array.from({ length: Math.floor(between(s.r, 2, 4)) }, (_, i) => animal('giraffe', x0 + i * between(s.r, 190, 250), y + i * 10, between(s.r, 150, 230), fill, left)).join('');
  }
  return Array.from({ length: 3 }, (_, i) => animal('elephant', x0 + i * between(s.r, 90, 130), y + i * 4, i === 2 ? 90 : between(s.r, 130, 170), fill, left)).join('');
}

/** The open plain: acacias, a herd, grass in the foreground. */
export const savanna: SceneDrawer = {
  times: ['golden', 'dawn', 'day', 'dusk'],
  draw(s, seed) {
    const parts = [sky(s, 0.62)];
    // Nairobi's park is the one with a city skyline behind the animals.
    if (/nairobi/i.test(seed)) {
      for (let x = between(s.r, 0.45, 0.6) * W, i = 0; i < 12; i++, x += between(s.r, 22, 40)) {
        const h = between(s.r, 30, 110);
        parts.push(`<rect x="${n(x)}" y="${n(0.6 * H - h)}" width="${n(between(s.r, 18, 34))}" height="${n(h + 20)}" fill="${s.tone('#6a7080', 0.9)}"/>`);
      }
    }
    parts.push(land(s, 0.57, 24, s.tone('#8f7a55', 0.95), 3), land(s, 0.63, 10, s.tone('#c9a45c', 0.55), 5));
    const trees = Math.floor(between(s.r, 1, 4));
    for (let i = 0; i < trees; i++) parts.push(acacia(s.r, between(s.r, 0.05, 0.95) * W, between(s.r, 0.63, 0.68) * H, between(s.r, 60, 170), s.tone('#3f3a20', 0.35)));
    parts.push(herd(s, seed, 0.72 * H, s.tone('#2e2418', 0.2)));
    parts.push(land(s, 0.8, 14, s.tone('#b08640', 0.08), 6));
    parts.push(reeds(s.r, 0, W, H + 4, 70, s.tone('#8a6a2e', 0)));
    if (s.r() < 0.6) parts.push(birds(between(s.r, 0.2, 0.7) * W, 0.2 * H, 4, 9, s.tone('#2b2418', 0.2), s.r));
    return parts.join('');
  },
};
