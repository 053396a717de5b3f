import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { bush } from './flora';
import { H, W } from './light';
import { between, n } from './random';
import { mist, sky } from './sky';

/** A misty montane rainforest, crowns fading layer by layer into the mist, a gorilla in the foreground. */
export const forest: SceneDrawer = {
  times: ['dawn', 'day'],
  draw(s) {
    const parts = [sky(s, 0.4)];
    for (let layer = 0; layer < 4; layer++) {
      const depth = 0.85 - layer * 0.25;
      const y = (0.4 + layer * 0.13) * H;
      for (let x = -60; x < W + 60; x += between(s.r, 70, 130)) parts.push(bush(x, y + between(s.r, -20, 20), between(s.r, 140, 220) * (1 + layer * 0.3), s.tone('#2f6a3a', depth)));
      parts.push(`<rect x="0" y="${n(y - 10)}" width="${W}" height="${n(H - y + 10)}" fill="${s.tone('#2f6a3a', depth)}"/>`);
      parts.push(mist(y / H - 0.1, 0.14, 0.7 - layer * 0.15));
    }
    parts.push(animal('gorilla', between(s.r, 0.3, 0.6) * W, 0.95 * H, between(s.r, 260, 320), s.tone('#1a1a1a', 0), s.r() < 0.5));
    for (let i = 0; i < 3; i++) parts.push(bush(between(s.r, 0, 1) * W, H + 40, between(s.r, 200, 300), s.tone('#245a2c', 0)));
    return parts.join('');
  },
};
